import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Interaction, InteractionResults } from 'oidc-provider';
import type { PortailConfig } from '@portail/contracts';
import type { PolicyName } from '@portail/contracts/local-defaults';
import type { Outbox } from '../../mail/outbox.ts';
import type { ActionTokens } from '../../members/action-tokens.ts';
import type { MemberStore } from '../../members/member-store.ts';
import type { AssertionVerifier } from '../idp-assertion.ts';
import type { KnownBrowsers } from '../known-browser.ts';
import type { SecurityEvents } from '../../security/security-events.ts';
import { messages } from '../messages.ts';
import { renderMessagePage } from '../pages/member-pages.ts';
import { asksToCreate, CREATE_PROMPT } from '../external-id-errors.ts';
import type { IdpShape } from '../idp-shape.ts';
import { policyOfReturnTo, sessionlessPolicies } from '../policy-context.ts';
import { SESSIONLESS_RESULT_KEY, type SessionlessResult } from '../provider-middleware.ts';
import type { ProviderRuntime } from '../provider-runtime.ts';
import { waitInFrench, type ProviderLimits, type RateDecision } from '../rate-limiter.ts';

export interface InteractionDeps {
  config: PortailConfig;
  runtime: ProviderRuntime;
  members: MemberStore;
  tokens: ActionTokens;
  outbox: Outbox;
  limits: ProviderLimits;
  /** The sign-in allowance of browsers that signed in before (known-browser.ts). */
  knownBrowsers: KnownBrowsers;
  assertions: AssertionVerifier;
  /** Whether « Mot de passe oublié? » runs the reset here, or answers the app AADB2C90118 (embedded-reset.ts). */
  embeddedReset: (request: FastifyRequest) => boolean;
  /** The URL shape served: External ID's one flow has `prompt=create` and its own error texts. */
  shape: IdpShape;
  /** The members' sign-in history (issue 32): each sign-in, refusal and new device. */
  securityEvents: SecurityEvents;
}

export interface LoadedInteraction {
  interaction: Interaction;
  policy: PolicyName;
}

export type UidRequest = FastifyRequest<{ Params: { uid: string } }>;

export function sendHtml(reply: FastifyReply, page: string, status = 200): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
}

export function expiredPage(reply: FastifyReply): FastifyReply {
  return sendHtml(
    reply,
    renderMessagePage('Demande expirée', messages.expiredRequest, { kind: 'alert' }),
    400,
  );
}

/**
 * The interaction behind `/interaction/{uid}`: the signed interaction cookie must name the same uid
 * as the path (a form posted from elsewhere has neither), which is what binds every form to its
 * sign-in request. Null when it is missing or expired.
 */
export async function loadInteraction(deps: InteractionDeps, request: UidRequest, reply: FastifyReply) {
  try {
    const interaction = await deps.runtime.provider().interactionDetails(request.raw, reply.raw);
    const policy = policyOfReturnTo(interaction.returnTo);
    if (interaction.uid !== request.params.uid || !policy) return null;
    return { interaction, policy } satisfies LoadedInteraction;
  } catch {
    return null;
  }
}

/** POSTs must come from the provider's own pages when the browser says where they come from. */
export function isForeignPost(deps: InteractionDeps, request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  return origin !== undefined && origin !== 'null' && origin !== deps.config.idpOrigin;
}

/** The member the flow acts for: signed in during this interaction, else the SSO session's. */
export function interactionAccountId(interaction: Interaction): string | null {
  return interaction.result?.login?.accountId ?? interaction.session?.accountId ?? null;
}

/** Ends the interaction: back to the provider, which answers the application. */
export async function finishInteraction(
  deps: InteractionDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  result: InteractionResults,
): Promise<void> {
  reply.hijack();
  await deps.runtime
    .provider()
    .interactionFinished(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
}

/** The login result; a session-less policy also says which account the SSO session had before. */
export function loginResult(loaded: LoadedInteraction, accountId: string): InteractionResults {
  const result: InteractionResults = { login: { accountId, remember: true } };
  // A `prompt=create` request (External ID) is answered by this sign-in or sign-up.
  if (asksToCreate(loaded.interaction.params)) result[CREATE_PROMPT] = {};
  if (sessionlessPolicies.has(loaded.policy)) {
    const marker: SessionlessResult = { previousAccountId: loaded.interaction.session?.accountId ?? null };
    result[SESSIONLESS_RESULT_KEY] = marker;
  }
  return result;
}

export function clientIp(request: FastifyRequest): string {
  return request.ip;
}

/**
 * A refused attempt: the page answers 429 with Retry-After; `message` receives the French wait
 * (« dans 30 secondes ») for the page's alert.
 */
export function tooManyAttempts(
  reply: FastifyReply,
  decision: RateDecision,
  message: (wait: string) => string,
): { status: 429; message: string } {
  reply.header('retry-after', String(decision.retryAfterSeconds));
  return { status: 429, message: message(waitInFrench(decision.retryAfterSeconds)) };
}
