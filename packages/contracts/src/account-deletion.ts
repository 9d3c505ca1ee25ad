/**
 * Deletion with a grace period (issue 32 item 3): POST /id/v3/accounts/me/delete schedules the
 * account's deletion 30 days later (SPEC.md §4.7's subscription rule first) and signs the member
 * out everywhere; signing in during the window lets them cancel; after it the data are purged.
 */

/** Days between the request and the purge. */
export const DELETION_GRACE_DAYS = 30;

/** POST (scope account.delete, no body): cancels the signed-in member's scheduled deletion. */
export const CANCEL_DELETION_PATH = '/id/v3/accounts/me/delete/cancel';

/** When the member asked and when the data go (ISO 8601, UTC). */
export interface ScheduledDeletion {
  requestedAt: string;
  purgeAt: string;
}

/** The answer of POST …/delete: the deletion is scheduled, not done. */
export interface DeletionScheduledResponse {
  deleted: true;
  scheduledDeletion: ScheduledDeletion;
}

/** What the member APIs and Mon compte both say about a scheduled deletion. */
export const deletionMessages = {
  /** 403 code 23: every call but reading the profile and cancelling, while the deletion is scheduled. */
  scheduled:
    'La suppression de ce compte est prévue. Annulez-la dans Mon compte pour utiliser votre compte de nouveau.',
  /** 409 code 24: SPEC.md §8's subscription lightbox text, enforced by the server too. */
  hasSubscription:
    'Avant de supprimer votre compte, vous devez annuler votre abonnement payant à la diffusion en continu.',
  /** 409 code 25: cancelling when nothing is scheduled. */
  notScheduled: 'Aucune suppression n’est prévue pour ce compte : il n’y a rien à annuler.',
  /** 410 code 26: cancelling after the 30 days: the data are gone. */
  tooLate:
    'Le délai de 30 jours est écoulé : le compte et ses données ont été supprimés et ne peuvent plus être rétablis.',
} as const;
