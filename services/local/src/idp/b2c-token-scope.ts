import type { KoaMiddleware } from 'oidc-provider';

const OIDC_SCOPES = ['openid', 'offline_access'];

/**
 * B2C's token response names in `scope` the OpenID scopes granted with the API's (`openid
 * offline_access account.info …`); oidc-provider names only the access token's audience scopes.
 */
export function b2cTokenScope(): KoaMiddleware {
  return async (ctx, next) => {
    await next();
    if (
      ctx.oidc?.route !== 'token' ||
      ctx.status !== 200 ||
      typeof ctx.body !== 'object' ||
      ctx.body === null
    )
      return;
    const body = ctx.body as Record<string, unknown>;
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
