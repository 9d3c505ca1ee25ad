export type { MemberSignInClient, SignInUser } from './sign-in-client.ts';
export { createMemberStore, type MemberStore } from './member-store.ts';
export { createMemberSession, type MemberSession } from './member-session.ts';
export { MemberMenu, type RememberedMember } from './MemberMenu.tsx';
