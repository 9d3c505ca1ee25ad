import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import {
  apiScopes,
  discoveryUrl,
  issuerFor,
  MEMBER_API_AUDIENCE,
  policies,
} from '@portail/contracts/local-defaults';

/** A stand-in for the identity provider in API tests: discovery and JWKS, and a token minter. */
export interface TestIdp {
  origin: string;
  /** An RS256 access token for the member API, with every API scope unless told otherwise. */
  mint(claims: JWTPayload & { rcid?: string }, options?: MintOptions): Promise<string>;
  /** How many times the discovery document was fetched. */
  discoveryHits(): number;
  close(): Promise<void>;
}

export interface MintOptions {
  scopes?: readonly string[];
  audience?: string;
  issuer?: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  notBefore?: number;
  /** The token's iat, in seconds from now (default 0: issued now). */
  issuedAt?: number;
  /** Sign with a key that the JWKS does not publish. */
  foreignKey?: boolean;
}

async function rsaKey(): Promise<{ privateKey: CryptoKey; publicKey: CryptoKey }> {
  return generateKeyPair('RS256', { modulusLength: 2048 });
}

/**
 * The signing key and the unpublished one, made once per test file: an RSA 2048 key pair is about
 * 55 ms of CPU, and most API tests start a stand-in of their own (createTestApi in a beforeEach).
 * Each stand-in still has its own origin, so its own issuer: no test's token is another's.
 */
let keys: Promise<{ signing: TestKeyPair; foreign: TestKeyPair }> | undefined;
type TestKeyPair = Awaited<ReturnType<typeof rsaKey>>;

export async function startTestIdp(): Promise<TestIdp> {
  keys ??= Promise.all([rsaKey(), rsaKey()]).then(([signing, foreign]) => ({ signing, foreign }));
  const { signing, foreign } = await keys;
  const jwk = { ...(await exportJWK(signing.publicKey)), kid: 'test-key-1', use: 'sig', alg: 'RS256' };
  let hits = 0;
  let origin = '';
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    response.setHeader('content-type', 'application/json');
    if (path === new URL(discoveryUrl(origin, policies.login)).pathname) {
      hits += 1;
      response.end(JSON.stringify({ issuer: issuerFor(origin), jwks_uri: `${origin}/test/keys` }));
    } else if (path === '/test/keys') {
      response.end(JSON.stringify({ keys: [jwk] }));
    } else {
      response.statusCode = 404;
      response.end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    discoveryHits: () => hits,
    async mint(claims, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      const jwt = new SignJWT({ scp: (options.scopes ?? apiScopes).join(' '), ...claims })
        .setProtectedHeader({
          alg: 'RS256',
          kid: options.foreignKey ? 'other-key' : 'test-key-1',
          typ: 'JWT',
        })
        .setIssuer(options.issuer ?? issuerFor(origin))
        .setAudience(options.audience ?? MEMBER_API_AUDIENCE)
        .setIssuedAt(now + (options.issuedAt ?? 0))
        .setExpirationTime(now + (options.expiresIn ?? 3600));
      if (options.notBefore !== undefined) jwt.setNotBefore(now + options.notBefore);
      return jwt.sign(options.foreignKey ? foreign.privateKey : signing.privateKey);
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
