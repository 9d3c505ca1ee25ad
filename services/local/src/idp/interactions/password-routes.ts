import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { policies } from '@portail/contracts/local-defaults';
import { RESET_PASSWORD_PATH, sendPasswordResetMail } from '../../mail/member-mails.ts';
import { confirmationError, emailError, formText, newPasswordError } from '../forms/field-rules.ts';
import { messages } from '../messages.ts';
import type { FieldError } from '../pages/layout.ts';
import {
  interactionPath,
  renderChangePasswordPage,
  renderForgotPasswordPage,
  renderMessagePage,
  renderNewPasswordPage,
} from '../pages/member-pages.ts';
import { FORGOTTEN_PASSWORD_ERROR, forgottenPasswordDescription } from '../b2c-errors.ts';
import { accountKey, firstRefusal } from '../rate-limiter.ts';
import { continueLink } from './continue-link.ts';
import {
  clientIp,
  expiredPage,
  finishInteraction,
  interactionAccountId,
  isForeignPost,
  loadInteraction,
  loginResult,
  sendHtml,
  tooManyAttempts,
  type InteractionDeps,
  type UidRequest,
} from './interaction-deps.ts';

const resetPolicies = new Set<string>([policies.reset, policies.resetFacebook]);

function tokenFrom(request: FastifyRequest): string {
  const fromBody = formText(request.body, 'jeton');
  if (fromBody) return fromBody;
  const fromQuery = (request.query as Record<string, unknown>).jeton;
  return typeof fromQuery === 'string' ? fromQuery.slice(0, 200) : '';
}

function invalidLinkPage(reply: FastifyReply) {
  return sendHtml(reply, renderMessagePage('Lien expiré', messages.invalidLink, { kind: 'alert' }), 400);
}

/** Validates the new password pair; on success consumes the token and sets the password. */
async function applyNewPassword(
  deps: InteractionDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  action: string,
): Promise<{ rcId: string } | 'answered'> {
  const token = tokenFrom(request);
  const password = formText(request.body, 'nouveau');
  const confirmation = formText(request.body, 'confirmation');
  const errors: FieldError[] = [];
  const passwordProblem = newPasswordError(password);
  if (passwordProblem) errors.push({ field: 'nouveau', message: passwordProblem });
  const confirmationProblem = passwordProblem ? undefined : confirmationError(password, confirmation);
  if (confirmationProblem) errors.push({ field: 'confirmation', message: confirmationProblem });
  if (!deps.tokens.peek(token, 'reset-password')) {
    invalidLinkPage(reply);
    return 'answered';
  }
  if (errors.length > 0) {
    sendHtml(reply, renderNewPasswordPage(action, token, { errors }), 400);
    return 'answered';
  }
  const record = deps.tokens.consume(token, 'reset-password');
  if (!record) {
    invalidLinkPage(reply);
    return 'answered';
  }
  await deps.members.setPassword(record.rcId, password, { reason: 'password-reset' });
  return { rcId: record.rcId };
}

