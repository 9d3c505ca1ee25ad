import type Provider from 'oidc-provider';
import type { InteractionPolicy } from 'oidc-provider';
import {
  grantErrorDescription,
  rewriteGrantErrors,
  silentWithoutSessionAnswers,
  type GrantError,
  type GrantErrorWording,
} from './error-wording.ts';

/*
 * B2C's error codes and descriptions where the stand-in answers an error that B2C has a code for:
 * https://learn.microsoft.com/en-us/azure/active-directory-b2c/error-codes
 */

/** prompt=none without a (usable) session: B2C answers interaction_required, not login_required. */
export const NO_SESSION_ERROR = 'interaction_required';
export const NO_SESSION_DESCRIPTION =
  "AADB2C90077: User does not have an existing session and request prompt parameter has a value of 'None'.";

/** The user followed « Mot de passe oublié? » in a flow without an embedded reset. */
export const FORGOTTEN_PASSWORD_ERROR = 'access_denied';
export function forgottenPasswordDescription(now = new Date()): string {
  // The shape B2C sends: code and message, then its correlation id and timestamp lines.
  return (
    'AADB2C90118: The user has forgotten their password.\r\n' +
    `Correlation ID: ${crypto.randomUUID()}\r\n` +
    `Timestamp: ${now
      .toISOString()
      .replace('T', ' ')
      .replace(/\.\d+Z$/, 'Z')}\r\n`
  );
}

/**
 * The login prompt's checks that end a silent request when there is no session to use (oidc-provider:
 * login_required) answer B2C's interaction_required AADB2C90077 instead.
 */
export function silentWithoutSessionAsB2c(policy: InteractionPolicy, reasons: readonly string[]): void {
  silentWithoutSessionAnswers(policy, reasons, NO_SESSION_ERROR, NO_SESSION_DESCRIPTION);
}

const B2C_GRANT_ERRORS: GrantErrorWording = {
  unsupportedScope: (scope) => `AADB2C90117: The scope '${scope}' provided in the request is not supported.`,
  missingCodeVerifier: 'AADB2C90083: The request is missing required parameter: code_verifier.',
  codeVerifierMismatch: 'AADB2C90182: The supplied code_verifier does not match associated code_challenge',
  expiredGrant: (now) =>
    'AADB2C90080: The provided grant has expired. Please re-authenticate and try again. ' +
    `Current time: ${Math.floor(now.getTime() / 1000)}`,
  revokedGrant: 'AADB2C90129: The provided grant has been revoked. Please reauthenticate and try again.',
};

/** The B2C description of a token-endpoint error of oidc-provider, or null when B2C has no code for it. */
export function b2cGrantErrorDescription(err: GrantError, now = new Date()): string | null {
  return grantErrorDescription(err, B2C_GRANT_ERRORS, now);
}

/** Rewrites the token endpoint's error descriptions as B2C words them (see b2cGrantErrorDescription). */
export function installB2cGrantErrors(provider: Provider): void {
  rewriteGrantErrors(provider, (err) => b2cGrantErrorDescription(err));
}
