/**
 * The token-endpoint path (oauth4webapi), loaded with import() only for a PKCE or IdpJwt flow: the
 * code verifier when the flow starts, the code exchange, the refresh-token grant.
 */
export { createCodeVerifier } from './code-verifier.ts';
export { exchangeAuthorizationCode, refreshTokenGrant } from './token-endpoint.ts';
