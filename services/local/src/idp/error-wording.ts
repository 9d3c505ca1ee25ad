import type Provider from 'oidc-provider';
import type { InteractionPolicy, KoaContext } from 'oidc-provider';

/*
 * What the B2C shape (b2c-errors.ts) and the External ID shape (external-id-errors.ts) share: the cases
 * of oidc-provider's errors that each words with its own codes, and where the words are put.
 */

/** The login prompt's checks named by `reasons` answer `error` and `description` instead of oidc-provider's. */
export function silentWithoutSessionAnswers(
  policy: InteractionPolicy,
  reasons: readonly string[],
  error: string,
  description: string,
): void {
  for (const check of policy.get('login').checks) {
    if (reasons.includes(check.reason)) {
      check.error = error;
      check.description = description;
    }
  }
}

export interface GrantError {
  error?: string;
  scope?: string;
  error_detail?: string;
}

/** A shape's description of each token-endpoint error it has a code for. */
export interface GrantErrorWording {
  unsupportedScope(scope: string): string;
  missingCodeVerifier: string;
  codeVerifierMismatch: string;
  expiredGrant(now: Date): string;
  revokedGrant: string;
}

/** The description of a token-endpoint error of oidc-provider in `wording`, or null when it has none. */
export function grantErrorDescription(
  err: GrantError,
  wording: GrantErrorWording,
  now = new Date(),
): string | null {
  const detail = err.error_detail ?? '';
  if (err.error === 'invalid_scope' && err.scope) return wording.unsupportedScope(err.scope);
  if (err.error !== 'invalid_grant') return null;
  if (detail === 'code_verifier must be provided') return wording.missingCodeVerifier;
  if (detail === 'code_verifier does not match code_challenge') return wording.codeVerifierMismatch;
  if (/^(refresh token|authorization code) is expired$/.test(detail)) return wording.expiredGrant(now);
  if (/^refresh token (not found|already used)$/.test(detail)) return wording.revokedGrant;
  return null;
}

/** Rewrites the token endpoint's error descriptions with `describe` (where it has one). */
export function rewriteGrantErrors(provider: Provider, describe: (err: GrantError) => string | null): void {
  provider.on('grant.error', (...args: unknown[]) => {
    const [ctx, err] = args as [KoaContext, GrantError];
    const description = describe(err);
    if (description && typeof ctx.body === 'object' && ctx.body !== null) {
      (ctx.body as Record<string, unknown>).error_description = description;
    }
  });
}
