import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { toMemberProfile } from '../member/member-profile.ts';
import { apiProfile, signInUser, testNow } from '../testing/fakes.tsx';
import { buildProfilePatch, formValuesFromProfile, isEmptyPatch } from './profile-patch.ts';
import { createProfileSchema, type ProfileFormValues } from './profile-schema.ts';

const profile = toMemberProfile(apiProfile(), signInUser());
const unchanged = formValuesFromProfile(profile);

/** What the form hands to the patch: the values as typed, through the profile schema. */
const checked = (values: ProfileFormValues) => v.parse(createProfileSchema(testNow), values);

describe('buildProfilePatch', () => {
  it('sends nothing when nothing changed', () => {
    expect(isEmptyPatch(buildProfilePatch(profile, unchanged))).toBe(true);
  });

  it('sends only the changed fields, typed for the API', () => {
    expect(
      buildProfilePatch(
        profile,
        checked({ ...unchanged, firstName: 'Camila', postalCode: 'k1a0b1', birthYear: '1986', gender: '4' }),
      ),
    ).toEqual({ firstName: 'Camila', postalCode: 'K1A 0B1', birthYear: 1986, gender: 4 });
  });

  it('removes an unchanged email, whatever its case or spaces', () => {
    expect(buildProfilePatch(profile, checked({ ...unchanged, email: ' Complet@Exemple.ca ' }))).toEqual({});
  });

  it('sends a changed email', () => {
    expect(buildProfilePatch(profile, { ...unchanged, email: 'nouveau@exemple.ca' })).toEqual({
      email: 'nouveau@exemple.ca',
    });
  });

  it('sends birthDate only when birthYear is absent from the payload', () => {
    expect(buildProfilePatch(profile, { birthDate: '1990-04' })).toEqual({ birthDate: '1990-04' });
    expect(buildProfilePatch(profile, { birthDate: '1990-04', birthYear: '1990', birthMonth: '4' })).toEqual({
      birthYear: 1990,
      birthMonth: 4,
    });
  });

  it('does not count a postal code written differently as a change', () => {
    expect(buildProfilePatch(profile, checked({ ...unchanged, postalCode: 'h2x1y4' }))).toEqual({});
  });
});
