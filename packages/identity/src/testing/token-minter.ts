/** Test helper: RSA keys and id tokens minted with jose, and a fetch that serves discovery and keys. */
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import type { JWK } from 'jose';
import type { IdentityDeployment, IdentityKind } from '@portail/contracts';
import { localTenantSettings, policies, TENANT, TENANT_ID } from '@portail/contracts/local-defaults';
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
export const TEST_ISSUER = `https://idp.test/${TENANT}/v2.0/`;
/** An External ID tenant's issuer: its host is not the authority's (`{tenant-id}.ciamlogin.com`). */
export const TEST_EXTERNAL_ID_ISSUER = `https://${TENANT_ID}.emetteur.test/${TENANT_ID}/v2.0`;

/**
 * The tenant of the tests on `idpOrigin`: `b2c` with the stand-in's paths and issuer
 * (`{origin}/{tenant}/{policy}/v2.0`, `{origin}/{tenant}/v2.0/`), or `external-id` (the ciamlogin
 * shape: `{origin}/`, discovery under the tenant id, TEST_EXTERNAL_ID_ISSUER).
 */
export function testIdentity(idpOrigin: string, kind: IdentityKind = 'b2c'): IdentityDeployment {
  const common = localTenantSettings();
  if (kind === 'external-id') {
    return {
      kind,
      ...common,
      authority: `${idpOrigin}/`,
      metadataUrl: `${idpOrigin}/${TENANT_ID}/v2.0/.well-known/openid-configuration`,
      issuer: TEST_EXTERNAL_ID_ISSUER,
    };
  }
  const authority = `${idpOrigin}/${TENANT}/{policy}/v2.0`;
  return {
    kind,
    ...common,
    authority,
    metadataUrl: `${authority}/.well-known/openid-configuration`,
    issuer: `${idpOrigin}/${TENANT}/v2.0/`,
    policies: { ...policies },
  };
}
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
  issuer = `${idpOrigin}/${TENANT}/v2.0/`,
): typeof fetch & { calls: string[] } {
  const calls: string[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    calls.push(url.href);
    const answer = await extra(url, init);
    if (answer) return answer;
    if (url.pathname.endsWith('/.well-known/openid-configuration')) {
      // External ID's endpoints are under `{tenant-id}/oauth2/v2.0/…` beside `{tenant-id}/v2.0/.well-known/…`.
      const base = url.href
        .replace('/.well-known/openid-configuration', '')
        .replace(`${TENANT_ID}/v2.0`, TENANT_ID);
      return Response.json({
        issuer,
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
