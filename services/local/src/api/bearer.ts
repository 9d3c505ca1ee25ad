import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import type { FastifyRequest } from 'fastify';
import { MEMBER_API_AUDIENCE, type ApiScope } from '@portail/contracts/local-defaults';
import { issuerOf, metadataUrlOf, type IdpShape } from '../idp/idp-shape.ts';
import type { TokenNotBefore } from './accounts/token-not-before.ts';
import { IdpUnavailableError, UnauthorizedError } from './errors.ts';

/** What a valid member access token says about its bearer. */
export interface MemberToken {
  /** The member's id (`rcid` claim). */
  rcid: string;
  scopes: ReadonlySet<string>;
  claims: JWTPayload;
}

export interface TokenVerifier {
  /** Resolves the token's member when it is valid and carries `scope`; rejects with a 401 otherwise. */
  verify(token: string, scope: ApiScope): Promise<MemberToken>;
}

export interface TokenVerifierOptions {
  idpOrigin: string;
  /** The provider's URL shape, which says its issuer and its metadata URL (default `local`). */
  shape?: IdpShape;
  /** Seconds of clock skew accepted on exp and nbf. */
  clockToleranceSeconds?: number;
  fetch?: typeof fetch;
  /** Refuses tokens issued before the member's last account-wide event (see its module). */
  notBefore?: TokenNotBefore;
}

/** Seconds of clock skew accepted on exp and nbf unless told otherwise. */
export const DEFAULT_CLOCK_TOLERANCE_SECONDS = 60;

type KeySet = ReturnType<typeof createRemoteJWKSet>;

function isNetworkFailure(error: unknown): boolean {
  return (
    error instanceof joseErrors.JWKSTimeout ||
    error instanceof IdpUnavailableError ||
    (error instanceof TypeError && /fetch/i.test(error.message))
  );
}

/**
 * Verifies RS256 access tokens against the identity provider's published keys. The keys' address is
 * read from the login policy's (External ID: the flow's) discovery document on first use (not at start, so the provider may
 * start after the API) and read again after a failure; unknown key ids refetch the key set.
 */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const doFetch = options.fetch ?? fetch;
  const shape = options.shape ?? 'local';
  const issuer = issuerOf(shape, options.idpOrigin);
  let keySet: Promise<KeySet> | undefined;

  async function loadKeySet(): Promise<KeySet> {
    let response: Response;
    try {
      response = await doFetch(metadataUrlOf(shape, options.idpOrigin), {
        signal: AbortSignal.timeout(5000),
      });
    } catch {
      throw new IdpUnavailableError();
    }
    if (!response.ok) throw new IdpUnavailableError();
    const discovery = (await response.json()) as { jwks_uri?: unknown };
    if (typeof discovery.jwks_uri !== 'string') throw new IdpUnavailableError();
    return createRemoteJWKSet(new URL(discovery.jwks_uri), { timeoutDuration: 5000, cooldownDuration: 5000 });
  }

  function keys(): Promise<KeySet> {
    keySet ??= loadKeySet().catch((error: unknown) => {
      keySet = undefined;
      throw error;
    });
    return keySet;
  }

  return {
    async verify(token, scope) {
      const jwks = await keys();
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, jwks, {
          algorithms: ['RS256'],
          issuer,
          audience: MEMBER_API_AUDIENCE,
          clockTolerance: options.clockToleranceSeconds ?? DEFAULT_CLOCK_TOLERANCE_SECONDS,
          requiredClaims: ['exp'],
        }));
      } catch (error) {
        if (isNetworkFailure(error)) {
          keySet = undefined;
          throw new IdpUnavailableError();
        }
        throw new UnauthorizedError();
      }
      const rcid = payload['rcid'];
      const scopes = new Set(typeof payload['scp'] === 'string' ? payload['scp'].split(' ') : []);
      if (typeof rcid !== 'string' || rcid === '' || !scopes.has(scope)) throw new UnauthorizedError();
      if (options.notBefore?.refuses(rcid, payload.iat)) throw new UnauthorizedError();
      return { rcid, scopes, claims: payload };
    },
  };
}

/** The token of an `Authorization: Bearer …` header, or undefined. */
export function bearerTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+([A-Za-z0-9\-_.~+/]+=*)\s*$/i.exec(header);
  return match?.[1];
}

/** Checks the request's bearer token for `scope`; 401 when absent or invalid. */
export async function requireMember(
  verifier: TokenVerifier,
  request: FastifyRequest,
  scope: ApiScope,
): Promise<MemberToken> {
  const token = bearerTokenOf(request);
  if (!token) throw new UnauthorizedError();
  return verifier.verify(token, scope);
}
