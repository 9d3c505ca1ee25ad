/**
 * The texts of the password field (fields/PasswordField.tsx), in a module of its own: it loads with that on-demand part, not with the
 * catalogue's first script (messages.fr.ts, whose sections are in every first script that reads them).
 */
export const passwordFieldMessages = {
  showPassword: 'Afficher',
  hidePassword: 'Masquer',
  passwordShown: 'Le mot de passe est affiché.',
} as const;
