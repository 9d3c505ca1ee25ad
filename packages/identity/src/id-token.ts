/**
 * Identity-token validation (SPEC.md §5, OpenID Connect Core §3.1.3.7 and §3.2.2.11): JWS structure,
 * asymmetric algorithm, signature against the provider's published keys (refetched once on failure;
 * WebCrypto, jws-verify.ts), RSA keys of at least 2048 bits, then the claims.
 */
import type { JsonWebKeySet } from './discovery.ts';
import { encodeBase64url } from './encoding.ts';
import { ClaimValidationError, SignatureVerificationError, UnsupportedAlgorithmError } from './errors.ts';
import { decodeJws } from './jws.ts';
import { verifyJws } from './jws-verify.ts';

export interface IdTokenClaims {
  iss: string;
  sub: string;
  aud: string | string[];
  exp: number;
  iat: number;
  nbf?: number;
  nonce?: string;
  [claim: string]: unknown;
}

export interface IdTokenExpectations {
  clientId: string;
  issuer: string;
  /** The nonce sent with the request; undefined when the flow carries none to check. */
  nonce: string | undefined;
  /** Seconds. */
  clockTolerance: number;
  /** Epoch ms. */
  now: number;
  /** The access token returned with the id token, checked against at_hash when present. */
  accessToken?: string;
  /** `id_token token` responses: at_hash is REQUIRED (OpenID Core §3.2.2.10). */
  requireAtHash?: boolean;
}

/** The provider's keys; `refetch` asks for a fresh copy instead of the cached one. */
export type KeySource = (refetch: boolean) => Promise<JsonWebKeySet>;

/** RS, PS and ES with SHA-256, -384 or -512: asymmetric only (no `none`, no HMAC). */
const SUPPORTED_ALGORITHM = /^[RPE]S(256|384|512)$/;

function candidateKeys(keySet: JsonWebKeySet, alg: string, kid: unknown): JsonWebKeySet['keys'] {
  const kty = alg.startsWith('ES') ? 'EC' : 'RSA';
  return keySet.keys.filter(
    (key) =>
      key.kty === kty &&
      (key.use === undefined || key.use === 'sig') &&
      (key.alg === undefined || key.alg === alg) &&
      (typeof kid !== 'string' || key.kid === kid),
  );
}

async function verifyWith(
  token: string,
  header: Record<string, unknown>,
  alg: string,
  keySet: JsonWebKeySet,
): Promise<void> {
  const candidates = candidateKeys(keySet, alg, header.kid);
  if (candidates.length === 0) throw new SignatureVerificationError('no matching key');
  if (candidates.length > 1) throw new SignatureVerificationError('several keys match and no kid');
  await verifyJws(token, header, candidates[0] as JsonWebKeySet['keys'][number]);
}

/** Verifies the signature; on failure the keys are refetched once and the check runs again. */
async function verifySignature(
  token: string,
  header: Record<string, unknown>,
  keys: KeySource,
): Promise<void> {
  const alg = header.alg as string;
  try {
    await verifyWith(token, header, alg, await keys(false));
  } catch (error) {
    if (!(error instanceof SignatureVerificationError)) throw error;
    await verifyWith(token, header, alg, await keys(true));
  }
}

/** at_hash: base64url of the left half of the access token's hash (SHA size from the alg). */
export async function accessTokenHash(accessToken: string, alg: string): Promise<string> {
  const size = alg.slice(-3);
  const digest = new Uint8Array(
    await crypto.subtle.digest(`SHA-${size}`, new TextEncoder().encode(accessToken)),
  );
  return encodeBase64url(digest.slice(0, digest.length / 2));
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function checkAudience(claims: Record<string, unknown>, clientId: string): void {
  const { aud, azp } = claims;
  const audiences = typeof aud === 'string' ? [aud] : Array.isArray(aud) ? aud : [];
  if (!audiences.includes(clientId) || audiences.some((entry) => typeof entry !== 'string')) {
    throw new ClaimValidationError('aud');
  }
  if ((audiences.length > 1 && azp === undefined) || (azp !== undefined && azp !== clientId)) {
    throw new ClaimValidationError('azp');
  }
}

/** Checks the claims of an already decoded token. */
async function checkClaims(
  claims: Record<string, unknown>,
  alg: string,
  expected: IdTokenExpectations,
): Promise<IdTokenClaims> {
  if (claims.iss !== expected.issuer) throw new ClaimValidationError('iss');
  if (typeof claims.sub !== 'string' || claims.sub === '') throw new ClaimValidationError('sub');
  checkAudience(claims, expected.clientId);
  const tolerance = expected.clockTolerance * 1000;
  if (!isNumber(claims.exp) || claims.exp * 1000 <= expected.now - tolerance) {
    throw new ClaimValidationError('exp');
  }
  if (!isNumber(claims.iat) || claims.iat * 1000 > expected.now + tolerance) {
    throw new ClaimValidationError('iat');
  }
  if (claims.nbf !== undefined && (!isNumber(claims.nbf) || claims.nbf * 1000 > expected.now + tolerance)) {
    throw new ClaimValidationError('nbf');
  }
  if (expected.nonce !== undefined && claims.nonce !== expected.nonce)
    throw new ClaimValidationError('nonce');
  if (expected.accessToken !== undefined) {
    if (claims.at_hash === undefined) {
      if (expected.requireAtHash) throw new ClaimValidationError('at_hash');
    } else if (claims.at_hash !== (await accessTokenHash(expected.accessToken, alg))) {
      throw new ClaimValidationError('at_hash');
    }
  }
  return claims as IdTokenClaims;
}

/**
 * Validates an identity token and returns its claims. `keys` undefined skips the signature check
 * (configuration `skipSignatureValidation`); the structure, algorithm and claims are still checked.
 */
export async function validateIdToken(
  token: string,
  expected: IdTokenExpectations,
  keys: KeySource | undefined,
): Promise<IdTokenClaims> {
  const { header, payload } = decodeJws(token);
  const alg = header.alg;
  if (typeof alg !== 'string' || !SUPPORTED_ALGORITHM.test(alg)) {
    throw new UnsupportedAlgorithmError(String(alg));
  }
  if (keys) await verifySignature(token, header, keys);
  return checkClaims(payload, alg, expected);
}
