/**
 * Id-token conformance: the OpenID RP cases for the `id_token token` profile plus SPEC.md §5's
 * rules, one test per case, tokens minted with jose.
 */
import { SignJWT, UnsecuredJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JsonWebKeySet } from './discovery.ts';
import type { IdTokenExpectations, KeySource } from './id-token.ts';
import { validateIdToken } from './id-token.ts';
import type { TestKey } from './testing/token-minter.ts';
import {
  NOW_SECONDS,
  TEST_CLIENT_ID,
  TEST_ISSUER,
  atHashFor,
  baseClaims,
  createTestKey,
  mintIdToken,
} from './testing/token-minter.ts';

const ACCESS_TOKEN = 'access-token-value';
let key: TestKey;
let other: TestKey;
let keyWithoutKid: TestKey;

beforeAll(async () => {
  [key, other, keyWithoutKid] = await Promise.all([
    createTestKey('key-1'),
    createTestKey('key-2'),
    createTestKey(null),
  ]);
});

function expectations(overrides: Partial<IdTokenExpectations> = {}): IdTokenExpectations {
  return {
    clientId: TEST_CLIENT_ID,
    issuer: TEST_ISSUER,
    nonce: 'nonce-1',
    clockTolerance: 60,
    now: NOW_SECONDS * 1000,
    ...overrides,
  };
}

/** A key source serving `first`, then `afterRefetch` once a refetch is asked; counts the fetches. */
function keySource(first: TestKey[], afterRefetch = first): KeySource & { fetches: number } {
  let refetched = false;
  const source = Object.assign(
    async (refetch: boolean): Promise<JsonWebKeySet> => {
      source.fetches += 1;
      if (refetch) refetched = true;
      return { keys: (refetched ? afterRefetch : first).map((k) => k.jwk) };
    },
    { fetches: 0 },
  );
  return source;
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'accepted';
  } catch (error) {
    const detail = error as { code?: string; claim?: string };
    return detail.claim ? `${detail.code}:${detail.claim}` : (detail.code ?? String(error));
  }
}

