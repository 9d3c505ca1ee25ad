import type { KoaMiddleware, Token } from 'oidc-provider';
import type { MemberSessions } from '../security/member-sessions.ts';

/** Routes at which a signed-in browser uses its provider session (sign-in's end, silent renewal). */
const SESSION_ROUTES = new Set(['authorization', 'resume']);

/**
 * Records each use of a member's provider session, for « Appareils et sessions » (issue 32): the
 * browser's user agent and the time, at an authorization answered from the session (a sign-in's
 * end, a silent renewal) and at a refresh-token grant (whose token names its session). Runs after
 * the provider has answered; a refused request (4xx, 5xx) records nothing.
 */
export function recordSessionUse(sessions: Pick<MemberSessions, 'recordUse'>): KoaMiddleware {
  return async (ctx, next) => {
    await next();
    if (!ctx.oidc || ctx.status >= 400) return;
    const userAgent = ctx.get('user-agent') || null;
    if (SESSION_ROUTES.has(ctx.oidc.route)) {
      const session = ctx.oidc.session;
      if (session?.accountId && session.uid) sessions.recordUse(session.uid, session.accountId, userAgent);
      return;
    }
    if (ctx.oidc.route === 'token') {
      const issued = ctx.oidc.entities.RefreshToken as (Token & { sessionUid?: string }) | undefined;
      if (issued?.sessionUid && issued.accountId)
        sessions.recordUse(issued.sessionUid, issued.accountId, userAgent);
    }
  };
}