export function registerPasswordRoutes(app: FastifyInstance, deps: InteractionDeps): void {
  const mailDeps = { outbox: deps.outbox, tokens: deps.tokens, idpOrigin: deps.config.idpOrigin };

  app.get('/interaction/:uid/mot-de-passe-oublie', async (request: UidRequest, reply) => {
    const loaded = await loadInteraction(deps, request, reply);
    if (!loaded) return expiredPage(reply);
    // A B2C sign-in flow without embedded reset hands the app AADB2C90118, and the app starts its reset
    // policy (https://learn.microsoft.com/en-us/azure/active-directory-b2c/add-password-reset-policy).
    if (!resetPolicies.has(loaded.policy) && !deps.embeddedReset(request)) {
      return finishInteraction(deps, request, reply, {
        error: FORGOTTEN_PASSWORD_ERROR,
        error_description: forgottenPasswordDescription(),
      });
    }
    return sendHtml(reply, renderForgotPasswordPage(loaded.interaction.uid, {}));
  });

  app.post('/interaction/:uid/mot-de-passe-oublie', async (request: UidRequest, reply) => {
    const loaded = await loadInteraction(deps, request, reply);
    if (!loaded || isForeignPost(deps, request)) return expiredPage(reply);
    const uid = loaded.interaction.uid;
    const email = formText(request.body, 'courriel').trim();
    const problem = emailError(email);
    if (problem) {
      const errors = [{ field: 'courriel', message: problem }];
      return sendHtml(reply, renderForgotPasswordPage(uid, { values: { courriel: email }, errors }), 400);
    }
    const ip = clientIp(request);
    const recipient = accountKey(email);
    const refusal = firstRefusal(
      deps.limits.resetMailPerRecipient.check(recipient),
      deps.limits.resetMailPerAddress.check(ip),
    );
    if (refusal) {
      const { status, message } = tooManyAttempts(reply, refusal, messages.tooManyResetRequests);
      const errors = [{ field: null, message }];
      return sendHtml(reply, renderForgotPasswordPage(uid, { values: { courriel: email }, errors }), status);
    }
    deps.limits.resetMailPerRecipient.hit(recipient);
    deps.limits.resetMailPerAddress.hit(ip);
    const member = deps.members.findByEmail(email);
    if (member) sendPasswordResetMail(mailDeps, member, { interactionUid: uid });
    return sendHtml(
      reply,
      renderForgotPasswordPage(uid, { values: { courriel: email }, notice: messages.resetMailSent(email) }),
    );
  });

  // The link of a reset mail sent during a sign-in request: in the same browser it completes that request.
  app.get('/interaction/:uid/nouveau-mot-de-passe', async (request: UidRequest, reply) => {
    const token = tokenFrom(request);
    if (!deps.tokens.peek(token, 'reset-password')) return invalidLinkPage(reply);
    return sendHtml(
      reply,
      renderNewPasswordPage(interactionPath(request.params.uid, 'nouveau-mot-de-passe'), token, {}),
    );
  });

  app.post('/interaction/:uid/nouveau-mot-de-passe', async (request: UidRequest, reply) => {
    if (isForeignPost(deps, request)) return expiredPage(reply);
    const outcome = await applyNewPassword(
      deps,
      request,
      reply,
      interactionPath(request.params.uid, 'nouveau-mot-de-passe'),
    );
    if (outcome === 'answered') return reply;
    const loaded = await loadInteraction(deps, request, reply);
    if (!loaded) return sendHtml(reply, renderMessagePage('Mot de passe modifié', messages.passwordChanged));
    if (resetPolicies.has(loaded.policy))
      return finishInteraction(deps, request, reply, loginResult(loaded, outcome.rcId));
    return reply.redirect(`${interactionPath(loaded.interaction.uid, 'connexion')}?motdepasse=modifie`, 303);
  });

  // The link of a reset mail sent by the member APIs: not tied to a sign-in request.
  app.get(RESET_PASSWORD_PATH, async (request, reply) => {
    const token = tokenFrom(request);
    if (!deps.tokens.peek(token, 'reset-password')) return invalidLinkPage(reply);
    const action = `${RESET_PASSWORD_PATH}${continueQuery(request)}`;
    return sendHtml(reply, renderNewPasswordPage(action, token, {}));
  });

  app.post(RESET_PASSWORD_PATH, async (request, reply) => {
    if (isForeignPost(deps, request)) return expiredPage(reply);
    const action = `${RESET_PASSWORD_PATH}${continueQuery(request)}`;
    const outcome = await applyNewPassword(deps, request, reply, action);
    if (outcome === 'answered') return reply;
    const link = continueLink(deps.config, request.query);
    return sendHtml(
      reply,
      renderMessagePage('Mot de passe modifié', messages.passwordChanged, link ? { link } : {}),
    );
  });

  app.post('/interaction/:uid/changer-mot-de-passe', async (request: UidRequest, reply) => {
    const loaded = await loadInteraction(deps, request, reply);
    if (!loaded || isForeignPost(deps, request)) return expiredPage(reply);
    const accountId = interactionAccountId(loaded.interaction);
    const member = accountId ? deps.members.findByRcId(accountId) : null;
    if (!member || loaded.policy !== policies.changePassword) return expiredPage(reply);
    const current = formText(request.body, 'actuel');
    const password = formText(request.body, 'nouveau');
    const errors: FieldError[] = [];
    // Guessing the current password from a session left open: progressive delays per account.
    const decision = deps.limits.currentPassword.check(member.rcId);
    if (current !== '' && !decision.allowed) {
      const refusal = tooManyAttempts(reply, decision, messages.tooManyPasswordAttempts);
      const page = renderChangePasswordPage(loaded.interaction.uid, member.email, {
        errors: [{ field: 'actuel', message: refusal.message }],
      });
      return sendHtml(reply, page, refusal.status);
    }
    if (current === '') errors.push({ field: 'actuel', message: messages.passwordRequired });
    else if (!(await deps.members.checkPassword(member.rcId, current))) {
      deps.limits.currentPassword.fail(member.rcId);
      errors.push({ field: 'actuel', message: messages.passwordWrong });
    } else {
      deps.limits.currentPassword.succeed(member.rcId);
    }
    const passwordProblem = newPasswordError(password);
    if (passwordProblem) errors.push({ field: 'nouveau', message: passwordProblem });
    const confirmationProblem = passwordProblem
      ? undefined
      : confirmationError(password, formText(request.body, 'confirmation'));
    if (confirmationProblem) errors.push({ field: 'confirmation', message: confirmationProblem });
    if (errors.length > 0) {
      return sendHtml(reply, renderChangePasswordPage(loaded.interaction.uid, member.email, { errors }), 400);
    }
    // Every other session and refresh token of the member ends; this browser's session stays.
    const keepSession = loaded.interaction.session?.cookie ?? null;
    await deps.members.setPassword(member.rcId, password, { reason: 'password-changed', keepSession });
    return finishInteraction(deps, request, reply, loginResult(loaded, member.rcId));
  });
}

function continueQuery(request: FastifyRequest): string {
  const suite = (request.query as Record<string, unknown>).suite;
  return typeof suite === 'string' && suite.length <= 2048 ? `?suite=${encodeURIComponent(suite)}` : '';
}
