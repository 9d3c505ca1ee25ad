/**
 * The choices of the profile's gender and birth-month fields, as the member APIs' page data sends
 * them and Mon compte's forms show them.
 */

/** SPEC.md §4.7: the completion wizard's steps, in order (the profile page data sends them). */
export const COMPLETION_STEPS = [
  'NAMES',
  'DATE_OF_BIRTH',
  'GENDER',
  'POSTAL_CODE',
  'EMAIL_VALIDATION',
  'DONE',
] as const;
export type CompletionStep = (typeof COMPLETION_STEPS)[number];

/** SPEC.md §3: the gender values (value: label), in the spec's order. */
export const GENDER_VALUES = [2, 1, 0, 4] as const;
export type GenderValue = (typeof GENDER_VALUES)[number];

export const genderLabels: Readonly<Record<GenderValue, string>> = {
  2: 'Femme',
  1: 'Homme',
  0: "Je m'identifie autrement",
  4: 'Je préfère ne pas répondre',
};

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
