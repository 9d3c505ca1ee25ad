/**
 * The lightboxes' buttons and the profiling error's title (lightboxes/, loaded on demand): texts of Mon compte's `account` catalogue section in a module of their own, so that they
 * load with what shows them (on demand), not with the first script's sections (messages.fr.ts): an
 * exported section of that module is in the first script of every app that reads it anywhere.
 */
export const accountLightboxMessages = {
  profilageErrorTitle: "Votre profil n'a pas pu être enregistré",
  cancel: 'Annuler',
  close: 'Fermer',
  resetSendError: "Une erreur s'est produite lors de l'envoi du lien. Veuillez réessayer plus tard.",
} as const;
