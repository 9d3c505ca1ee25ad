/**
 * The completion wizard's steps, in a module of their own: they load with the wizard, not with the
 * first script's gender labels (profile-options.ts).
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
