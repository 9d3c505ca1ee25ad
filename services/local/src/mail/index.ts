export { createOutbox, type Outbox } from './outbox.ts';
export { outboxRoutes } from './outbox-routes.ts';
export { sendEmailValidationMail, sendPasswordResetMail, type MemberMailDeps } from './member-mails.ts';
