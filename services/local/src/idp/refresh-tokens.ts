import type { KoaContext, Token } from 'oidc-provider';

/**
 * A refresh token already rotated is honoured again for this long after its first use (a client
 * retrying a refresh whose answer was lost; two tabs refreshing together), answered with the chain's
 * newest refresh token rather than a second chain (refresh-chain.ts); then refused with
 * invalid_grant. Either way the grant and the newest refresh token keep working: as in B2C, a
 * replayed refresh token does not sign the member out everywhere (oidc-provider's default revokes
 * the whole grant).
 */
export const REFRESH_RETRY_GRACE_SECONDS = 60;

/**
 * The lifetime of a refresh token (oidc-provider's `ttl.RefreshToken`): `lifetime` when first issued
 * (code exchange, IdpJwt); when issued by rotation, what the rotated one had left. A member's refresh
 * tokens therefore all end at the first one's absolute expiry (sign-in + `lifetime`): refreshing
 * never extends it, and signing in again is the only way to a new one.
 */
export function refreshTokenTtl(lifetime: number) {
  return (ctx: KoaContext | undefined): number => {
    const rotated = ctx?.oidc?.entities?.RotatedRefreshToken as Token | undefined;
    if (rotated?.remainingTTL === undefined) return lifetime;
    // Never 0: oidc-provider would store a token without expiry.
    return Math.max(1, Math.min(lifetime, rotated.remainingTTL));
  };
}

/**
 * How the storage answers for a refresh token used `secondsSinceUse` ago (null: unused): as unused
 * within the retry grace, as unknown after it (so that oidc-provider refuses it without revoking the
 * grant).
 */
export function rotatedRefreshTokenState(secondsSinceUse: number | null): 'usable' | 'refused' {
  return secondsSinceUse === null || secondsSinceUse <= REFRESH_RETRY_GRACE_SECONDS ? 'usable' : 'refused';
}
