export {
  createOutbox,
  outboxMigrations,
  type MailKind,
  type Outbox,
  type OutgoingMail,
  type SentMail,
} from './outbox.ts';
export { outboxRoutes, type OutboxRoutesOptions } from './outbox-routes.ts';
export { OUTBOX_PATH } from './outbox-page.ts';
export {
  RESET_PASSWORD_PATH,
  VERIFY_EMAIL_PATH,
  sendEmailValidationMail,
  sendPasswordResetMail,
  type MemberMailDeps,
  type MemberMailOptions,
} from './member-mails.ts';
