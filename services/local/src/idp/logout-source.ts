import type { KoaContext } from 'oidc-provider';
import type { EndedSessions } from './ended-sessions.ts';
import { HINTED_LOGOUT } from './front-channel-logout.ts';
import { renderLogoutConfirmPage, renderLogoutPage } from './pages/provider-pages.ts';

/** Whether the logout request's id_token_hint (validated by oidc-provider) names the current session. */
function hintOfCurrentSession(ctx: KoaContext): boolean {
  const hint = ctx.oidc.entities.IdTokenHint as
    { payload?: { sub?: unknown; sid?: unknown; aud?: unknown } } | undefined;
  const session = ctx.oidc.session;
  const { sub, sid, aud } = hint?.payload ?? {};
  if (!session?.accountId || sub !== session.accountId || typeof sid !== 'string' || typeof aud !== 'string')
    return false;
  return session.authorizations?.[aud]?.sid === sid;
}

/**
 * An app signing out with the stored tokens of a session already ended by a sign-out (the chain did
 * not reach it; the member APIs answered 401) while another member has signed in meanwhile: nothing
 * of that session is left to end, and the session there now is not the hint's. The member goes
 * straight back to the registered post_logout_redirect_uri (checked by oidc-provider against the
 * hint's client), without a confirmation that would offer to end the other member's session.
 */
function returnForEndedHint(ctx: KoaContext, endedSessions: EndedSessions): string | undefined {
  const hint = ctx.oidc.entities.IdTokenHint as { payload?: { sid?: unknown } } | undefined;
  const sid = hint?.payload?.sid;
  const uri = ctx.oidc.params?.post_logout_redirect_uri;
  if (typeof sid !== 'string' || typeof uri !== 'string' || !endedSessions.isEnded(sid)) return undefined;
  const url = new URL(uri);
  const state = ctx.oidc.params?.state;
  if (typeof state === 'string') url.searchParams.set('state', state);
  return url.href;
}

/**
 * oidc-provider's logout page (`rpInitiatedLogout.logoutSource`). With the current session's
 * id_token_hint, B2C signs out at once (the page submits the confirmation itself); without one (a
 * link from anywhere, a hint of another session) the member confirms: a cross-site GET ends
 * nothing. A hint of a session already ended goes straight back to the app.
 */
export function logoutSource(endedSessions: EndedSessions) {
  return async (ctx: KoaContext, form: string): Promise<void> => {
    const back = returnForEndedHint(ctx, endedSessions);
    if (back) {
      ctx.status = 303;
      ctx.redirect(back);
      return;
    }
    const hinted = hintOfCurrentSession(ctx);
    const state = ctx.oidc.session?.state;
    if (hinted && state) state[HINTED_LOGOUT] = true;
    ctx.type = 'html';
    ctx.body = hinted ? renderLogoutPage(form) : renderLogoutConfirmPage(form);
  };
}
