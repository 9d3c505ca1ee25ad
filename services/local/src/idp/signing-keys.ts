import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';

/** A private RSA JWK as oidc-provider wants it in `jwks.keys`. */
export interface PrivateJwk {
  kty: 'RSA';
  kid: string;
  alg: 'RS256';
  use: 'sig';
  n: string;
  e: string;
  d: string;
  p: string;
  q: string;
  dp: string;
  dq: string;
  qi: string;
}

const RSA_MODULUS_BITS = 2048;

export function generateRsaJwk(kid: string = randomUUID()): PrivateJwk {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: RSA_MODULUS_BITS });
  const jwk = privateKey.export({ format: 'jwk' }) as Omit<PrivateJwk, 'kid' | 'alg' | 'use'>;
  return { ...jwk, kty: 'RSA', kid, alg: 'RS256', use: 'sig' };
}

export function publicJwk({ kty, kid, alg, use, n, e }: PrivateJwk) {
  return { kty, kid, alg, use, n, e };
}

export interface ProviderKeys {
  /** Published and usable keys, newest first: the first one signs. */
  signingKeys(): PrivateJwk[];
  /** The secrets that sign the provider's cookies, newest first. */
  cookieSecrets(): string[];
  /** The key of the trusted app that signs IdpJwt assertions (see idp-assertion.ts). */
  assertionKey(): PrivateJwk;
  /** A new signing key becomes the signer; the previous ones stay published until retired. */
  rotateSigningKey(): PrivateJwk;
  /** Stops publishing a key: tokens it signed no longer verify. The current signer cannot be retired. */
  retireSigningKey(kid: string): void;
}

/**
 * The provider's keys, persisted in SQLite so that tokens and cookies stay valid across restarts.
 * Created on first use.
 */
export function createProviderKeys(db: DatabaseSync): ProviderKeys {
  const insert = db.prepare('INSERT INTO idp_keys (kid, purpose, material, created_at) VALUES (?, ?, ?, ?)');
  let sequence = 0;
  const store = (purpose: string, kid: string, material: string) =>
    // The sequence keeps keys created in the same millisecond in creation order.
    insert.run(kid, purpose, material, Date.now() * 1000 + (sequence++ % 1000));
  const active = (purpose: string) =>
    db
      .prepare(
        'SELECT kid, material FROM idp_keys WHERE purpose = ? AND retired_at IS NULL ORDER BY created_at DESC',
      )
      .all(purpose) as { kid: string; material: string }[];

  const rotateSigningKey = (): PrivateJwk => {
    const jwk = generateRsaJwk();
    store('signing', jwk.kid, JSON.stringify(jwk));
    return jwk;
  };

  return {
    signingKeys() {
      const rows = active('signing');
      if (rows.length === 0) return [rotateSigningKey()];
      return rows.map((row) => JSON.parse(row.material) as PrivateJwk);
    },
    cookieSecrets() {
      const rows = active('cookie');
      if (rows.length > 0) return rows.map((row) => row.material);
      const secret = randomBytes(32).toString('base64url');
      store('cookie', randomUUID(), secret);
      return [secret];
    },
    assertionKey() {
      const row = active('assertion')[0];
      if (row) return JSON.parse(row.material) as PrivateJwk;
      const jwk = generateRsaJwk('portail-local-app-1');
      store('assertion', jwk.kid, JSON.stringify(jwk));
      return jwk;
    },
    rotateSigningKey,
    retireSigningKey(kid) {
      const current = active('signing')[0];
      if (current?.kid === kid) throw new Error('The current signing key cannot be retired: rotate first.');
      db.prepare("UPDATE idp_keys SET retired_at = ? WHERE kid = ? AND purpose = 'signing'").run(
        Date.now(),
        kid,
      );
    },
  };
}
