import type { FastifyInstance, FastifyReply } from 'fastify';
import { policies } from '@portail/contracts/local-defaults';
import { messages } from '../messages.ts';
import {
  renderChangePasswordPage,
  renderEmailValidationPage,
  renderForgotPasswordPage,
  renderSignInPage,
  renderSignUpPage,
} from '../pages/member-pages.ts';
import { MEMBER_API_RESOURCE } from '../create-provider.ts';
import {
  expiredPage,
  finishInteraction,
  interactionAccountId,
  loadInteraction,
  loginResult,
  sendHtml,
  type InteractionDeps,
  type LoadedInteraction,
  type UidRequest,
} from './interaction-deps.ts';
import { asksToCreate, CANCELLED_DESCRIPTION } from '../external-id-errors.ts';
import { hasPolicies } from '../idp-shape.ts';

const signUpPolicies = new Set<string>([policies.signup, policies.signup_cbc]);
const resetPolicies = new Set<string>([policies.reset, policies.resetFacebook]);
const memberStepPolicies = new Set<string>([policies.emailValidation, policies.changePassword]);

/** Renders the page a policy starts with (or the step it has reached). */
export async function showStep(
  deps: InteractionDeps,
  request: UidRequest,
  reply: FastifyReply,
  loaded: LoadedInteraction,
  notice: string | null = null,
): Promise<unknown> {
  const { interaction, policy } = loaded;
  const uid = interaction.uid;
  if (interaction.prompt.name === 'consent') return grantConsent(deps, request, reply, loaded);
  if (policy === policies.idpJwtAuth) return signInWithAssertion(deps, request, reply, loaded);
  if (signUpPolicies.has(policy) || asksToCreate(interaction.params)) {
    return sendHtml(reply, renderSignUpPage(uid, {}));
  }
  if (resetPolicies.has(policy)) return sendHtml(reply, renderForgotPasswordPage(uid, {}));
  const loginHint = typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint : '';
  if (memberStepPolicies.has(policy)) {
    const accountId = interactionAccountId(interaction);
    const member = accountId ? deps.members.findByRcId(accountId) : null;
    if (member && policy === policies.changePassword) {
      return sendHtml(reply, renderChangePasswordPage(uid, member.email, {}));
    }
    if (member) return sendHtml(reply, renderEmailValidationPage(uid, member.email, { notice }));
  }
  return sendHtml(
    reply,
    renderSignInPage(
      uid,
      { values: { courriel: loginHint }, notice },
      { staff: policy === policies.internal },
    ),
  );
}

/** First-party clients never see a consent screen: what was asked is granted. */
async function grantConsent(
  deps: InteractionDeps,
  request: UidRequest,
  reply: FastifyReply,
  loaded: LoadedInteraction,
) {
  const { interaction } = loaded;
  const accountId = interactionAccountId(interaction);
  const clientId = String(interaction.params.client_id ?? '');
  if (!accountId) return expiredPage(reply);
  const provider = deps.runtime.provider();
  const grant =
    (interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined) ??
    new provider.Grant({ accountId, clientId });
  const details = interaction.prompt.details as {
    missingOIDCScope?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
  for (const [resource, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
    if (resource === MEMBER_API_RESOURCE) grant.addResourceScope(resource, scopes.join(' '));
  }
  const grantId = await grant.save();
  return finishInteraction(deps, request, reply, { consent: { grantId } });
}

async function signInWithAssertion(
  deps: InteractionDeps,
  request: UidRequest,
  reply: FastifyReply,
  loaded: LoadedInteraction,
) {
  const assertion = loaded.interaction.params.assertion;
  let rcId: string;
  try {
    rcId = await deps.assertions.verify(typeof assertion === 'string' ? assertion : '');
  } catch {
    return finishInteraction(deps, request, reply, {
      error: 'access_denied',
      error_description: messages.assertionInvalid,
    });
  }
  const member = deps.members.findByRcId(rcId);
  if (!member) {
    return finishInteraction(deps, request, reply, {
      error: 'access_denied',
      error_description: messages.assertionInvalid,
    });
  }
  if (member.banLevel === 'login') {
    return finishInteraction(deps, request, reply, {
      error: 'access_denied',
      error_description: messages.assertionBanned,
    });
  }
  return finishInteraction(deps, request, reply, loginResult(loaded, member.rcId));
}

export function registerStepRoutes(app: FastifyInstance, deps: InteractionDeps): void {
  app.get('/interaction/:uid', async (request: UidRequest, reply) => {
    const loaded = await loadInteraction(deps, request, reply);
    if (!loaded) return expiredPage(reply);
    return showStep(deps, request, reply, loaded);
  });

  app.get('/interaction/:uid/annuler', async (request: UidRequest, reply) => {
    const loaded = await loadInteraction(deps, request, reply);
    if (!loaded) return expiredPage(reply);
    return finishInteraction(deps, request, reply, {
      error: 'access_denied',
      error_description: hasPolicies(deps.shape)
        ? 'AADB2C90091: The user has cancelled entering self-asserted information.'
        : CANCELLED_DESCRIPTION,
    });
  });
}
