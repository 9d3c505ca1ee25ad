import type { MemberStore } from '../member/member-store.ts';
import type { Session } from './session.ts';

/**
 * The access token for a request of the page: once a member is on screen, only a token of that
 * member (null otherwise, so the request is not sent). Another tab signed in as someone else, or a
 * renewal brought another member's tokens: the page reloads its member before anything is saved.
 */
export function memberTokenSource(
  session: Pick<Session, 'getAccessToken'>,
  member: Pick<MemberStore, 'getState'>,
): () => Promise<string | null> {
  return () => {
    const state = member.getState();
    return session.getAccessToken(state.status === 'connected' ? state.user : null);
  };
}
