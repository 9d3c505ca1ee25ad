/** Test helper: RSA keys and id tokens minted with jose, and a fetch that serves discovery and keys. */
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import type { JWK } from 'jose';
import { accessTokenHash } from '../id-token.ts';

export interface TestKey {
  kid: string | null;
  privateKey: CryptoKey;
  jwk: JWK;
}

/** `kid` null: a key without kid. Short keys (under 2048 bits) come from WebCrypto, as jose refuses them. */
export async function createTestKey(kid: string | null = 'key-1', modulusLength = 2048): Promise<TestKey> {
  const { privateKey, publicKey } =
    modulusLength >= 2048
      ? await generateKeyPair('RS256', { modulusLength, extractable: true })
      : await crypto.subtle.generateKey(
          {
            name: 'RSASSA-PKCS1-v1_5',
            modulusLength,
            publicExponent: new Uint8Array([1, 0, 1]),
            hash: 'SHA-256',
          },
          true,
          ['sign', 'verify'],
        );
  const jwk = { ...(await exportJWK(publicKey)), use: 'sig', ...(kid ? { kid } : {}) };
  return { kid, privateKey, jwk };
}

export const TEST_CLIENT_ID = 'portail-web';
export const TEST_ISSUER = 'https://idp.test/portailb2c/v2.0/';
export const NOW_SECONDS = 1_800_000_000;

export function baseClaims(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    iss: TEST_ISSUER,
    sub: 'user-1',
    aud: TEST_CLIENT_ID,
    iat: NOW_SECONDS,
    exp: NOW_SECONDS + 3600,
    nonce: 'nonce-1',
    ...overrides,
  };
}

/** Signs claims; `undefined` values are dropped so tests can remove a claim. */
export async function mintIdToken(
  key: TestKey,
  claims: Record<string, unknown>,
  header: Record<string, unknown> = {},
): Promise<string> {
  const payload = Object.fromEntries(Object.entries(claims).filter(([, value]) => value !== undefined));
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', ...(key.kid ? { kid: key.kid } : {}), ...header })
    .sign(key.privateKey);
}

export async function atHashFor(accessToken: string): Promise<string> {
  return accessTokenHash(accessToken, 'RS256');
}

/** A fetch answering discovery documents and the key set; `keys()` is read on every request. */
export function providerFetch(
  idpOrigin: string,
  keys: () => JWK[],
  extra: (
    url: URL,
    init: RequestInit | undefined,
  ) => Response | undefined | Promise<Response | undefined> = () => undefined,
): typeof fetch & { calls: string[] } {
  const calls: string[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    calls.push(url.href);
    const answer = await extra(url, init);
    if (answer) return answer;
    if (url.pathname.endsWith('/.well-known/openid-configuration')) {
      const base = url.href.replace('/.well-known/openid-configuration', '');
      return Response.json({
        issuer: `${idpOrigin}/portailb2c/v2.0/`,
        authorization_endpoint: `${base}/oauth2/v2.0/authorize`,
        token_endpoint: `${base}/oauth2/v2.0/token`,
        end_session_endpoint: `${base}/oauth2/v2.0/logout`,
        jwks_uri: `${base}/discovery/v2.0/keys`,
      });
    }
    if (url.pathname.endsWith('/discovery/v2.0/keys')) return Response.json({ keys: keys() });
    return new Response('not found', { status: 404 });
  };
  return Object.assign(fetchFn, { calls });
}
