import type { KoaContext, Token } from 'oidc-provider';

interface StructuredToken {
  header?: Record<string, unknown>;
  payload: Record<string, unknown>;
}

/**
 * Access tokens as B2C issues them (https://learn.microsoft.com/en-us/azure/active-directory-b2c/tokens-overview):
 * header `typ: JWT` (oidc-provider writes RFC 9068's `at+jwt`); claims `azp` (not `client_id`), `scp`
 * (not `scope`), `ver` "1.0", `nbf`, and the member's object id `oid`. The member APIs tell an access
 * token from an ID token by `aud` and `scp`, as B2C's resource servers do, not by `typ`.
 */
export function b2cAccessTokenFormat(
  oidOf: (accountId: string) => string | undefined,
  /** External ID's v2.0 tokens: `ver` "2.0" and the tenant id `tid` (idp-shape.ts). */
  externalId?: { tid: string },
) {
  return async (_ctx: KoaContext, token: Token, jwt: StructuredToken): Promise<void> => {
    const { payload } = jwt;
    jwt.header = { ...jwt.header, typ: 'JWT' };
    payload.azp = payload.client_id;
    delete payload.client_id;
    delete payload.scope;
    payload.ver = externalId ? '2.0' : '1.0';
    if (externalId) payload.tid = externalId.tid;
    payload.nbf = payload.iat;
    const oid = token.accountId ? oidOf(token.accountId) : undefined;
    if (oid) payload.oid = oid;
  };
}
