import { generateRandomCodeVerifier } from 'oauth4webapi';

/**
 * A new PKCE code verifier (oauth4webapi: 32 random bytes, base64url); loaded through token-path.ts
 * when a PKCE or IdpJwt flow starts, so that pages that only read their tokens never load oauth4webapi.
 */
export function createCodeVerifier(): string {
  return generateRandomCodeVerifier();
}
