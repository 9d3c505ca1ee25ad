import type { MemberProfile } from '../member/member-profile.ts';
import type { ProfileFormValues } from './profile-schema.ts';

/** The form's starting values from the member profile. */
export function formValuesFromProfile(profile: MemberProfile): ProfileFormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    postalCode: profile.postalCode,
    birthMonth: profile.birthMonth === null ? '' : String(profile.birthMonth),
    birthYear: profile.birthYear === null ? '' : String(profile.birthYear),
    gender: profile.gender === null ? '' : String(profile.gender),
  };
}
