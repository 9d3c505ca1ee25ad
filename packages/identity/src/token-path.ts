/**
 * The token-endpoint path (oauth4webapi), loaded with import() only for a PKCE or IdpJwt flow: the
 * code exchange, the refresh-token grant.
 */
export { exchangeAuthorizationCode, refreshTokenGrant } from './token-endpoint.ts';
