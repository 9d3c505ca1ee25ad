import type { MemberSessions } from '../security/member-sessions.ts';
import type { TokenVerifier } from './bearer.ts';
import { onSessionId } from './on-session-id.ts';

/**
 * Each accepted access token marks its provider session as used now (« Appareils et sessions »'s
 * last use, issue 32): an app that reads the member APIs for a day without asking the provider
 * anything (24 h tokens) still shows as in use. Throttled per session in MemberSessions.touchBySid.
 */
export function touchSessionsOnUse(
  verifier: TokenVerifier,
  sessions: Pick<MemberSessions, 'touchBySid'>,
): TokenVerifier {
  return onSessionId(verifier, (member, sid) => {
    if (sid !== '') sessions.touchBySid(member.rcid, sid);
  });
}
