/**
 * The screen of a member whose deletion is scheduled (issue 32 item 3), in a module of its own so that they load with the parts that show them (on demand),
 * not with the catalogue's first-script sections (messages.fr.ts): an exported section of that module is
 * in the first script of every app that reads it anywhere.
 */
export const scheduledDeletionMessages = {
  title: 'La suppression de votre compte est prévue',
  when: 'Votre compte et les données qui y sont associées seront supprimés le {date}.',
  explain:
    'D’ici là, rien n’est effacé : en annulant, vous retrouvez votre profil, vos infolettres et vos choix tels qu’ils étaient.',
  cancel: 'Annuler la suppression',
  cancelling: 'Annulation…',
  cancelled: 'La suppression est annulée : votre compte est rétabli.',
  cancelFailed: 'La suppression n’a pas pu être annulée. Réessayez dans quelques instants.',
  signOut: 'Se déconnecter',
  // The deletion just asked for (ACCOUNT_DELETED's dialog, then the deleted screen; both load on
  // demand): scheduled, not done. Under `title`. Not in messages.fr.ts's first-script `account`.
  deleted:
    'Votre compte et vos données seront supprimés dans 30 jours. Vous serez déconnecté dans quelques secondes. Vous avez changé d’idée? Reconnectez-vous d’ici là et choisissez « Annuler la suppression ».',
} as const;
