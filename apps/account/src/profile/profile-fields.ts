import type { ProfileFormValues } from './profile-schema.ts';

export type ProfileField = keyof ProfileFormValues;

/** Every field of the profile form, in its order (no rules here: the first screen reads this). */
export const profileFields: readonly ProfileField[] = [
  'firstName',
  'lastName',
  'email',
  'postalCode',
  'birthMonth',
  'birthYear',
  'gender',
];
