/**
 * The sign-in failure page (pages/SignInFailed.tsx, loaded with a failed answer): texts of Mon compte's `account` catalogue section in a module of their own, so that they
 * load with what shows them (on demand), not with the first script's sections (messages.fr.ts): an
 * exported section of that module is in the first script of every app that reads it anywhere.
 */
export const accountSignInFailedMessages = {
  title: "La connexion n'a pas abouti",
  text: "Le service de connexion n'a pas pu vous identifier, ou la connexion a été annulée. Vous pouvez réessayer.",
} as const;
