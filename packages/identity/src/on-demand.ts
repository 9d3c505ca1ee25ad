/**
 * The package's exports of id-token.ts (jose) and token-endpoint.ts (oauth4webapi), same signatures,
 * loading their module with import() on the first call: importing the package loads neither library.
 */
import type * as IdToken from './id-token.ts';
import type * as TokenEndpoint from './token-endpoint.ts';
import { loadCallbackPath, loadTokenPath } from './lazy-paths.ts';

/** See id-token.ts: validates an identity token and returns its claims. */
export async function validateIdToken(
  ...args: Parameters<typeof IdToken.validateIdToken>
): ReturnType<typeof IdToken.validateIdToken> {
  return (await loadCallbackPath()).validateIdToken(...args);
}

/** See token-endpoint.ts: exchanges an authorization code (with its PKCE verifier) for tokens. */
export async function exchangeAuthorizationCode(
  ...args: Parameters<typeof TokenEndpoint.exchangeAuthorizationCode>
): ReturnType<typeof TokenEndpoint.exchangeAuthorizationCode> {
  return (await loadTokenPath()).exchangeAuthorizationCode(...args);
}

/** See token-endpoint.ts: the refresh-token grant. */
export async function refreshTokenGrant(
  ...args: Parameters<typeof TokenEndpoint.refreshTokenGrant>
): ReturnType<typeof TokenEndpoint.refreshTokenGrant> {
  return (await loadTokenPath()).refreshTokenGrant(...args);
}
