/**
 * Mon compte's screens for a member who is not there (sign-in required, signed out, profile not
 * loaded, sign-in failed), in a module of their own so that they load with those
 * screens (on demand), not with the catalogue's first-script sections (messages.fr.ts): an exported
 * section of that module is in the first script of every app that reads it anywhere.
 */
export const accountSessionMessages = {
  requiredTitle: 'Connectez-vous pour accéder à Mon compte',
  requiredText: 'Mon compte est réservé aux membres connectés.',
  signIn: 'Se connecter',
  redirecting: 'Redirection vers la page de connexion…',
  signedOutTitle: 'Vous êtes déconnecté',
  signedOutText: 'Votre session a pris fin. Connectez-vous de nouveau pour gérer votre compte.',
  loadError: 'Impossible de charger votre profil.',
  retry: 'Réessayer',
  signInFailedTitle: "La connexion n'a pas abouti",
  signInFailedText:
    "Le service de connexion n'a pas pu vous identifier, ou la connexion a été annulée. Vous pouvez réessayer.",
} as const;
