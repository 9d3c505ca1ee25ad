import type { FastifyInstance } from 'fastify';
import { sendEmailValidationMail } from '../../mail/member-mails.ts';
import { EmailTakenError } from '../../members/member-errors.ts';
import {
  emailError,
  formText,
  nameError,
  newPasswordError,
  normalizeName,
  normalizeText,
} from '../forms/field-rules.ts';
import { messages } from '../messages.ts';
import type { FieldError } from '../pages/layout.ts';
import { renderSignUpPage } from '../pages/member-pages.ts';
import {
  clientIp,
  expiredPage,
  finishInteraction,
  isForeignPost,
  loadInteraction,
  loginResult,
  sendHtml,
  tooManyAttempts,
  type InteractionDeps,
  type UidRequest,
} from './interaction-deps.ts';

export function registerSignUpRoutes(app: FastifyInstance, deps: InteractionDeps): void {
  app.get('/interaction/:uid/inscription', async (request: UidRequest, reply) => {
    const loaded = await loadInteraction(deps, request, reply);
    if (!loaded) return expiredPage(reply);
    return sendHtml(reply, renderSignUpPage(loaded.interaction.uid, {}));
  });

  app.post('/interaction/:uid/inscription', async (request: UidRequest, reply) => {
    const loaded = await loadInteraction(deps, request, reply);
    if (!loaded || isForeignPost(deps, request)) return expiredPage(reply);
    const values = {
      prenom: normalizeName(formText(request.body, 'prenom')),
      nom: normalizeName(formText(request.body, 'nom')),
      courriel: normalizeText(formText(request.body, 'courriel')).trim(),
    };
    const password = formText(request.body, 'motdepasse');
    const errors: FieldError[] = [];
    const check = (field: string, message: string | undefined) => {
      if (message) errors.push({ field, message });
    };
    check('prenom', nameError(values.prenom, 'firstName'));
    check('nom', nameError(values.nom, 'lastName'));
    check('courriel', emailError(values.courriel));
    check('motdepasse', newPasswordError(password));
    if (errors.length === 0 && deps.members.findByEmail(values.courriel)) {
      errors.push({ field: 'courriel', message: messages.emailTaken });
    }
    if (errors.length > 0)
      return sendHtml(reply, renderSignUpPage(loaded.interaction.uid, { values, errors }), 400);
    const ip = clientIp(request);
    const decision = deps.limits.signUpPerAddress.check(ip);
    if (!decision.allowed) {
      const { status, message } = tooManyAttempts(reply, decision, messages.tooManySignUps);
      const refused = [{ field: null, message }];
      return sendHtml(reply, renderSignUpPage(loaded.interaction.uid, { values, errors: refused }), status);
    }

    let member;
    try {
      member = await deps.members.create({
        email: values.courriel,
        password,
        firstName: values.prenom,
        lastName: values.nom,
      });
    } catch (error) {
      if (!(error instanceof EmailTakenError)) throw error;
      const taken = [{ field: 'courriel', message: messages.emailTaken }];
      return sendHtml(reply, renderSignUpPage(loaded.interaction.uid, { values, errors: taken }), 400);
    }
    deps.limits.signUpPerAddress.hit(ip);
    sendEmailValidationMail(
      { outbox: deps.outbox, tokens: deps.tokens, idpOrigin: deps.config.idpOrigin },
      member,
    );
    return finishInteraction(deps, request, reply, loginResult(loaded, member.rcId));
  });
}