describe('id-token conformance (id_token token profile)', () => {
  it('accepts a valid RS256 token signed with the published key', async () => {
    const claims = await validateIdToken(
      await mintIdToken(key, baseClaims()),
      expectations(),
      keySource([key]),
    );
    expect(claims.sub).toBe('user-1');
  });

  it('rejects an issuer mismatch (rp-id_token-issuer-mismatch)', async () => {
    const token = await mintIdToken(key, baseClaims({ iss: 'https://evil.test/' }));
    expect(await codeOf(validateIdToken(token, expectations(), keySource([key])))).toBe(
      'claim_validation_failed:iss',
    );
  });

  it('rejects a token without sub (rp-id_token-sub)', async () => {
    const token = await mintIdToken(key, baseClaims({ sub: undefined }));
    expect(await codeOf(validateIdToken(token, expectations(), keySource([key])))).toBe(
      'claim_validation_failed:sub',
    );
  });

  it('rejects an audience that is not the client id (rp-id_token-aud)', async () => {
    const token = await mintIdToken(key, baseClaims({ aud: 'another-client' }));
    expect(await codeOf(validateIdToken(token, expectations(), keySource([key])))).toBe(
      'claim_validation_failed:aud',
    );
  });

  it('rejects a token without aud', async () => {
    const token = await mintIdToken(key, baseClaims({ aud: undefined }));
    expect(await codeOf(validateIdToken(token, expectations(), keySource([key])))).toBe(
      'claim_validation_failed:aud',
    );
  });

  it('accepts aud as an array holding only the client id', async () => {
    const token = await mintIdToken(key, baseClaims({ aud: [TEST_CLIENT_ID] }));
    expect(await codeOf(validateIdToken(token, expectations(), keySource([key])))).toBe('accepted');
  });

  it('rejects a secondary audience without azp', async () => {
    const token = await mintIdToken(key, baseClaims({ aud: [TEST_CLIENT_ID, 'api'] }));
    expect(await codeOf(validateIdToken(token, expectations(), keySource([key])))).toBe(
      'claim_validation_failed:azp',
    );
  });

  it('accepts a secondary audience when azp is the client id', async () => {
    const token = await mintIdToken(key, baseClaims({ aud: [TEST_CLIENT_ID, 'api'], azp: TEST_CLIENT_ID }));
    expect(await codeOf(validateIdToken(token, expectations(), keySource([key])))).toBe('accepted');
  });

  it('rejects a secondary audience whose azp is another client', async () => {
    const token = await mintIdToken(key, baseClaims({ aud: [TEST_CLIENT_ID, 'api'], azp: 'api' }));
    expect(await codeOf(validateIdToken(token, expectations(), keySource([key])))).toBe(
      'claim_validation_failed:azp',
    );
  });

  it('rejects a token without iat (rp-id_token-iat)', async () => {
    const token = await mintIdToken(key, baseClaims({ iat: undefined }));
    expect(await codeOf(validateIdToken(token, expectations(), keySource([key])))).toBe(
      'claim_validation_failed:iat',
    );
  });

  it('rejects a token without exp', async () => {
    const token = await mintIdToken(key, baseClaims({ exp: undefined }));
    expect(await codeOf(validateIdToken(token, expectations(), keySource([key])))).toBe(
      'claim_validation_failed:exp',
    );
  });

  it('rejects an exp that is not a number', async () => {
    const token = await mintIdToken(key, baseClaims({ exp: String(NOW_SECONDS + 3600) }));
    expect(await codeOf(validateIdToken(token, expectations(), keySource([key])))).toBe(
      'claim_validation_failed:exp',
    );
  });

  it('rejects a token that expired beyond the clock tolerance', async () => {
    const token = await mintIdToken(key, baseClaims({ iat: NOW_SECONDS - 7200, exp: NOW_SECONDS - 61 }));
    expect(await codeOf(validateIdToken(token, expectations(), keySource([key])))).toBe(
      'claim_validation_failed:exp',
    );
  });

  it('accepts a token that expired within the clock tolerance', async () => {
    const token = await mintIdToken(key, baseClaims({ iat: NOW_SECONDS - 7200, exp: NOW_SECONDS - 59 }));
    expect(await codeOf(validateIdToken(token, expectations(), keySource([key])))).toBe('accepted');
  });

  it('accepts a token without kid when the key set has one key (rp-id_token-kid-absent-single-jwks)', async () => {
    const token = await mintIdToken(keyWithoutKid, baseClaims());
    expect(await codeOf(validateIdToken(token, expectations(), keySource([keyWithoutKid])))).toBe('accepted');
  });

  it('rejects a token without kid when the key set has several keys (rp-id_token-kid-absent-multiple-jwks)', async () => {
    const token = await mintIdToken(keyWithoutKid, baseClaims());
    const source = keySource([keyWithoutKid, other]);
    expect(await codeOf(validateIdToken(token, expectations(), source))).toBe(
      'signature_verification_failed',
    );
  });

  it('rejects a wrong at_hash (rp-id_token-bad-at_hash)', async () => {
    const token = await mintIdToken(key, baseClaims({ at_hash: await atHashFor('another-access-token') }));
    const result = validateIdToken(
      token,
      expectations({ accessToken: ACCESS_TOKEN, requireAtHash: true }),
      keySource([key]),
    );
    expect(await codeOf(result)).toBe('claim_validation_failed:at_hash');
  });

  it('accepts a matching at_hash', async () => {
    const token = await mintIdToken(key, baseClaims({ at_hash: await atHashFor(ACCESS_TOKEN) }));
    const result = validateIdToken(
      token,
      expectations({ accessToken: ACCESS_TOKEN, requireAtHash: true }),
      keySource([key]),
    );
    expect(await codeOf(result)).toBe('accepted');
  });

  it('rejects a missing at_hash when an access token came with the id token (id_token token, Core §3.2.2.10)', async () => {
    const token = await mintIdToken(key, baseClaims());
    const result = validateIdToken(
      token,
      expectations({ accessToken: ACCESS_TOKEN, requireAtHash: true }),
      keySource([key]),
    );
    expect(await codeOf(result)).toBe('claim_validation_failed:at_hash');
  });

  it('accepts a missing at_hash for an id token alone (code exchange profile)', async () => {
    const token = await mintIdToken(key, baseClaims());
    const result = validateIdToken(
      token,
      expectations({ accessToken: ACCESS_TOKEN, requireAtHash: false }),
      keySource([key]),
    );
    expect(await codeOf(result)).toBe('accepted');
  });

  it('rejects a bad signature (rp-id_token-bad-sig-rs256)', async () => {
    const token = await mintIdToken(key, baseClaims());
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${(await mintIdToken(other, baseClaims())).split('.')[2]}`;
    expect(await codeOf(validateIdToken(forged, expectations(), keySource([key])))).toBe(
      'signature_verification_failed',
    );
  });

  it('rejects an unsigned token (rp-id_token-sig-none)', async () => {
    const token = new UnsecuredJWT(baseClaims()).encode();
    expect(await codeOf(validateIdToken(token, expectations(), keySource([key])))).toBe(
      'unsupported_algorithm',
    );
  });

  it('rejects HS256 signed with the public key as secret (algorithm confusion)', async () => {
    const secret = new TextEncoder().encode(JSON.stringify(key.jwk));
    const token = await new SignJWT(baseClaims())
      .setProtectedHeader({ alg: 'HS256', kid: 'key-1' })
      .sign(secret);
    expect(await codeOf(validateIdToken(token, expectations(), keySource([key])))).toBe(
      'unsupported_algorithm',
    );
  });

  it('rejects a wrong nonce (rp-nonce-invalid)', async () => {
    const token = await mintIdToken(key, baseClaims({ nonce: 'other-nonce' }));
    expect(await codeOf(validateIdToken(token, expectations(), keySource([key])))).toBe(
      'claim_validation_failed:nonce',
    );
  });

  it('rejects a missing nonce when one was sent (rp-nonce-unless-code-flow)', async () => {
    const token = await mintIdToken(key, baseClaims({ nonce: undefined }));
    expect(await codeOf(validateIdToken(token, expectations(), keySource([key])))).toBe(
      'claim_validation_failed:nonce',
    );
  });

  it('accepts a missing nonce for policies that carry none (reset, email validation, IdpJwt)', async () => {
    const token = await mintIdToken(key, baseClaims({ nonce: undefined }));
    expect(await codeOf(validateIdToken(token, expectations({ nonce: undefined }), keySource([key])))).toBe(
      'accepted',
    );
  });

  it('refetches the keys once and accepts a token signed with a rotated key (rp-key-rotation-op-sign-key)', async () => {
    const source = keySource([key], [key, other]);
    const token = await mintIdToken(other, baseClaims());
    expect(await codeOf(validateIdToken(token, expectations(), source))).toBe('accepted');
    expect(source.fetches).toBe(2);
  });

  it('refetches the keys once when a known kid fails, then rejects', async () => {
    const source = keySource([key]);
    const [header, payload] = (await mintIdToken(key, baseClaims())).split('.');
    const forged = `${header}.${payload}.${(await mintIdToken(other, baseClaims())).split('.')[2]}`;
    expect(await codeOf(validateIdToken(forged, expectations(), source))).toBe(
      'signature_verification_failed',
    );
    expect(source.fetches).toBe(2);
  });

  it('rejects a token signed with an RSA key under 2048 bits', async () => {
    const weak = await createTestKey('weak', 1024);
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const input = `${encode({ alg: 'RS256', kid: 'weak' })}.${encode(baseClaims())}`;
    const signature = await crypto.subtle.sign(
      'RSASSA-PKCS1-v1_5',
      weak.privateKey,
      new TextEncoder().encode(input),
    );
    const token = `${input}.${Buffer.from(signature).toString('base64url')}`;
    expect(weak.jwk.n && Buffer.from(weak.jwk.n, 'base64url').length * 8).toBe(1024);
    expect(await codeOf(validateIdToken(token, expectations(), keySource([weak])))).toBe(
      'signature_verification_failed',
    );
  });

  it('rejects an nbf later than now plus the tolerance', async () => {
    const token = await mintIdToken(key, baseClaims({ nbf: NOW_SECONDS + 61 }));
    expect(await codeOf(validateIdToken(token, expectations(), keySource([key])))).toBe(
      'claim_validation_failed:nbf',
    );
  });

  it('accepts an nbf within the tolerance', async () => {
    const token = await mintIdToken(key, baseClaims({ nbf: NOW_SECONDS + 59 }));
    expect(await codeOf(validateIdToken(token, expectations(), keySource([key])))).toBe('accepted');
  });

  it('rejects an iat later than now plus the tolerance', async () => {
    const token = await mintIdToken(key, baseClaims({ iat: NOW_SECONDS + 61 }));
    expect(await codeOf(validateIdToken(token, expectations(), keySource([key])))).toBe(
      'claim_validation_failed:iat',
    );
  });

  it('rejects a token that is not three dot-separated parts', async () => {
    expect(await codeOf(validateIdToken('a.b', expectations(), keySource([key])))).toBe('invalid_jws');
  });

  it('rejects a header that is not JSON', async () => {
    const token = await mintIdToken(key, baseClaims());
    expect(
      await codeOf(
        validateIdToken(
          `bm90LWpzb24.${token.split('.').slice(1).join('.')}`,
          expectations(),
          keySource([key]),
        ),
      ),
    ).toBe('invalid_jws');
  });

  it('still checks the claims when signature validation is skipped', async () => {
    const token = await mintIdToken(other, baseClaims({ aud: 'someone-else' }));
    expect(await codeOf(validateIdToken(token, expectations(), undefined))).toBe(
      'claim_validation_failed:aud',
    );
  });
});
