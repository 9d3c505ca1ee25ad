import { base64url } from 'jose';
import { PKCE_MAX_LENGTH, PKCE_MIN_LENGTH } from './constants.ts';
import { PkceVerifierCharactersError, PkceVerifierLengthError } from './errors.ts';

const VERIFIER_CHARACTERS = /^[A-Za-z0-9\-._~]*$/;

/** RFC 7636 §4.1: 43 to 128 characters from letters, digits and `- . _ ~`. */
export function assertCodeVerifier(verifier: string): void {
  if (verifier.length < PKCE_MIN_LENGTH || verifier.length > PKCE_MAX_LENGTH) {
    throw new PkceVerifierLengthError();
  }
  if (!VERIFIER_CHARACTERS.test(verifier)) throw new PkceVerifierCharactersError();
}

/**
 * 32 random bytes in base64url: 43 characters (what oauth4webapi's generateRandomCodeVerifier
 * gives, without putting that library in the first page load of an app that signs in implicitly).
 */
export function createCodeVerifier(): string {
  return base64url.encode(crypto.getRandomValues(new Uint8Array(32)));
}

/** The S256 challenge: base64url (no padding) of the verifier's SHA-256. */
export async function codeChallengeFor(verifier: string): Promise<string> {
  assertCodeVerifier(verifier);
  // computed here rather than by oauth4webapi: its ArrayBuffer check fails across realms (jsdom, iframes)
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url.encode(new Uint8Array(digest));
}
