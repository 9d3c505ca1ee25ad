import type { ProfilePatch } from '../api/types.ts';
import type { MemberProfile } from '../member/member-profile.ts';
import type { ProfileFormValues } from './profile-schema.ts';

// In a module of its own: the form's first render needs it, the patch only a save (on demand).
export { formValuesFromProfile } from './form-values.ts';

export interface PatchSource extends Partial<ProfileFormValues> {
  /** Year-month text, as the completion wizard may send it. */
  birthDate?: string;
}

/**
 * Only changed fields are sent (SPEC.md §5): an unchanged email (whatever its case) is removed, and
 * birthDate goes only when birthYear is absent from the payload. `values` are the profile schema's
 * output (`profile-schema.ts`), normalised there: they are compared as they are.
 */
export function buildProfilePatch(profile: MemberProfile, values: PatchSource): ProfilePatch {
  const patch: ProfilePatch = {};
  const { firstName, lastName, email, postalCode } = values;
  if (firstName !== undefined && firstName !== profile.firstName) patch.firstName = firstName;
  if (lastName !== undefined && lastName !== profile.lastName) patch.lastName = lastName;
  if (email !== undefined && email.toLowerCase() !== profile.email.toLowerCase()) patch.email = email;
  if (postalCode !== undefined && postalCode !== profile.postalCode) patch.postalCode = postalCode;
  if (values.birthMonth) {
    const birthMonth = Number(values.birthMonth);
    if (birthMonth !== profile.birthMonth) patch.birthMonth = birthMonth;
  }
  if (values.birthYear) {
    const birthYear = Number(values.birthYear);
    if (birthYear !== profile.birthYear) patch.birthYear = birthYear;
  }
  if (values.gender) {
    const gender = Number(values.gender);
    if (gender !== profile.gender) patch.gender = gender;
  }
  if (
    values.birthDate !== undefined &&
    patch.birthYear === undefined &&
    values.birthDate !== profile.birthDate
  ) {
    patch.birthDate = values.birthDate;
  }
  return patch;
}

export function isEmptyPatch(patch: ProfilePatch): boolean {
  return Object.keys(patch).length === 0;
}
