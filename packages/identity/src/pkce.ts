import { PKCE_MAX_LENGTH, PKCE_MIN_LENGTH } from './constants.ts';
import { encodeBase64url, randomId } from './encoding.ts';
import { PkceVerifierCharactersError, PkceVerifierLengthError } from './errors.ts';

const VERIFIER_CHARACTERS = /^[A-Za-z0-9\-._~]*$/;

/**
 * A new code verifier: 32 random bytes in base64url, 43 characters (RFC 7636 §4.1's advice, what
 * oauth4webapi's generateRandomCodeVerifier makes). Made here with WebCrypto's random source, so
 * that a PKCE or IdpJwt flow starts without loading the token path (oauth4webapi's verifier
 * brought its own base64url encoder into that chunk).
 */
export function createCodeVerifier(): string {
  return randomId(32);
}

/** RFC 7636 §4.1: 43 to 128 characters from letters, digits and `- . _ ~`. */
export function assertCodeVerifier(verifier: string): void {
  if (verifier.length < PKCE_MIN_LENGTH || verifier.length > PKCE_MAX_LENGTH) {
    throw new PkceVerifierLengthError();
  }
  if (!VERIFIER_CHARACTERS.test(verifier)) throw new PkceVerifierCharactersError();
}

/** The S256 challenge: base64url (no padding) of the verifier's SHA-256. */
export async function codeChallengeFor(verifier: string): Promise<string> {
  assertCodeVerifier(verifier);
  // computed here rather than by oauth4webapi: its ArrayBuffer check fails across realms (jsdom, iframes)
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return encodeBase64url(new Uint8Array(digest));
}
