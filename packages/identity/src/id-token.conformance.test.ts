/**
 * Id-token conformance: the OpenID RP cases for the `id_token token` profile plus SPEC.md §5's
 * rules, one test per case, tokens minted with jose.
 */
import { SignJWT, UnsecuredJWT, exportJWK, generateKeyPair } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { completeAuthorization } from './callback.ts';
import { resolveConfig } from './config.ts';
import { browserEnvironment, createContext } from './context.ts';
import type { ClientContext } from './context.ts';
import type { JsonWebKeySet } from './discovery.ts';
import type { IdTokenExpectations, KeySource } from './id-token.ts';
import { validateIdToken } from './id-token.ts';
import type { KeyValueStore } from './storage/key-value-store.ts';
import { formatStateValue } from './state-value.ts';
import { nonceToCheck } from './token-saving.ts';
import type { TestKey } from './testing/token-minter.ts';
import {
  NOW_SECONDS,
  TEST_CLIENT_ID,
  TEST_ISSUER,
  atHashFor,
  baseClaims,
  createTestKey,
  mintIdToken,
  providerFetch,
  testIdentity,
} from './testing/token-minter.ts';
import { pendingStates } from './storage/state-store.ts';

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

/** An EC P-256 key pair published with its kid (the alternate algorithm of the RP tests). */
async function createEcKey(kid: string): Promise<TestKey> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  return { kid, privateKey, jwk: { ...(await exportJWK(publicKey)), use: 'sig', kid } };
}

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

async function accessTokenHashEs256(accessToken: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(accessToken)));
  return Buffer.from(digest.slice(0, 16)).toString('base64url');
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
  it('accepts an ES256 token signed with a published EC key (rp-id_token-sig-es256)', async () => {
    const ec = await createEcKey('ec-1');
    const token = await new SignJWT(baseClaims({ at_hash: await accessTokenHashEs256(ACCESS_TOKEN) }))
      .setProtectedHeader({ alg: 'ES256', kid: 'ec-1' })
      .sign(ec.privateKey);
    const result = validateIdToken(
      token,
      expectations({ accessToken: ACCESS_TOKEN, requireAtHash: true }),
      keySource([key, ec]),
    );
    expect(await codeOf(result)).toBe('accepted');
  });

  it('rejects an ES256 token whose signature is not the published key’s (rp-id_token-bad-sig-es256)', async () => {
    const [ec, forger] = await Promise.all([createEcKey('ec-1'), createEcKey('ec-1')]);
    const token = await new SignJWT(baseClaims())
      .setProtectedHeader({ alg: 'ES256', kid: 'ec-1' })
      .sign(forger.privateKey);
    expect(await codeOf(validateIdToken(token, expectations(), keySource([ec])))).toBe(
      'signature_verification_failed',
    );
  });

  it('rejects a token whose alg is not the one published with its key', async () => {
    const token = await mintIdToken(key, baseClaims());
    const published: TestKey = { ...key, jwk: { ...key.jwk, alg: 'RS384' } };
    expect(await codeOf(validateIdToken(token, expectations(), keySource([published])))).toBe(
      'signature_verification_failed',
    );
  });

  it('rejects an iat that is not a number', async () => {
    const token = await mintIdToken(key, baseClaims({ iat: String(NOW_SECONDS) }));
    expect(await codeOf(validateIdToken(token, expectations(), keySource([key])))).toBe(
      'claim_validation_failed:iat',
    );
  });

  it('rejects an nbf that is not a number', async () => {
    const token = await mintIdToken(key, baseClaims({ nbf: 'yesterday' }));
    expect(await codeOf(validateIdToken(token, expectations(), keySource([key])))).toBe(
      'claim_validation_failed:nbf',
    );
  });

  it('accepts an iat within the tolerance', async () => {
    const token = await mintIdToken(key, baseClaims({ iat: NOW_SECONDS + 59 }));
    expect(await codeOf(validateIdToken(token, expectations(), keySource([key])))).toBe('accepted');
  });

  it('rejects a token whose kid names another published key than the one that signed it', async () => {
    const token = await mintIdToken(key, baseClaims(), { kid: 'key-2' });
    expect(await codeOf(validateIdToken(token, expectations(), keySource([key, other])))).toBe(
      'signature_verification_failed',
    );
  });
});

describe('nonce and state rules of the callback', () => {
  it.each([
    ['login', 'nonce-1'],
    ['login_cbc', 'nonce-1'],
    ['signup', 'nonce-1'],
    ['internal', 'nonce-1'],
    ['reset', undefined],
    ['resetFacebook', undefined],
    ['emailValidation', undefined],
    ['changePassword', undefined],
    ['idpJwtAuth', undefined],
  ] as const)('checks the nonce of a %s token against %s', (policy, expected) => {
    expect(nonceToCheck(policy, 'nonce-1')).toBe(expected);
  });

  function memoryContext(): ClientContext {
    const entries = new Map<string, string>();
    const store: KeyValueStore = {
      kind: 'localStorage',
      get: (name) => entries.get(name) ?? null,
      set: (name, value) => void entries.set(name, value),
      remove: (name) => void entries.delete(name),
    };
    const win = { location: { origin: 'https://portail.test', href: 'https://portail.test/' } };
    const env = browserEnvironment({
      window: win as unknown as Window,
      fetch: providerFetch('https://idp.test', () => [key.jwk]),
      now: () => NOW_SECONDS * 1000,
      isSafari: false,
      store,
    });
    const config = resolveConfig(
      { clientId: TEST_CLIENT_ID, identity: testIdentity('https://idp.test') },
      'https://portail.test',
    );
    return createContext(config, env);
  }

  async function implicitAnswer(stateValue: string): Promise<URLSearchParams> {
    return new URLSearchParams({
      state: stateValue,
      id_token: await mintIdToken(key, baseClaims({ at_hash: await atHashFor(ACCESS_TOKEN) })),
      access_token: ACCESS_TOKEN,
      expires_in: '3600',
    });
  }

  it('rejects an answer whose state is not the one of the pending request (state mismatch)', async () => {
    const ctx = memoryContext();
    const pending = pendingStates(ctx).add({
      id: 'state-1',
      nonce: 'nonce-1',
      policy: 'login',
      flow: 'implicit',
      redirectUri: 'https://portail.test/callback',
    });
    const answer = await implicitAnswer(formatStateValue('state-2', { redirect: 'https://portail.test/' }));
    await expect(completeAuthorization(ctx, answer)).rejects.toMatchObject({ code: 'invalid_state' });
    expect(ctx.tokens.read().idToken).toBeUndefined();
    // the pending request is still there for its own answer
    expect(pendingStates(ctx).ids()).toEqual([pending.id]);
  });

  it('rejects an answer without state', async () => {
    const ctx = memoryContext();
    const answer = await implicitAnswer('');
    await expect(completeAuthorization(ctx, answer)).rejects.toMatchObject({ code: 'no_state' });
  });

  it('accepts a state answered only once: a replayed answer is refused', async () => {
    const ctx = memoryContext();
    pendingStates(ctx).add({
      id: 'state-1',
      nonce: 'nonce-1',
      policy: 'login',
      flow: 'implicit',
      redirectUri: 'https://portail.test/callback',
    });
    const answer = await implicitAnswer(formatStateValue('state-1', { redirect: 'https://portail.test/' }));
    expect(await codeOf(completeAuthorization(ctx, answer))).toBe('accepted');
    await expect(completeAuthorization(ctx, answer)).rejects.toMatchObject({ code: 'invalid_state' });
  });
});
