import type { ScheduledDeletion } from '@portail/contracts';
import { createStore, type Store } from '@portail/state';
import type { SignInUser } from '../session/session.ts';
import type { SignedOutReason } from '../session/signed-out-mark.ts';
import type { MemberProfile } from './member-profile.ts';

export type MemberState =
  | { status: 'loading' }
  /** `failed`: the redirect could not open the provider's page (its code did not load). */
  | { status: 'loginRedirect'; failed?: true }
  | { status: 'signedOut'; reason: SignedOutReason }
  | { status: 'error' }
  | { status: 'connected'; user: SignInUser; profile: MemberProfile }
  | { status: 'deleted' };

type MemberAction =
  | { type: 'member/loading' }
  | { type: 'member/loginRedirect'; failed?: true }
  | { type: 'member/signedOut'; reason: SignedOutReason }
  | { type: 'member/error' }
  | { type: 'member/connected'; user: SignInUser; profile: MemberProfile }
  /**
   * The profile of the member on screen as it now is: saved (profile/save-profile.ts), with a new
   * photo (avatar/AvatarPage.tsx), changed in another tab (member/profile-tabs.ts), its deletion
   * cancelled. The change is made by the code that makes it, loaded on demand with it: the store
   * that every page's first script carries only keeps the result, for the same member.
   */
  | { type: 'member/profileReplaced'; profile: MemberProfile }
  | { type: 'member/deleted' };

function memberReducer(state: MemberState, action: MemberAction): MemberState {
  switch (action.type) {
    case 'member/loading':
      return { status: 'loading' };
    case 'member/loginRedirect':
      return action.failed ? { status: 'loginRedirect', failed: true } : { status: 'loginRedirect' };
    case 'member/signedOut':
      return { status: 'signedOut', reason: action.reason };
    case 'member/error':
      return { status: 'error' };
    case 'member/connected':
      return { status: 'connected', user: action.user, profile: action.profile };
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
