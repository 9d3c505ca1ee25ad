import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { policies } from '@portail/contracts/local-defaults';
import { VERIFY_EMAIL_PATH, sendEmailValidationMail } from '../../mail/member-mails.ts';
import { messages } from '../messages.ts';
import { renderEmailValidationPage, renderMessagePage } from '../pages/member-pages.ts';
import { firstRefusal } from '../rate-limiter.ts';
import { continueLink } from './continue-link.ts';
import {
  expiredPage,
  finishInteraction,
  interactionAccountId,
  isForeignPost,
  loadInteraction,
  loginResult,
  clientIp,
  sendHtml,
  tooManyAttempts,
  type InteractionDeps,
  type UidRequest,
} from './interaction-deps.ts';

/** Marks the address verified if the link's token is valid and still names the member's address. */
function verifyFromLink(deps: InteractionDeps, request: FastifyRequest): string | null {
  const token = (request.query as Record<string, unknown>).jeton;
  const record = typeof token === 'string' ? deps.tokens.consume(token, 'verify-email') : null;
  if (!record) return null;
  const member = deps.members.findByRcId(record.rcId);
  if (!member || member.email !== record.email) return null;
  deps.members.update(member.rcId, { isEmailVerified: true });
  return member.rcId;
}

function invalidLink(reply: FastifyReply) {
  return sendHtml(reply, renderMessagePage('Lien expiré', messages.invalidLink, { kind: 'alert' }), 400);
}

export function registerEmailRoutes(app: FastifyInstance, deps: InteractionDeps): void {
  const mailDeps = { outbox: deps.outbox, tokens: deps.tokens, idpOrigin: deps.config.idpOrigin };

  app.post('/interaction/:uid/validation-courriel', async (request: UidRequest, reply) => {
    const loaded = await loadInteraction(deps, request, reply);
    if (!loaded || isForeignPost(deps, request)) return expiredPage(reply);
    const accountId = interactionAccountId(loaded.interaction);
    const member = accountId ? deps.members.findByRcId(accountId) : null;
    if (!member || loaded.policy !== policies.emailValidation) return expiredPage(reply);
    const ip = clientIp(request);
    const refusal = firstRefusal(
      deps.limits.validationMailPerAccount.check(member.rcId),
      deps.limits.validationMailPerAddress.check(ip),
    );
    if (refusal) {
      const { status, message } = tooManyAttempts(reply, refusal, messages.tooManyValidationMails);
      const page = renderEmailValidationPage(loaded.interaction.uid, member.email, {
        errors: [{ field: null, message }],
      });
      return sendHtml(reply, page, status);
    }
    deps.limits.validationMailPerAccount.hit(member.rcId);
    deps.limits.validationMailPerAddress.hit(ip);
    sendEmailValidationMail(mailDeps, member, { interactionUid: loaded.interaction.uid });
    const notice = messages.validationMailSent(member.email);
    return sendHtml(reply, renderEmailValidationPage(loaded.interaction.uid, member.email, { notice }));
  });

  // The link of a validation mail sent during the email-validation policy: completes it in the same browser.
  app.get('/interaction/:uid/courriel-valide', async (request: UidRequest, reply) => {
    const rcId = verifyFromLink(deps, request);
    if (!rcId) return invalidLink(reply);
    const loaded = await loadInteraction(deps, request, reply);
    if (loaded?.policy === policies.emailValidation && interactionAccountId(loaded.interaction) === rcId) {
      return finishInteraction(deps, request, reply, loginResult(loaded, rcId));
    }
    return sendHtml(reply, renderMessagePage('Adresse courriel validée', messages.emailVerified));
  });

  // The link of a validation mail sent at sign-up or by the member APIs.
  app.get(VERIFY_EMAIL_PATH, async (request, reply) => {
    if (!verifyFromLink(deps, request)) return invalidLink(reply);
    const link = continueLink(deps.config, request.query);
    return sendHtml(
      reply,
      renderMessagePage('Adresse courriel validée', messages.emailVerified, link ? { link } : {}),
    );
  });
}
