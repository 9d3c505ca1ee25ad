import type { IdentityDeployment, PolicyKey } from '@portail/contracts';
import { buildAuthorizeUrl, type AuthorizeParameters } from './authorize-url.ts';
import type { ClientContext } from './context.ts';
import type { RenewedMember } from './same-member.ts';
import { randomId } from './encoding.ts';
import { codeChallengeFor, createCodeVerifier } from './pkce.ts';
import type { StatePayload } from './state-value.ts';
import { currentAddressWithoutQuery, formatStateValue } from './state-value.ts';
import { pendingStates } from './storage/state-store.ts';

export interface AuthorizationOptions {
  policy: PolicyKey;
  flow: 'implicit' | 'pkce';
  redirectUri: string;
  prompt?: AuthorizeParameters['prompt'];
  loginHint?: string;
  /** Extra fields kept in the state payload, next to the redirect. */
  payload?: Partial<StatePayload>;
  /** Retried once with this policy when the provider answers AADB2C90088. */
  expectedPolicy?: PolicyKey;
  retried?: boolean;
  /** A silent renewal of this member's tokens: the answer must be theirs. */
  renewalOf?: RenewedMember | undefined;
}

export function scopeFor(ctx: ClientContext, flow: 'implicit' | 'pkce' | 'idpJwt'): string {
  const scopes = new Set(ctx.config.scopes);
  if (flow !== 'implicit') scopes.add('offline_access');
  return [...scopes].join(' ');
}

/**
 * External ID binds one user flow to the app, so a policy becomes a prompt: sign-up opens the flow's
 * sign-up page (`prompt=create`,
 * https://learn.microsoft.com/en-us/dotnet/api/microsoft.identity.client.prompt#fields), and the
 * password and email flows open its sign-in page even inside a session (`prompt=login`), where
 * « Mot de passe oublié? » runs the self-service reset
 * (https://learn.microsoft.com/en-us/entra/external-id/customers/how-to-enable-password-reset-customers).
 * B2C: the policy is in the address, no prompt is added.
 */
export function promptForPolicy(
  identity: IdentityDeployment,
  policy: PolicyKey,
): AuthorizeParameters['prompt'] | undefined {
  if (identity.kind === 'b2c') return undefined;
  if (policy === 'signup' || policy === 'signup_cbc') return 'create';
  if (policy === 'reset' || policy === 'resetFacebook' || policy === 'changePassword') return 'login';
  return policy === 'emailValidation' ? 'login' : undefined;
}

/** Records a new state (nonce, verifier, policy…) and returns the authorize address. */
export async function prepareAuthorization(
  ctx: ClientContext,
  options: AuthorizationOptions,
): Promise<string> {
  const payload: StatePayload = {
    ...options.payload,
    redirect: options.payload?.redirect ?? currentAddressWithoutQuery(ctx.win.location),
  };
  const codeVerifier = options.flow === 'pkce' ? createCodeVerifier() : undefined;
  const record = pendingStates(ctx).add({
    id: randomId(),
    nonce: randomId(),
    policy: options.policy,
    flow: options.flow,
    redirectUri: options.redirectUri,
    ...(codeVerifier === undefined ? {} : { codeVerifier }),
    ...(options.expectedPolicy === undefined ? {} : { expectedPolicy: options.expectedPolicy }),
    ...(options.retried ? { retried: true } : {}),
    ...(options.renewalOf ? { renewalOf: options.renewalOf } : {}),
  });
  const metadata = await ctx.metadata(options.policy);
  const prompt = options.prompt ?? promptForPolicy(ctx.config.identity, options.policy);
  return buildAuthorizeUrl(metadata.authorization_endpoint, {
    clientId: ctx.config.clientId,
    redirectUri: options.redirectUri,
    scope: scopeFor(ctx, options.flow),
    responseType: options.flow === 'pkce' ? 'code' : 'id_token token',
    responseMode: ctx.config.responseMode,
    state: formatStateValue(record.id, payload),
    nonce: record.nonce,
    uiLocales: ctx.config.locale,
    ...(prompt ? { prompt } : {}),
    ...(options.loginHint ? { loginHint: options.loginHint } : {}),
    ...(codeVerifier ? { codeChallenge: await codeChallengeFor(codeVerifier) } : {}),
    extra: ctx.config.extraQueryParameters,
  });
}
