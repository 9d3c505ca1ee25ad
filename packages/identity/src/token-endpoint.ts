/**
 * Token requests through oauth4webapi: the PKCE code exchange and the refresh-token grant (SPEC.md
 * §7). Works against any OpenID provider's metadata; public client (no secret in a browser).
 */
import {
  AuthorizationResponseError,
  JWT_CLAIM_COMPARISON,
  JWT_TIMESTAMP_CHECK,
  None,
  OperationProcessingError,
  ResponseBodyError,
  allowInsecureRequests,
  authorizationCodeGrantRequest,
  clockTolerance,
  customFetch,
  expectNoNonce,
  processAuthorizationCodeResponse,
  processRefreshTokenResponse,
  refreshTokenGrantRequest,
  validateAuthResponse,
} from 'oauth4webapi';
import type { AuthorizationServer, Client, TokenEndpointResponse } from 'oauth4webapi';
import { InvalidIdTokenError, InvalidStateError, ProviderError } from './errors.ts';

export interface TokenClient {
  clientId: string;
  /** Seconds. */
  clockTolerance: number;
  fetch: typeof fetch;
}

export interface TokenSet {
  idToken: string;
  accessToken: string | undefined;
  /** Only from the token endpoint. */
  refreshToken?: string | undefined;
  /** Seconds, as the provider reported them. */
  expiresIn: number | undefined;
  refreshTokenExpiresIn?: number | undefined;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function requestOptions(as: AuthorizationServer, client: TokenClient, scope?: string) {
  const endpoint = new URL(as.token_endpoint ?? as.issuer);
  return {
    [customFetch]: client.fetch,
    // plain http is accepted only for a provider on the loopback interface (the local stack)
    [allowInsecureRequests]: endpoint.protocol === 'http:' && LOOPBACK.has(endpoint.hostname),
    ...(scope === undefined ? {} : { additionalParameters: { scope } }),
  };
}

function oauthClient(client: TokenClient): Client {
  return { client_id: client.clientId, [clockTolerance]: client.clockTolerance };
}

function numberOrUndefined(value: unknown): number | undefined {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

function toTokenSet(response: TokenEndpointResponse): TokenSet {
  if (typeof response.id_token !== 'string') throw new ProviderError('invalid_response', 'No id_token');
  return {
    idToken: response.id_token,
    accessToken: response.access_token || undefined,
    refreshToken: response.refresh_token,
    expiresIn: numberOrUndefined(response.expires_in),
    refreshTokenExpiresIn: numberOrUndefined(response.refresh_token_expires_in),
  };
}

/**
 * Provider answers (`error` + `error_description`) become ProviderError; oauth4webapi's checks of
 * the answer become the client's own typed errors (state, identity token, unusable response), so
 * that no library error reaches the caller.
 */
async function mapProviderErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ResponseBodyError || error instanceof AuthorizationResponseError) {
      throw new ProviderError(error.error, error.error_description, { cause: error });
    }
    if (error instanceof OperationProcessingError) {
      if (error.message.includes('"state"')) throw new InvalidStateError({ cause: error });
      if (error.code === JWT_CLAIM_COMPARISON || error.code === JWT_TIMESTAMP_CHECK) {
        throw new InvalidIdTokenError({ cause: error });
      }
      throw new ProviderError('invalid_response', error.message, { cause: error });
    }
    throw error;
  }
}

/** Exchanges an authorization code (with its PKCE verifier) for tokens. */
export function exchangeAuthorizationCode(
  as: AuthorizationServer,
  client: TokenClient,
  callbackParameters: URLSearchParams,
  expected: { state: string; nonce: string | undefined; redirectUri: string; codeVerifier: string },
): Promise<TokenSet> {
  return mapProviderErrors(async () => {
    const c = oauthClient(client);
    const params = validateAuthResponse(as, c, callbackParameters, expected.state);
    const response = await authorizationCodeGrantRequest(
      as,
      c,
      None(),
      params,
      expected.redirectUri,
      expected.codeVerifier,
      requestOptions(as, client),
    );
    return toTokenSet(
      await processAuthorizationCodeResponse(as, c, response, {
        expectedNonce: expected.nonce ?? expectNoNonce,
        requireIdToken: true,
      }),
    );
  });
}

/** The refresh-token grant; `scope` is optional. */
export function refreshTokenGrant(
  as: AuthorizationServer,
  client: TokenClient,
  refreshToken: string,
  scope?: string,
): Promise<TokenSet> {
  return mapProviderErrors(async () => {
    const c = oauthClient(client);
    const response = await refreshTokenGrantRequest(
      as,
      c,
      None(),
      refreshToken,
      requestOptions(as, client, scope),
    );
    return toTokenSet(await processRefreshTokenResponse(as, c, response));
  });
}
