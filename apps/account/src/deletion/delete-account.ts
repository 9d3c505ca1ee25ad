import type { AccountApi } from '../api/account-api.ts';
import { mapDeleteAccountError } from '../errors/server-error-mapping.ts';
import type { PasswordPromptResult } from '../lightboxes/payloads.ts';
import type { AccountServices } from '../context.ts';
import { signOut } from '../session/signed-out-mark.ts';

/** SPEC.md §9: the delayed logout after account deletion. */
export const ACCOUNT_DELETED_LOGOUT_DELAY_MS = 15_000;

type DeletionServices = Pick<AccountServices, 'lightbox' | 'member' | 'session' | 'statusBar'> & {
  api: Pick<AccountApi, 'deleteAccount'>;
};

/**
 * « Supprimer mon compte » (SPEC.md §4.7): a member with a paid subscription is told to cancel it
 * first; otherwise the password is asked (the prompt confirms `account-deletion`, which
 * `confirmAccountDeletion` carries out).
 */
export function requestAccountDeletion(
  services: Pick<DeletionServices, 'lightbox'>,
  hasSubscription: boolean,
): void {
  if (hasSubscription) services.lightbox.open('HAS_SUBSCRIPTION', null);
  else services.lightbox.open('PASSWORD_VALIDATION_DELETE_ACCOUNT', { action: 'account-deletion' });
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
