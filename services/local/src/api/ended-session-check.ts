import type { EndedSessions } from '../idp/ended-sessions.ts';
import type { TokenVerifier } from './bearer.ts';
import { UnauthorizedError } from './errors.ts';
import { onSessionId } from './on-session-id.ts';

/**
 * Refuses (401) an access token whose provider session a sign-out ended: its `sid` is among the
 * provider's ended sessions (same SQLite database). An app that the sign-out chain did not reach
 * then meets the 401 at its next call and takes its session-expired path, instead of showing the
 * member who signed out. Azure AD B2C cannot revoke its self-contained tokens; the broadcaster's own
 * APIs can (issue 26). Separate from bearer.ts's signature checks, and from any per-member rule.
 */
export function refuseEndedSessions(
  verifier: TokenVerifier,
  sessions: Pick<EndedSessions, 'isEnded'>,
): TokenVerifier {
  return onSessionId(verifier, (_member, sid) => {
    if (sessions.isEnded(sid)) throw new UnauthorizedError();
  });
}
