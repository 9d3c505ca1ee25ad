import type Provider from 'oidc-provider';
import { interactionPolicy, type InteractionPolicy } from 'oidc-provider';
import {
  grantErrorDescription,
  rewriteGrantErrors,
  silentWithoutSessionAnswers,
  type GrantError,
  type GrantErrorWording,
} from './error-wording.ts';

/*
 * The External ID shape answers with the Microsoft identity platform's AADSTS codes where Microsoft
 * documents one for the case, instead of B2C's AADB2C codes (b2c-errors.ts):
 * https://learn.microsoft.com/en-us/entra/identity-platform/reference-error-codes
 */

/**
 * prompt=none without a (usable) session: Entra answers login_required (or interaction_required when a
 * session exists but the request needs the user: https://learn.microsoft.com/en-us/entra/identity-platform/msal-js-prompt-behavior).
 */
export const NO_SESSION_ERROR = 'login_required';
export const NO_SESSION_DESCRIPTION =
  'AADSTS50058: A silent sign-in request was sent but no user is signed in.';

/** The user left the flow (« Annuler »): Entra's access_denied; it documents no AADSTS code for it. */
export const CANCELLED_DESCRIPTION = 'The user has cancelled the sign-in.';

export function silentWithoutSessionAsExternalId(
  policy: InteractionPolicy,
  reasons: readonly string[],
): void {
  silentWithoutSessionAnswers(policy, reasons, NO_SESSION_ERROR, NO_SESSION_DESCRIPTION);
}

/**
 * `prompt=create`: External ID opens its user flow's sign-up page
 * (https://learn.microsoft.com/en-us/entra/identity-platform/v2-oauth2-auth-code-flow, « prompt »). A requestable
 * prompt: discovery lists it in prompt_values_supported, and the request stays pending until the
 * interaction's result says `create` (interaction-deps.ts, loginResult).
 */
export const CREATE_PROMPT = 'create';
export function createPrompt() {
  return new interactionPolicy.Prompt({ name: CREATE_PROMPT, requestable: true });
}

/** Whether the sign-in request asked for the sign-up page (`prompt=create`). */
export function asksToCreate(params: Record<string, unknown>): boolean {
  return typeof params.prompt === 'string' && params.prompt.split(' ').includes(CREATE_PROMPT);
}

const EXTERNAL_ID_GRANT_ERRORS: GrantErrorWording = {
  unsupportedScope: (scope) =>
    `AADSTS70011: The provided value for the input parameter 'scope' isn't valid. The scope ${scope} isn't valid.`,
  missingCodeVerifier:
    "AADSTS900144: The request body must contain the following parameter: 'code_verifier'.",
  codeVerifierMismatch:
    "AADSTS501481: The Code_Verifier doesn't match the code_challenge supplied in the authorization request.",
  expiredGrant: () =>
    'AADSTS70008: The provided authorization code or refresh token has expired due to inactivity. ' +
    'Send a new interactive authorization request for this user and resource.',
  revokedGrant: "AADSTS70000: Authentication failed. The refresh token isn't valid.",
};

/** The AADSTS description of a token-endpoint error of oidc-provider, or null where Entra documents none. */
export function externalIdGrantErrorDescription(err: GrantError): string | null {
  return grantErrorDescription(err, EXTERNAL_ID_GRANT_ERRORS);
}

/** Rewrites the token endpoint's error descriptions as Entra words them. */
export function externalIdGrantErrors(provider: Provider): void {
  rewriteGrantErrors(provider, externalIdGrantErrorDescription);
}
