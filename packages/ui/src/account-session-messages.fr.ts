/**
 * Mon compte's screens of a member who is not there (pages/SessionScreens.tsx: sign-in required,
 * signed out, the profile that could not load), in a module of their own so that they load with
 * those screens (on demand), not with the catalogue's first-script sections (messages.fr.ts): an
 * exported section of that module is in the first script of every app that reads it anywhere. Their
 * « Se connecter » is `messages.account.session.signIn`, which the sign-in failure page says too.
 */
export const accountSessionMessages = {
  requiredTitle: 'Connectez-vous pour accéder à Mon compte',
  requiredText: 'Mon compte est réservé aux membres connectés.',
  redirecting: 'Redirection vers la page de connexion…',
  signedOutTitle: 'Vous êtes déconnecté',
  signedOutText: 'Votre session a pris fin. Connectez-vous de nouveau pour gérer votre compte.',
  loadError: 'Impossible de charger votre profil.',
  retry: 'Réessayer',
} as const;
