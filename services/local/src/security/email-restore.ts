import type { DatabaseSync } from 'node:sqlite';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MemberMailDeps } from '../mail/member-mails.ts';
import { RESET_PASSWORD_PATH } from '../mail/member-mails.ts';
import type { Member } from '../members/member.ts';
import type { MemberStore } from '../members/member-store.ts';
import { revokeMemberAccess } from '../idp/revoke-member.ts';
import { cookieNamed } from '../idp/provider-cookies.ts';
import { SESSION_COOKIE } from '../idp/provider-middleware.ts';
import { formText } from '../idp/forms/field-rules.ts';
import { html } from '../idp/pages/html.ts';
import { hiddenField, renderPage } from '../idp/pages/layout.ts';
import { renderMessagePage } from '../idp/pages/member-pages.ts';
import type { SecurityEvents } from './security-events.ts';

/** The undo link's page on the provider's origin (the mail's one link). */
export const RESTORE_EMAIL_PATH = '/courriel/retablir';

/** What the page says (French, issue 32 item 4). */
export const emailRestoreMessages = {
  title: 'Rétablir votre ancienne adresse courriel',
  explanation:
    'Si vous n’avez pas demandé ce changement, rétablissez votre ancienne adresse : toutes les sessions de votre compte seront fermées et vous choisirez un nouveau mot de passe.',
  confirm: 'Rétablir mon adresse et choisir un nouveau mot de passe',
  invalid:
    'Ce lien d’annulation n’est plus valide : il a déjà servi ou son délai de 72 heures est passé. Rien n’a été changé.',
  otherMember:
    'Ce lien concerne un autre compte que celui qui est connecté dans ce navigateur. Rien n’a été changé. Déconnectez-vous, puis ouvrez le lien de nouveau.',
  addressTaken:
    'Cette adresse est maintenant celle d’un autre compte : elle ne peut pas être rétablie. Rien n’a été changé. Écrivez à l’équipe de Portail.',
} as const;

/**
 * After a member's address changed: a mail to the old address with a link that, for 72 hours,
 * restores it (`restore-email` action token, single use, bound to the member and the old address).
 */
export function sendEmailRestoreMail(deps: MemberMailDeps, before: Member, newEmail: string): void {
  const token = deps.tokens.issue({ rcId: before.rcId, purpose: 'restore-email', email: before.email });
  const link = new URL(RESTORE_EMAIL_PATH, deps.idpOrigin);
  link.searchParams.set('jeton', token);
  deps.outbox.send({
    to: before.email,
    subject: 'L’adresse courriel de votre compte a été changée',
    text:
      `Bonjour ${before.firstName},\n\n` +
      `L’adresse courriel de votre compte vient d’être remplacée par ${newEmail}.\n` +
      'Si vous n’avez pas fait ce changement, suivez ce lien dans les 72 heures pour rétablir cette adresse-ci : ' +
      'toutes les sessions de votre compte seront fermées et vous choisirez un nouveau mot de passe.\n' +
      `${link.href}\n\n` +
      'Si vous avez fait ce changement, ignorez ce courriel.',
    link: link.href,
    kind: 'email-restore',
  });
}

export interface EmailRestoreDeps {
  db: DatabaseSync;
  members: MemberStore;
  mail: MemberMailDeps;
  securityEvents: SecurityEvents;
  /** POSTs from another origin are refused (the provider's own forms only). */
  isForeignPost: (request: FastifyRequest) => boolean;
}

function tokenOf(request: FastifyRequest): string {
  const fromBody = formText(request.body, 'jeton');
  if (fromBody) return fromBody.slice(0, 200);
  const fromQuery = (request.query as Record<string, unknown>).jeton;
  return typeof fromQuery === 'string' ? fromQuery.slice(0, 200) : '';
}

function page(reply: FastifyReply, body: string, status = 200): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
}

const refusal = (reply: FastifyReply, message: string, status: number) =>
  page(reply, renderMessagePage(emailRestoreMessages.title, message, { kind: 'alert' }), status);

/**
 * The undo link (issue 32 item 4). GET shows what it will do and a button (a mail scanner that
 * follows links changes nothing); POST, with the token, restores the old address (verified: its
 * owner just proved it), ends every session and token of the member (as a reset does), records the
 * restoration in the sign-in history, and sends the browser to the new-password page of a fresh
 * reset link. A link used before, past its 72 hours, opened in a browser signed in to another
 * account, or whose address now belongs to another account changes nothing and says so.
 */
export function registerEmailRestoreRoutes(app: FastifyInstance, deps: EmailRestoreDeps): void {
  const sessionAccount = deps.db.prepare(
    "SELECT account_id FROM oidc_payloads WHERE model = 'Session' AND id = ?",
  );

  /** The account of this browser's provider session, if any (the cookie's value is the session's id). */
  const browserAccount = (request: FastifyRequest): string | null => {
    const id = cookieNamed(request.headers.cookie, SESSION_COOKIE);
    if (!id) return null;
    const row = sessionAccount.get(id) as { account_id: string | null } | undefined;
    return row?.account_id ?? null;
  };

  /** Why the link cannot be used now, or null. */
  const problem = (request: FastifyRequest, token: string): [string, number] | null => {
    const record = deps.mail.tokens.peek(token, 'restore-email');
    if (!record || !deps.members.findByRcId(record.rcId)) return [emailRestoreMessages.invalid, 410];
    const signedIn = browserAccount(request);
    if (signedIn !== null && signedIn !== record.rcId) return [emailRestoreMessages.otherMember, 403];
    const owner = deps.members.findByEmail(record.email);
    if (owner && owner.rcId !== record.rcId) return [emailRestoreMessages.addressTaken, 409];
    return null;
  };

  app.get(RESTORE_EMAIL_PATH, async (request, reply) => {
    const token = tokenOf(request);
    const refused = problem(request, token);
    if (refused) return refusal(reply, ...refused);
    return page(
      reply,
      renderPage({
        title: emailRestoreMessages.title,
        body: html`<p>${emailRestoreMessages.explanation}</p>
          <form method="post" action="${RESTORE_EMAIL_PATH}" novalidate>
            ${hiddenField('jeton', token)}
            <button type="submit">${emailRestoreMessages.confirm}</button>
          </form>`,
      }),
    );
  });

  app.post(RESTORE_EMAIL_PATH, async (request, reply) => {
    if (deps.isForeignPost(request)) return refusal(reply, emailRestoreMessages.invalid, 403);
    const token = tokenOf(request);
    const refused = problem(request, token);
    if (refused) return refusal(reply, ...refused);
    const record = deps.mail.tokens.consume(token, 'restore-email');
    if (!record) return refusal(reply, emailRestoreMessages.invalid, 410);
    const member = deps.members.update(record.rcId, { email: record.email, isEmailVerified: true });
    revokeMemberAccess(deps.db, member.rcId, 'password-reset');
    deps.securityEvents.record(member.rcId, 'email-restored', {
      userAgent: request.headers['user-agent'] ?? null,
    });
    const reset = deps.mail.tokens.issue({
      rcId: member.rcId,
      purpose: 'reset-password',
      email: member.email,
    });
    return reply.redirect(`${RESET_PASSWORD_PATH}?${new URLSearchParams({ jeton: reset })}`, 303);
  });
}
