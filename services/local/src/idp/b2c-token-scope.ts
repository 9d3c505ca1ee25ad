import type { KoaMiddleware } from 'oidc-provider';
import { successfulTokenResponse } from './provider-middleware.ts';

const OIDC_SCOPES = ['openid', 'offline_access'];

/**
 * A refresh request may name any subset of the granted scopes, `offline_access` included: B2C's own
 * documented refresh request sends `scope=<api scope> offline_access`
 * (https://learn.microsoft.com/en-us/azure/active-directory-b2c/authorization-code-flow#4-refresh-the-token),
 * and MSAL.js and oidc-client-ts send back the token response's `scope`. oidc-provider keeps
 * offline_access out of the refresh token's scopes (it grants it only with prompt=consent), so it would
 * answer invalid_scope; a refresh token in hand is the grant of offline_access, so the request's
 * offline_access is dropped before oidc-provider checks the rest (a scope not granted still gets
 * invalid_scope). Without any other scope, the refresh asks for everything granted.
 */
export function refreshScopeAsB2c(form: URLSearchParams): void {
  if (form.get('grant_type') !== 'refresh_token' || !form.has('scope')) return;
  const scopes = (form.get('scope') ?? '').split(' ').filter((scope) => scope && scope !== 'offline_access');
  if (scopes.length > 0) form.set('scope', scopes.join(' '));
  else form.delete('scope');
}

/**
 * B2C's token response names in `scope` the OpenID scopes granted with the API's (`openid
 * offline_access account.info …`); oidc-provider names only the access token's audience scopes.
 */
export function b2cTokenScope(): KoaMiddleware {
  return async (ctx, next) => {
    await next();
    const body = successfulTokenResponse(ctx);
    if (!body) return;
    const entities = ctx.oidc.entities as {
      AuthorizationCode?: { scope?: string };
      RefreshToken?: { scope?: string };
    };
    const granted = new Set(
      (entities.AuthorizationCode?.scope ?? entities.RefreshToken?.scope ?? '').split(' '),
    );
    // offline_access: granted exactly when a refresh token comes with the answer
    if (body.refresh_token) granted.add('offline_access');
    const issued = typeof body.scope === 'string' ? body.scope.split(' ').filter(Boolean) : [];
    const oidc = OIDC_SCOPES.filter((scope) => granted.has(scope) && !issued.includes(scope));
    if (oidc.length > 0) body.scope = [...oidc, ...issued].join(' ');
  };
}
