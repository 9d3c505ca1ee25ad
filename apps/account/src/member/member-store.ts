import type { ScheduledDeletion } from '@portail/contracts';
import { createStore, type Store } from '@portail/state';
import type { ProfilePatch } from '../api/types.ts';
import type { SignInUser } from '../session/session.ts';
import type { SignedOutReason } from '../session/signed-out-mark.ts';
import { birthDateText, type MemberProfile } from './member-profile.ts';

export type MemberState =
  | { status: 'loading' }
  | { status: 'loginRedirect' }
  | { status: 'signedOut'; reason: SignedOutReason }
  | { status: 'error' }
  | { status: 'connected'; user: SignInUser; profile: MemberProfile }
  | { status: 'deleted' };

type MemberAction =
  | { type: 'member/loading' }
  | { type: 'member/loginRedirect' }
  | { type: 'member/signedOut'; reason: SignedOutReason }
  | { type: 'member/error' }
  | { type: 'member/connected'; user: SignInUser; profile: MemberProfile }
  | { type: 'member/profileSaved'; patch: ProfilePatch; picture?: string | null }
  | { type: 'member/pictureChanged'; picture: string | null }
  /** The profile as another tab changed it (member/profile-tabs.ts). */
  | { type: 'member/profileReplaced'; profile: MemberProfile }
  | { type: 'member/deleted' };

/**
 * After a save the local member takes the sent fields; the email-verified flag is kept only when
 * the email did not change (SPEC.md §4.7).
 */
export function applySavedPatch(profile: MemberProfile, patch: ProfilePatch): MemberProfile {
  const emailChanged = patch.email !== undefined && patch.email !== profile.email;
  const next: MemberProfile = { ...profile, ...patch };
  if (patch.birthDate !== undefined && patch.birthYear === undefined) {
    const [year, month] = patch.birthDate.split('-').map(Number);
    next.birthYear = year ?? null;
    next.birthMonth = month ?? null;
  }
  next.birthDate = birthDateText(next.birthYear, next.birthMonth);
  next.isEmailVerified = emailChanged ? false : profile.isEmailVerified;
  return next;
}

function memberReducer(state: MemberState, action: MemberAction): MemberState {
  switch (action.type) {
    case 'member/loading':
      return { status: 'loading' };
    case 'member/loginRedirect':
      return { status: 'loginRedirect' };
    case 'member/signedOut':
      return { status: 'signedOut', reason: action.reason };
    case 'member/error':
      return { status: 'error' };
    case 'member/connected':
      return { status: 'connected', user: action.user, profile: action.profile };
    case 'member/profileSaved':
      if (state.status !== 'connected') return state;
      return { ...state, profile: applySavedPatch(state.profile, action.patch) };
    case 'member/pictureChanged':
      if (state.status !== 'connected') return state;
      return { ...state, profile: { ...state.profile, picture: action.picture } };
    case 'member/profileReplaced':
      if (state.status !== 'connected' || state.profile.rcId !== action.profile.rcId) return state;
      return { ...state, profile: action.profile };
    case 'member/deleted':
      return { status: 'deleted' };
  }
}

export type MemberStore = Store<MemberState, MemberAction>;

/** The profile of the member on screen, null while there is none (a selector for `useStore`). */
export function connectedProfile(state: MemberState): MemberProfile | null {
  return state.status === 'connected' ? state.profile : null;
}

/** Which screen the member's state calls for (a selector). */
export function memberStatus(state: MemberState): MemberState['status'] {
  return state.status;
}

/** The id of the member on screen, null while there is none (a selector). */
export function connectedRcId(state: MemberState): string | null {
  return state.status === 'connected' ? state.profile.rcId : null;
}

/** The scheduled deletion of the member on screen, if any (a selector: a save keeps the same one). */
export function scheduledDeletionOf(state: MemberState): ScheduledDeletion | undefined {
  return state.status === 'connected' ? state.profile.scheduledDeletion : undefined;
}

export function createMemberStore(initial: MemberState = { status: 'loading' }): MemberStore {
  return createStore(memberReducer, initial);
}
