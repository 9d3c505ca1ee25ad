import type { AccountApi } from '../api/AccountApi.ts';
import { mapDeleteAccountError } from '../errors/serverErrorMapping.ts';
import type { PasswordPromptResult } from '../lightboxes/payloads.ts';
import type { AccountServices } from '../context.ts';
import { signOut } from '../session/signedOutMark.ts';

/** SPEC.md §9: the delayed logout after account deletion. */
export const ACCOUNT_DELETED_LOGOUT_DELAY_MS = 15_000;

type DeletionServices = Pick<AccountServices, 'lightbox' | 'member' | 'session' | 'statusBar'> & {
  api: Pick<AccountApi, 'deleteAccount'>;
};

/**
 * « Supprimer mon compte » (SPEC.md §4.7): a member with a paid subscription is told to cancel it
 * first; otherwise the password is asked, sent, and on success the ACCOUNT_DELETED lightbox shows
 * and the member is signed out 15 seconds later.
 */
export function requestAccountDeletion(services: DeletionServices, hasSubscription: boolean): void {
  const { api, lightbox, member, session, statusBar } = services;
  if (hasSubscription) {
    lightbox.open('HAS_SUBSCRIPTION', null);
    return;
  }
  lightbox.open('PASSWORD_VALIDATION_DELETE_ACCOUNT', {
    async submit(password): Promise<PasswordPromptResult> {
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
    },
  });
}
