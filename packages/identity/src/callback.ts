/**
 * Completing an authorization from the provider's answer (redirect, iframe, popup or IdpJwt form):
 * state, provider error, AADB2C90088 retry, AADB2C90118 (forgotten password: on to the reset policy),
 * password-reset and email-validation policies, id-token
 * validation, PKCE code exchange, then the tokens are saved.
 */
import type { PolicyKey } from '@portail/contracts';
import { prepareAuthorization } from './authorization-request.ts';
import type { FlowType } from './config.ts';
import { FORGOTTEN_PASSWORD_ERROR_CODE, POLICY_MISMATCH_ERROR_CODE } from './constants.ts';
import type { ClientContext } from './context.ts';
import {
  IdentityError,
  InvalidIdTokenError,
  InvalidStateError,
  NoAuthorizationCodeError,
  NoLoginAfterEmailValidationError,
  NoLoginAfterPasswordResetError,
  NoStateError,
  ProviderError,
} from './errors.ts';
import { assertSameMember } from './same-member.ts';
import { pendingStates, type StateRecord } from './storage/state-store.ts';
import type { StatePayload } from './state-value.ts';
import { parseStateValue } from './state-value.ts';
import type { TokenSet } from './token-endpoint.ts';
import { nonceToCheck, saveTokenSet, validateTokenSet } from './token-saving.ts';
import { loadTokenPath } from './lazy-paths.ts';

export type CallbackOutcome =
  | {
      kind: 'saved';
      state: StatePayload | undefined;
      policy: PolicyKey;
      flow: FlowType;
      accessToken: string | undefined;
    }
  | { kind: 'retry'; state: StatePayload | undefined; url: string };

const PASSWORD_POLICIES: readonly PolicyKey[] = ['reset', 'resetFacebook', 'changePassword'];

function implicitTokenSet(params: URLSearchParams, state: StatePayload | undefined): TokenSet {
  const idToken = params.get('id_token');
  if (!idToken) throw new InvalidIdTokenError({ state });
  const expiresIn = Number(params.get('expires_in') ?? Number.NaN);
  return {
    idToken,
    accessToken: params.get('access_token') ?? undefined,
    expiresIn: Number.isFinite(expiresIn) ? expiresIn : undefined,
  };
}

async function exchangeCode(
  ctx: ClientContext,
  record: StateRecord,
  stateValue: string,
  params: URLSearchParams,
  state: StatePayload | undefined,
): Promise<TokenSet> {
  if (!params.get('code') || record.codeVerifier === undefined) throw new NoAuthorizationCodeError({ state });
  try {
    // oauth4webapi loads only for a code exchange (implicit answers need none)
    const { exchangeAuthorizationCode } = await loadTokenPath();
    return await exchangeAuthorizationCode(
      await ctx.metadata(record.policy),
      { clientId: ctx.config.clientId, clockTolerance: ctx.config.clockTolerance, fetch: ctx.env.fetch },
      params,
      {
        state: stateValue,
        nonce: record.flow === 'pkce' ? record.nonce : undefined,
        redirectUri: record.redirectUri,
        codeVerifier: record.codeVerifier,
      },
    );
  } catch (cause) {
    if (cause instanceof IdentityError) cause.state ??= state;
    throw cause;
  }
}

export async function completeAuthorization(
  ctx: ClientContext,
  params: URLSearchParams,
): Promise<CallbackOutcome> {
  const stateValue = params.get('state');
  if (!stateValue) throw new NoStateError();
  const { id, payload: state } = parseStateValue(stateValue);
  const record = pendingStates(ctx).take(id);
  if (!record) throw new InvalidStateError({ state });

  const error = params.get('error');
  if (error !== null) {
    const description = params.get('error_description') ?? undefined;
    // The AADB2C… codes are Azure AD B2C's: an External ID tenant's errors are ended as they come.
    const b2c = ctx.config.identity.kind === 'b2c';
    const mismatch = b2c && `${error} ${description ?? ''}`.includes(POLICY_MISMATCH_ERROR_CODE);
    if (mismatch && record.expectedPolicy && !record.retried && record.flow !== 'idpJwt') {
      const url = await prepareAuthorization(ctx, {
        policy: record.expectedPolicy,
        flow: record.flow,
        redirectUri: record.redirectUri,
        retried: true,
        renewalOf: record.renewalOf,
        ...(state ? { payload: state } : {}),
      });
      return { kind: 'retry', state, url };
    }
    // « Mot de passe oublié? » in a flow without embedded reset: the reset policy takes over, and its
    // answer ends as any reset does (no sign-in, NoLoginAfterPasswordResetError with the same state).
    const forgotten = b2c && (description ?? '').startsWith(FORGOTTEN_PASSWORD_ERROR_CODE);
    if (forgotten && !PASSWORD_POLICIES.includes(record.policy) && record.flow !== 'idpJwt') {
      const url = await prepareAuthorization(ctx, {
        policy: 'reset',
        flow: record.flow,
        redirectUri: record.redirectUri,
        retried: true,
        ...(state ? { payload: state } : {}),
      });
      return { kind: 'retry', state, url };
    }
    throw new ProviderError(error, description, { state });
  }
  if (PASSWORD_POLICIES.includes(record.policy)) throw new NoLoginAfterPasswordResetError({ state });
  if (record.policy === 'emailValidation') throw new NoLoginAfterEmailValidationError({ state });

  const set =
    record.flow === 'implicit'
      ? implicitTokenSet(params, state)
      : await exchangeCode(ctx, record, stateValue, params, state);
  const claims = await validateTokenSet(ctx, set, {
    policy: record.policy,
    nonce: nonceToCheck(record.policy, record.nonce),
    requireAtHash: record.flow === 'implicit',
    state,
  });
  // A silent renewal (and its AADB2C90088 retry) keeps the member it renews.
  if (record.renewalOf !== undefined) {
    assertSameMember(record.renewalOf, claims, record.policy, ctx.config.identity);
  }
  saveTokenSet(ctx, set, claims, record.policy, record.flow);
  return { kind: 'saved', state, policy: record.policy, flow: record.flow, accessToken: set.accessToken };
}
