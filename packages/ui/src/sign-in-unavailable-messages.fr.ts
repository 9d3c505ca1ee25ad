/**
 * Said when a press on « Se connecter » or « Créer un compte » cannot open the provider's page: the
 * sign-in client's code that builds its address did not load (offline, or a deploy replaced it).
 * SPEC.md has no message for a network failure; this one is the project's. A module of its own:
 * the portal's header says it from its first script, Mon compte's screens load it with them.
 */
export const signInUnavailable =
  'La page de connexion n’a pas pu s’ouvrir. Vérifiez votre accès à Internet, puis réessayez.';
