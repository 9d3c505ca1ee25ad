import type { ActionTokens } from '../members/action-tokens.ts';
import type { Member } from '../members/member.ts';
import type { Outbox, SentMail } from './outbox.ts';

/** Pages of the identity provider's origin that the mailed links open. */
export const RESET_PASSWORD_PATH = '/motdepasse/reinitialiser' as const;
export const VERIFY_EMAIL_PATH = '/courriel/valider' as const;

export interface MemberMailDeps {
  outbox: Outbox;
  tokens: ActionTokens;
  idpOrigin: string;
}

export interface MemberMailOptions {
  /**
   * Where the page offers to continue after the action: an absolute URL on the provider's origin
   * (for instance a policy's authorize URL, the b2CUrlPolicy of the APIs). Others are ignored by the page.
   */
  continueUrl?: string;
  /** Binds the link to a sign-in interaction of the provider, which it completes when still open. */
  interactionUid?: string;
}

/** Interaction-bound links live under the interaction's path, where its cookie is sent. */
const interactionSteps = {
  [RESET_PASSWORD_PATH]: 'nouveau-mot-de-passe',
  [VERIFY_EMAIL_PATH]: 'courriel-valide',
};

function linkTo(
  origin: string,
  path: keyof typeof interactionSteps,
  token: string,
  options: MemberMailOptions,
): string {
  const url = options.interactionUid
    ? new URL(`/interaction/${encodeURIComponent(options.interactionUid)}/${interactionSteps[path]}`, origin)
    : new URL(path, origin);
  url.searchParams.set('jeton', token);
  if (options.continueUrl) url.searchParams.set('suite', options.continueUrl);
  return url.href;
}

/** Issues `member` a single-use token of `purpose` and mails them its link to `path`, greeting them by name. */
function sendLinkMail(
  deps: MemberMailDeps,
  member: Member,
  options: MemberMailOptions,
  mail: {
    purpose: 'reset-password' | 'verify-email';
    path: keyof typeof interactionSteps;
    subject: string;
    kind: SentMail['kind'];
    /** The text after the greeting, around the link. */
    body: (link: string) => string;
  },
): SentMail {
  const token = deps.tokens.issue({ rcId: member.rcId, purpose: mail.purpose, email: member.email });
  const link = linkTo(deps.idpOrigin, mail.path, token, options);
  return deps.outbox.send({
    to: member.email,
    subject: mail.subject,
    text: `Bonjour ${member.firstName},\n\n` + mail.body(link),
    link,
    kind: mail.kind,
  });
}

/** Sends the « mot de passe oublié » mail: a single-use link, valid one hour, to set a new password. */
export function sendPasswordResetMail(
  deps: MemberMailDeps,
  member: Member,
  options: MemberMailOptions = {},
): SentMail {
  return sendLinkMail(deps, member, options, {
    purpose: 'reset-password',
    path: RESET_PASSWORD_PATH,
    subject: 'Réinitialisation de votre mot de passe',
    kind: 'password-reset',
    body: (link) =>
      'Pour choisir un nouveau mot de passe, suivez ce lien (valide pendant une heure) :\n' +
      `${link}\n\n` +
      "Si vous n'avez pas fait cette demande, ignorez ce courriel : votre mot de passe reste inchangé.",
  });
}

/** Sends the validation mail: a single-use link, valid 24 hours, that marks the address verified. */
export function sendEmailValidationMail(
  deps: MemberMailDeps,
  member: Member,
  options: MemberMailOptions = {},
): SentMail {
  return sendLinkMail(deps, member, options, {
    purpose: 'verify-email',
    path: VERIFY_EMAIL_PATH,
    subject: 'Validez votre adresse courriel',
    kind: 'email-validation',
    body: (link) =>
      `Pour confirmer que l'adresse ${member.email} est bien la vôtre, suivez ce lien (valide pendant 24 heures) :\n` +
      `${link}\n\n` +
      "Si vous n'avez pas créé de compte, ignorez ce courriel.",
  });
}
