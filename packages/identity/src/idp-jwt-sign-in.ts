import { scopeFor } from './authorization-request.ts';
import { completeAuthorization } from './callback.ts';
import type { CallbackOutcome } from './callback.ts';
import type { ClientContext } from './context.ts';
import { randomId } from './encoding.ts';
import { postIdpJwtAssertion } from './idp-jwt.ts';
import { codeChallengeFor, createCodeVerifier } from './pkce.ts';
import type { StatePayload } from './state-value.ts';
import { currentAddressWithoutQuery, formatStateValue } from './state-value.ts';
import { pendingStates } from './storage/state-store.ts';

/** IdpJwt sign-in: state and verifier recorded, assertion posted, then the code exchanged. */
export async function signInWithIdpJwt(
  ctx: ClientContext,
  token: string,
  options: { redirect?: string; state?: Record<string, unknown> },
): Promise<CallbackOutcome> {
  const { config } = ctx;
  const codeVerifier = createCodeVerifier();
  const record = pendingStates(ctx).add({
    id: randomId(),
    nonce: randomId(),
    policy: 'idpJwtAuth',
    flow: 'idpJwt',
    redirectUri: config.redirectUri,
    codeVerifier,
  });
  const payload: StatePayload = {
    ...options.state,
    redirect: options.redirect ?? currentAddressWithoutQuery(ctx.win.location),
  };
  const metadata = await ctx.metadata('idpJwtAuth');
  const params = await postIdpJwtAssertion(
    ctx.env.fetch,
    metadata.authorization_endpoint,
    {
      clientId: config.clientId,
      redirectUri: config.redirectUri,
      scope: scopeFor(ctx, 'idpJwt'),
      assertion: token,
      codeChallenge: await codeChallengeFor(codeVerifier),
      state: formatStateValue(record.id, payload),
    },
    new (ctx.win as Window & typeof globalThis).DOMParser(),
  );
  return completeAuthorization(ctx, params);
}
