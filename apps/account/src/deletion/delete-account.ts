import type { AccountApi } from '../api/account-api.ts';
import { mapDeleteAccountError } from '../errors/server-error-mapping.ts';
import type { PasswordPromptResult } from '../lightboxes/payloads.ts';
import type { AccountServices } from '../context.ts';
import { signOut } from '../session/signed-out-mark.ts';

/** SPEC.md §9: the delayed logout after account deletion. */
export const ACCOUNT_DELETED_LOGOUT_DELAY_MS = 15_000;

type DeletionServices = Pick<
  AccountServices,
  'lightbox' | 'member' | 'passwordPrompt' | 'session' | 'statusBar'
> & {
  api: Pick<AccountApi, 'deleteAccount'>;
};

/**
 * « Supprimer mon compte » (SPEC.md §4.7): a member with a paid subscription is told to cancel it
 * first; otherwise the password is asked and each one typed is sent (`confirmAccountDeletion`)
 * until the deletion is done, the prompt closed or another failure shown.
 */
export async function requestAccountDeletion(
  services: DeletionServices,
  hasSubscription: boolean,
): Promise<void> {
  if (hasSubscription) {
    services.lightbox.open('HAS_SUBSCRIPTION', null);
    return;
  }
  const { passwordPrompt } = services;
  let password = await passwordPrompt.ask('PASSWORD_VALIDATION_DELETE_ACCOUNT');
  while (password !== null) {
    const refused = await confirmAccountDeletion(services, password);
    if (!refused) return;
    password = await passwordPrompt.refuse(refused.passwordError);
  }
}

/**
 * The password confirmed: it is sent, and on success the ACCOUNT_DELETED lightbox shows and the
 * member is signed out 15 seconds later; a wrong password stays on the prompt's field.
 */
export async function confirmAccountDeletion(
  services: DeletionServices,
  password: string,
): Promise<PasswordPromptResult> {
  const { api, lightbox, member, session, statusBar } = services;
  try {
    await api.deleteAccount(password);
  } catch (error) {
    const plan = mapDeleteAccountError(error);
    if (plan.fieldErrors.password) return { passwordError: plan.fieldErrors.password };
    if (plan.closeLightbox) lightbox.close();
    if (plan.status) statusBar.show(plan.status);
    return null;
  }
  member.dispatch({ type: 'member/deleted' });
  lightbox.open('ACCOUNT_DELETED', null);
  setTimeout(() => signOut(session, 'deleted'), ACCOUNT_DELETED_LOGOUT_DELAY_MS);
  return null;
}
