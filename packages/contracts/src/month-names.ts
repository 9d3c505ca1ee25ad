/**
 * The birth-month field's choices (Mon compte's profile fields), in a module of their own: they load
 * with the fields, not with the first script's gender labels (profile-options.ts).
 */

/** The months in French, January first (a birth month is 1 to 12). */
export const monthNames = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;
