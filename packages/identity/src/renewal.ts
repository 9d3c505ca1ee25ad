/** The three ways to renew tokens: refresh-token grant, hidden iframe, and the shared iframe/popup URL. */
import type { PolicyKey } from '@portail/contracts';
import { prepareAuthorization } from './authorization-request.ts';
import { completeAuthorization } from './callback.ts';
import type { CallbackOutcome } from './callback.ts';
import { renewInHiddenIframe } from './child-window.ts';
import type { ClientContext } from './context.ts';
import { InvalidRenewalUrlError, NoTokensToRefreshError } from './errors.ts';
import { decodeJws } from './id-token.ts';
import type { StoredIdToken, StoredTokens } from './storage/token-store.ts';
import { saveTokenSet, validateTokenSet } from './token-saving.ts';

function emailOf(idToken: StoredIdToken): string | undefined {
  try {
    const email = decodeJws(idToken.token).payload.email;
    return typeof email === 'string' ? email : undefined;
  } catch {
    return undefined;
  }
}

/** The silent (prompt=none) authorize address for the iframe or the popup, on the stored policy. */
export async function silentRenewalUrl(ctx: ClientContext, idToken: StoredIdToken): Promise<string> {
  const renewal = new URL(ctx.config.renewalRedirectUri);
  if (renewal.origin !== ctx.win.location.origin) throw new InvalidRenewalUrlError();
  const loginHint = emailOf(idToken);
  return prepareAuthorization(ctx, {
    policy: idToken.policy,
    flow: 'implicit',
    redirectUri: ctx.config.renewalRedirectUri,
    prompt: 'none',
    ...(loginHint ? { loginHint } : {}),
  });
}

/** The full-page silent renewal (Safari, once redirects are enabled): back to this very page. */
export function redirectRenewalUrl(ctx: ClientContext, idToken: StoredIdToken): Promise<string> {
  const here = new URL(ctx.win.location.href);
  here.hash = '';
  const loginHint = emailOf(idToken);
  return prepareAuthorization(ctx, {
    policy: idToken.policy,
    flow: 'implicit',
    redirectUri: ctx.config.redirectUri,
    prompt: 'none',
    payload: { redirect: here.href },
    ...(loginHint ? { loginHint } : {}),
  });
}

/** Implicit flow: a hidden iframe with prompt=none; an AADB2C90088 answer is retried once in it. */
export async function renewInIframe(ctx: ClientContext, idToken: StoredIdToken): Promise<void> {
  const { renewalRedirectUri, responseMode } = ctx.config;
  let url = await silentRenewalUrl(ctx, idToken);
  for (;;) {
    const params = await renewInHiddenIframe(
      ctx.win,
      url,
      renewalRedirectUri,
      responseMode,
      ctx.env.childWindowTiming,
    );
    const outcome: CallbackOutcome = await completeAuthorization(ctx, params);
    if (outcome.kind === 'saved') return;
    url = outcome.url;
  }
}

/** PKCE and IdpJwt: the refresh-token grant on the stored policy. */
export async function refreshWithGrant(ctx: ClientContext, tokens: StoredTokens): Promise<void> {
  const { idToken, refreshToken, flow } = tokens;
  if (!idToken || !refreshToken || refreshToken.expires <= ctx.now()) throw new NoTokensToRefreshError();
  const policy: PolicyKey = idToken.policy;
  // Loaded on the first refresh only (see exchangeCode in callback.ts).
  const { refreshTokenGrant } = await import('./token-endpoint.ts');
  const set = await refreshTokenGrant(
    await ctx.metadata(policy),
    { clientId: ctx.config.clientId, clockTolerance: ctx.config.clockTolerance, fetch: ctx.env.fetch },
    refreshToken.token,
  );
  const claims = await validateTokenSet(ctx, set, { policy, nonce: undefined, requireAtHash: false });
  saveTokenSet(ctx, set, claims, policy, flow ?? 'pkce');
}
