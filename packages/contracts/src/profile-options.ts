/**
 * The choices of the profile's gender field, as the member APIs' page data sends them and Mon
 * compte's forms show them (its loading screens too: this module is in its first script). The
 * birth month's names (month-names.ts) and the completion wizard's steps (completion-steps.ts),
 * which only on-demand code reads, are modules of their own.
 */

/** SPEC.md §3: the gender values (value: label), in the spec's order. */
export const GENDER_VALUES = [2, 1, 0, 4] as const;
export type GenderValue = (typeof GENDER_VALUES)[number];

export const genderLabels: Readonly<Record<GenderValue, string>> = {
  2: 'Femme',
  1: 'Homme',
  0: "Je m'identifie autrement",
  4: 'Je préfère ne pas répondre',
};
