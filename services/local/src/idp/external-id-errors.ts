import type Provider from 'oidc-provider';
import { interactionPolicy, type InteractionPolicy, type KoaContext } from 'oidc-provider';

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
  for (const check of policy.get('login').checks) {
    if (reasons.includes(check.reason)) {
      check.error = NO_SESSION_ERROR;
      check.description = NO_SESSION_DESCRIPTION;
    }
  }
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

interface GrantError {
  error?: string;
  scope?: string;
  error_detail?: string;
}

/** The AADSTS description of a token-endpoint error of oidc-provider, or null where Entra documents none. */
export function externalIdGrantErrorDescription(err: GrantError): string | null {
  const detail = err.error_detail ?? '';
  if (err.error === 'invalid_scope' && err.scope) {
    return `AADSTS70011: The provided value for the input parameter 'scope' isn't valid. The scope ${err.scope} isn't valid.`;
  }
  if (err.error !== 'invalid_grant') return null;
  if (detail === 'code_verifier must be provided') {
    return "AADSTS900144: The request body must contain the following parameter: 'code_verifier'.";
  }
  if (detail === 'code_verifier does not match code_challenge') {
    return "AADSTS501481: The Code_Verifier doesn't match the code_challenge supplied in the authorization request.";
  }
  if (/^(refresh token|authorization code) is expired$/.test(detail)) {
    return (
      'AADSTS70008: The provided authorization code or refresh token has expired due to inactivity. ' +
      'Send a new interactive authorization request for this user and resource.'
    );
  }
  if (/^refresh token (not found|already used)$/.test(detail)) {
    return "AADSTS70000: Authentication failed. The refresh token isn't valid.";
  }
  return null;
}

/** Rewrites the token endpoint's error descriptions as Entra words them. */
export function externalIdGrantErrors(provider: Provider): void {
  provider.on('grant.error', (...args: unknown[]) => {
    const [ctx, err] = args as [KoaContext, GrantError];
    const description = externalIdGrantErrorDescription(err);
    if (description && typeof ctx.body === 'object' && ctx.body !== null) {
      (ctx.body as Record<string, unknown>).error_description = description;
    }
  });
}
