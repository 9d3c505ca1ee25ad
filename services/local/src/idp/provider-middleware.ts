import type { KoaContext, KoaMiddleware, Token } from 'oidc-provider';
import { currentPolicy, sessionlessPolicies } from './policy-context.ts';

/** What an interaction of a session-less policy (reset, email validation) adds to its result. */
export const SESSIONLESS_RESULT_KEY = 'portailSessionless';
export interface SessionlessResult {
  /** The account the SSO session had before the flow (kept), or null (the session is dropped). */
  previousAccountId: string | null;
}

export const SESSION_COOKIE = 'portail_idp_session';

async function dropSessionCreatedBySessionlessPolicy(ctx: KoaContext): Promise<void> {
  const policy = currentPolicy();
  if (ctx.oidc.route !== 'resume' || !policy || !sessionlessPolicies.has(policy)) return;
  const marker = ctx.oidc.result?.[SESSIONLESS_RESULT_KEY] as SessionlessResult | undefined;
  const session = ctx.oidc.session;
  if (!marker || !session || marker.previousAccountId === session.accountId) return;
  await session.destroy();
  ctx.cookies.set(SESSION_COOKIE, null, { signed: true, httpOnly: true, sameSite: 'lax', path: '/' });
}

/** The body of a successful token response, which a middleware may add to; undefined for anything else. */
export function successfulTokenResponse(ctx: KoaContext): Record<string, unknown> | undefined {
  if (ctx.oidc?.route !== 'token' || ctx.status !== 200 || typeof ctx.body !== 'object' || ctx.body === null)
    return undefined;
  return ctx.body as Record<string, unknown>;
}

/** B2C's token response also says how long the ID token and the refresh token last. */
function addB2cTokenLifetimes(ctx: KoaContext, lifetimes: { idToken: number; refreshToken: number }): void {
  const body = successfulTokenResponse(ctx);
  if (!body) return;
  if (body.id_token) body.id_token_expires_in = lifetimes.idToken;
  if (body.refresh_token) {
    // What the refresh token has left (refresh-tokens.ts: rotation keeps the first one's expiry).
    const issued = ctx.oidc.entities.RefreshToken as Token | undefined;
    body.refresh_token_expires_in = issued?.remainingTTL ?? lifetimes.refreshToken;
  }
}

/**
 * Sign-out (the logout page's confirmation) ends the grants of the session it ends, refresh tokens
 * included: oidc-provider keeps those of offline_access grants, which would outlive the sign-out.
 */
function revokeGrantsOfEndedSession(ctx: KoaContext, revokeGrants: (grantIds: string[]) => void): void {
  if (ctx.oidc.route !== 'end_session_confirm' || !ctx.oidc.session?.authorizations) return;
  const grantIds = Object.values(ctx.oidc.session.authorizations)
    .map((authorization) => authorization.grantId)
    .filter((grantId): grantId is string => typeof grantId === 'string');
  revokeGrants(grantIds);
}

export function providerMiddleware(
  lifetimes: { idToken: number; refreshToken: number },
  revokeGrants: (grantIds: string[]) => void,
): KoaMiddleware {
  return async (ctx, next) => {
    await next();
    if (!ctx.oidc) return;
    addB2cTokenLifetimes(ctx, lifetimes);
    revokeGrantsOfEndedSession(ctx, revokeGrants);
    await dropSessionCreatedBySessionlessPolicy(ctx);
  };
}
