import type { KoaMiddleware, Token } from 'oidc-provider';
import type { PolicyName } from '@portail/contracts/local-defaults';
import { TENANT_ID } from './b2c-tenant.ts';
import { hasPolicies, type IdpShape } from './idp-shape.ts';
import { currentPolicy } from './policy-context.ts';
import { successfulTokenResponse } from './provider-middleware.ts';

/**
 * B2C's `client_info` for a member at a policy: `{uid: "{oid}-{policy in lower case}", utid: tenant id}`,
 * base64url JSON. MSAL makes its home account id `{uid}.{utid}` from it (msal-common
 * AccountEntity.generateHomeAccountId; buildClientInfo decodes it), which is how Microsoft's B2C samples
 * find the account of a policy (`homeAccountId` containing the policy name).
 */
export function clientInfoFor(oid: string, policy: PolicyName | null): string {
  // External ID (no policy): the Microsoft identity platform's `{uid: oid, utid: tenant id}`.
  const uid = policy ? `${oid}-${policy.toLowerCase()}` : oid;
  return Buffer.from(JSON.stringify({ uid, utid: TENANT_ID })).toString('base64url');
}

/**
 * Adds `client_info` to a successful token response when the token request says `client_info=1`, as
 * B2C does for MSAL (MSAL sends client_info=1 with every token request).
 */
export function b2cClientInfo(
  oidOf: (accountId: string) => string | undefined,
  shape: IdpShape = 'local',
): KoaMiddleware {
  return async (ctx, next) => {
    await next();
    const body = successfulTokenResponse(ctx);
    if (!body) return;
    const requested = (ctx.oidc as { body?: Record<string, unknown> }).body?.client_info;
    const policy = currentPolicy();
    const token = ctx.oidc.entities.AccessToken as Token | undefined;
    const oid = token?.accountId ? oidOf(token.accountId) : undefined;
    if (requested !== '1' || !policy || !oid) return;
    body.client_info = clientInfoFor(oid, hasPolicies(shape) ? policy : null);
  };
}
