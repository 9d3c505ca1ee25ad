export type { MemberSignInClient, SignInChange, SignInUser, SignInCallbackResult } from './sign-in-client.ts';
export { parseMemberProfile, type MemberProfile, type SubscriptionsStatus } from './profile.ts';
export {
  fetchMemberProfile,
  fetchVisitorId,
  readVisitorId,
  visitorLoginDocument,
  type ProfileRequest,
  type VisitorIdRequest,
} from './member-api.ts';
export {
  memberReducer,
  createMemberStore,
  initialMemberState,
  anonymousUser,
  shouldSignOutAfter,
  type MemberState,
  type MemberAction,
  type MemberStore,
  type MemberPhase,
  type MemberUser,
  type LoginFailure,
  type LoginFailureReason,
} from './member-store.ts';
export { createMemberSession, type MemberSession, type MemberSessionOptions } from './member-session.ts';
export { initialsOf } from './initials.ts';
export { MemberMenu, type MemberMenuProps, type RememberedMember } from './MemberMenu.tsx';
