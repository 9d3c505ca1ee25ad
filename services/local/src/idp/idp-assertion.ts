import { randomUUID } from 'node:crypto';
import { SignJWT, importJWK, jwtVerify } from 'jose';
import type { PrivateJwk } from './signing-keys.ts';
import { publicJwk } from './signing-keys.ts';

/**
 * The IdpJwt policy's `assertion`: a JWT that a trusted Portail app (the mobile app, in production)
 * signs for a member it has already authenticated. The local provider trusts one RSA key, kept in
 * SQLite (`idp_keys`, purpose `assertion`), and checks:
 * - alg RS256 and that key's signature;
 * - iss `urn:portail:local-app`, aud the provider's issuer;
 * - sub the member's rcId; iat, exp present, exp in the future, lifetime at most 10 minutes;
 * - jti present and not seen before (single use, remembered in memory until exp).
 */
const ASSERTION_ISSUER = 'urn:portail:local-app';
const ASSERTION_MAX_LIFETIME_S = 10 * 60;

class InvalidAssertionError extends Error {
  readonly code = 'INVALID_ASSERTION';
  constructor(reason: string) {
    super(`Invalid IdpJwt assertion: ${reason}`);
    this.name = 'InvalidAssertionError';
  }
}

export async function mintIdpAssertion(
  key: PrivateJwk,
  claims: { rcId: string; audience: string; lifetimeSeconds?: number; issuer?: string },
): Promise<string> {
  const privateKey = await importJWK(key, 'RS256');
  return new SignJWT({})
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setIssuer(claims.issuer ?? ASSERTION_ISSUER)
    .setAudience(claims.audience)
    .setSubject(claims.rcId)
    .setIssuedAt()
    .setExpirationTime(`${claims.lifetimeSeconds ?? 300}s`)
    .setJti(randomUUID())
    .sign(privateKey);
}

export interface AssertionVerifier {
  /** The rcId the assertion names; throws InvalidAssertionError. */
  verify(assertion: string): Promise<string>;
}

export function createAssertionVerifier(key: PrivateJwk, audience: string): AssertionVerifier {
  const seen = new Map<string, number>();
  const publicKey = importJWK(publicJwk(key), 'RS256');
  return {
    async verify(assertion) {
      if (typeof assertion !== 'string' || assertion.trim() === '' || assertion.length > 8192) {
        throw new InvalidAssertionError('missing');
      }
      let payload;
      try {
        ({ payload } = await jwtVerify(assertion, await publicKey, {
          algorithms: ['RS256'],
          issuer: ASSERTION_ISSUER,
          audience,
          maxTokenAge: ASSERTION_MAX_LIFETIME_S,
          requiredClaims: ['sub', 'iat', 'exp', 'jti'],
        }));
      } catch (error) {
        throw new InvalidAssertionError(error instanceof Error ? error.message : 'unverifiable');
      }
      const { sub, jti, exp, iat } = payload as { sub: string; jti: string; exp: number; iat: number };
      if (exp - iat > ASSERTION_MAX_LIFETIME_S) throw new InvalidAssertionError('lifetime too long');
      const now = Math.floor(Date.now() / 1000);
      for (const [id, expiry] of seen) if (expiry < now) seen.delete(id);
      if (seen.has(jti)) throw new InvalidAssertionError('already used');
      seen.set(jti, exp);
      return sub;
    },
  };
}
