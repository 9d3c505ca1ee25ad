/**
 * What a member's profile lacks, said under its field before anything is typed (SPEC.md §5: the
 * « missing » message of the postal code, the birth date and the gender). In a module of its own:
 * Mon compte's profile fields show them at their first render, while the other field messages
 * (field-messages.ts) are needed only once the rules run or the server answers, and load then.
 */
export const profileLackMessages = {
  postalCodeMissing: 'Le code postal est manquant.',
  birthDateMissing: 'La date de naissance est manquante.',
  genderMissing: 'Le genre est manquant.',
} as const;
