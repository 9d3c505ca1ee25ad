import { createStore, type Store } from '@portail/state';
import type { MemberProfile } from './profile.ts';

/** The account state of SPEC.md §4.2. */
type MemberPhase = 'notConnected' | 'authenticating' | 'connected' | 'signingOut';

/** SPEC.md §3 « User (login state) ». */
export interface MemberUser {
  connected: boolean;
  isEmailVerified: boolean;
  name: string;
  rcId: string | null;
  /** The access token; never logged. */
  token: string | null;
  /** The visitor analytics id. */
  uie: string | null;
}

type LoginFailureReason = 'noUser' | 'banned' | 'profileUnavailable';

export interface LoginFailure {
  reason: LoginFailureReason;
  status?: number;
}

export interface MemberState {
  phase: MemberPhase;
  user: MemberUser;
  profile: MemberProfile | null;
  /** Why the last sign-in attempt failed, if it did. */
  failure: LoginFailure | null;
}

export type MemberAction =
  | { type: 'member/authenticationStarted' }
  | { type: 'member/loginSucceeded'; payload: { user: MemberUser; profile: MemberProfile } }
  | { type: 'member/loginFailed'; payload: LoginFailure }
  | { type: 'member/signOutStarted' }
  | { type: 'member/signedOut' }
  /** The connected member's profile as read again (changed in another tab or app). */
  | { type: 'member/profileRefreshed'; payload: { rcId: string | null; profile: MemberProfile } };

export const anonymousUser: MemberUser = {
  connected: false,
  isEmailVerified: false,
  name: '',
  rcId: null,
  token: null,
  uie: null,
};

export const initialMemberState: MemberState = {
  phase: 'notConnected',
  user: anonymousUser,
  profile: null,
  failure: null,
};

/** A failed sign-in signs out when the member is banned (banLevel login) or the token was refused (401). */
export function shouldSignOutAfter(failure: LoginFailure): boolean {
  return failure.reason === 'banned' || failure.status === 401;
}

export function memberReducer(state: MemberState, action: MemberAction): MemberState {
  switch (action.type) {
    case 'member/authenticationStarted':
      return state.phase === 'signingOut' ? state : { ...state, phase: 'authenticating', failure: null };
    case 'member/loginSucceeded':
      if (state.phase !== 'authenticating') return state;
      return {
        phase: 'connected',
        user: { ...action.payload.user, connected: true },
        profile: action.payload.profile,
        failure: null,
      };
    case 'member/loginFailed':
      if (state.phase !== 'authenticating') return state;
      return { phase: 'notConnected', user: anonymousUser, profile: null, failure: action.payload };
    case 'member/signOutStarted':
      return { ...state, phase: 'signingOut' };
    case 'member/signedOut':
      return { ...initialMemberState, failure: state.failure };
    case 'member/profileRefreshed': {
      // Only for the member still on screen; the name shown follows the profile's names from then on.
      if (state.phase !== 'connected' || state.user.rcId !== action.payload.rcId) return state;
      const { profile } = action.payload;
      const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ') || state.user.name;
      return { ...state, user: { ...state.user, name }, profile };
    }
  }
}

export type MemberStore = Store<MemberState, MemberAction>;

export function createMemberStore(initial: MemberState = initialMemberState): MemberStore {
  return createStore(memberReducer, initial);
}
