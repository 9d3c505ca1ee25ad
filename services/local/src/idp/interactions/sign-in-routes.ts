import type { FastifyInstance } from 'fastify';
import type { SecurityEventKind, SignInFailureReason } from '@portail/contracts';
import { policies } from '@portail/contracts/local-defaults';
import { isInternalStaff } from '../../members/member.ts';
import { emailError, formText } from '../forms/field-rules.ts';
import { messages } from '../messages.ts';
import { accountKey } from '../rate-limiter.ts';
import type { FieldError } from '../pages/layout.ts';
import { renderSignInPage } from '../pages/member-pages.ts';
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
import { showStep } from './step-routes.ts';

/** Policies where signing in is only the first step (the page of the policy follows). */
const signInFirstPolicies = new Set<string>([policies.emailValidation, policies.changePassword]);

export function registerSignInRoutes(app: FastifyInstance, deps: InteractionDeps): void {
  app.get('/interaction/:uid/connexion', async (request: UidRequest, reply) => {
    const loaded = await loadInteraction(deps, request, reply);
    if (!loaded) return expiredPage(reply);
    const changed = (request.query as Record<string, unknown>).motdepasse === 'modifie';
    const hint = loaded.interaction.params.login_hint;
    return sendHtml(
      reply,
      renderSignInPage(
        loaded.interaction.uid,
        {
          values: { courriel: typeof hint === 'string' ? hint : '' },
          notice: changed ? messages.passwordResetSignIn : null,
        },
        { staff: loaded.policy === policies.internal },
      ),
    );
  });

  app.post('/interaction/:uid/connexion', async (request: UidRequest, reply) => {
    const loaded = await loadInteraction(deps, request, reply);
    if (!loaded || isForeignPost(deps, request)) return expiredPage(reply);
    const email = formText(request.body, 'courriel').trim();
    const password = formText(request.body, 'motdepasse');
    const staff = loaded.policy === policies.internal;
    const fail = (errors: FieldError[], status = 400) =>
      sendHtml(
        reply,
        renderSignInPage(loaded.interaction.uid, { values: { courriel: email }, errors }, { staff }),
        status,
      );

    const errors: FieldError[] = [];
    const emailProblem = emailError(email);
    if (emailProblem) errors.push({ field: 'courriel', message: emailProblem });
    if (password === '') errors.push({ field: 'motdepasse', message: messages.passwordRequired });
    if (errors.length > 0) return fail(errors);

    // Checked before the password, right or wrong: a waiting attempt tells nothing. A browser that
    // signed in to this account before waits only for its own failures (known-browser.ts).
    const ip = clientIp(request);
    const browser = deps.knownBrowsers.read(request);
    const allowance = deps.knownBrowsers.allowanceKey(browser, accountKey(email));
    // The member's sign-in history (issue 32): each outcome for an existing account, with the browser.
    const record = (rcId: string, kind: SecurityEventKind, reason?: SignInFailureReason) =>
      deps.securityEvents.record(rcId, kind, {
        userAgent: request.headers['user-agent'] ?? null,
        ...(reason && { reason }),
      });
    const decision = deps.limits.signIn.check(ip, email, allowance);
    if (!decision.allowed) {
      const waiting = deps.members.findByEmail(email);
      if (waiting) record(waiting.rcId, 'sign-in-failed', 'too-many-attempts');
      const refusal = tooManyAttempts(reply, decision, messages.tooManySignInAttempts);
      return fail([{ field: null, message: refusal.message }], refusal.status);
    }

    const member = deps.members.findByEmail(email);
    if (!member) {
      deps.limits.signIn.failed(ip, email, allowance);
      return fail([{ field: 'courriel', message: messages.unknownMember }]);
    }
    if (!(await deps.members.checkPassword(member.rcId, password))) {
      deps.limits.signIn.failed(ip, email, allowance);
      record(member.rcId, 'sign-in-failed', 'wrong-password');
      return fail([{ field: 'motdepasse', message: messages.passwordWrong }]);
    }
    deps.limits.signIn.succeeded(ip, email, allowance);
    if (member.banLevel === 'login') {
      record(member.rcId, 'sign-in-failed', 'banned');
      return fail([{ field: null, message: messages.bannedMember }], 403);
    }
    // No allowance: this browser never signed in to this account (with its current password). Recorded
    // first: newest first, the history reads « Connexion réussie » above « nouvel appareil ».
    if (allowance === null) record(member.rcId, 'new-device');
    record(member.rcId, 'sign-in');
    deps.knownBrowsers.remember(reply, browser, accountKey(email));
    if (staff && !isInternalStaff(member)) return fail([{ field: null, message: messages.staffOnly }], 403);

    if (signInFirstPolicies.has(loaded.policy)) {
      await deps.runtime
        .provider()
        .interactionResult(request.raw, reply.raw, { login: { accountId: member.rcId } });
      const updated = await loadInteraction(deps, request, reply);
      if (!updated) return expiredPage(reply);
      return showStep(deps, request, reply, updated);
    }
    return finishInteraction(deps, request, reply, loginResult(loaded, member.rcId));
  });
}
