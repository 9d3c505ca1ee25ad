import type { PolicyKey } from '@portail/contracts';
import type { FlowType } from './config.ts';
import { TOKEN_STORAGE_MAX_MS } from './constants.ts';
import type { ClientContext } from './context.ts';
import { IdentityError, InvalidIdTokenError, KeysUnavailableError } from './errors.ts';
import type { IdTokenClaims } from './id-token.ts';
import { validateIdToken } from './id-token.ts';
import { decodeJws } from './jws.ts';
import type { StatePayload } from './state-value.ts';
import type { TokenSet } from './token-endpoint.ts';

/** Policies whose tokens carry no nonce to check (SPEC.md §5). */
const POLICIES_WITHOUT_NONCE: readonly PolicyKey[] = [
  'reset',
  'resetFacebook',
  'emailValidation',
  'changePassword',
  'idpJwtAuth',
];

export function nonceToCheck(policy: PolicyKey, nonce: string | undefined): string | undefined {
  return POLICIES_WITHOUT_NONCE.includes(policy) ? undefined : nonce;
}

/** Validates the set's id token; validation failures become « The received ID Token is invalid ». */
export async function validateTokenSet(
  ctx: ClientContext,
  set: TokenSet,
  options: { policy: PolicyKey; nonce: string | undefined; requireAtHash: boolean; state?: StatePayload },
): Promise<IdTokenClaims> {
  try {
    return await validateIdToken(
      set.idToken,
      {
        clientId: ctx.config.clientId,
        issuer: ctx.config.issuer,
        nonce: options.nonce,
        clockTolerance: ctx.config.clockTolerance,
        now: ctx.now(),
        ...(set.accessToken === undefined ? {} : { accessToken: set.accessToken }),
        requireAtHash: options.requireAtHash,
      },
      ctx.keys(options.policy),
    );
  } catch (cause) {
    if (cause instanceof KeysUnavailableError) {
      cause.state = options.state;
      throw cause;
    }
    if (cause instanceof IdentityError) throw new InvalidIdTokenError({ cause, state: options.state });
    throw cause;
  }
}

function jwtExpiry(token: string): number | undefined {
  try {
    const exp = decodeJws(token).payload.exp;
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** Saves a validated set with its expiries (epoch ms), capped at the 90-day storage limit. */
export function saveTokenSet(
  ctx: ClientContext,
  set: TokenSet,
  claims: IdTokenClaims,
  policy: PolicyKey,
  flow: FlowType,
): void {
  const now = ctx.now();
  const cap = (ms: number) => Math.min(ms, now + TOKEN_STORAGE_MAX_MS);
  const idExpires = cap(claims.exp * 1000);
  const accessExpires =
    set.expiresIn !== undefined
      ? now + set.expiresIn * 1000
      : set.accessToken === undefined
        ? undefined
        : (jwtExpiry(set.accessToken) ?? idExpires);
  ctx.tokens.save({
    idToken: { token: set.idToken, expires: idExpires, policy },
    accessToken:
      set.accessToken === undefined || accessExpires === undefined
        ? undefined
        : { token: set.accessToken, expires: cap(accessExpires) },
    refreshToken:
      set.refreshToken === undefined
        ? undefined
        : {
            token: set.refreshToken,
            expires: cap(
              set.refreshTokenExpiresIn === undefined
                ? now + TOKEN_STORAGE_MAX_MS
                : now + set.refreshTokenExpiresIn * 1000,
            ),
          },
    flow,
  });
}
