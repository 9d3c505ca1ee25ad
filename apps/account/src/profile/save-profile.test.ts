import { describe, expect, it } from 'vitest';
import { apiProfile, signInUser, testConfig } from '../testing/fakes.tsx';
import { toMemberProfile } from '../member/member-profile.ts';
import { emailValidationUrl } from '../provider-urls.ts';
import { applySavedPatch, plainEmailValidationPolicy } from './save-profile.ts';

const profile = toMemberProfile(apiProfile(), signInUser());

describe('applySavedPatch', () => {
  it('keeps isEmailVerified when the email did not change', () => {
    expect(applySavedPatch(profile, { firstName: 'Léa' })).toMatchObject({
      firstName: 'Léa',
      isEmailVerified: true,
    });
  });

  it('drops isEmailVerified when the email changed', () => {
    expect(applySavedPatch(profile, { email: 'autre@exemple.ca' })).toMatchObject({
      email: 'autre@exemple.ca',
      isEmailVerified: false,
    });
  });

  it('keeps the profile’s birthDate when the patch has no month or year', () => {
    expect(profile.birthDate).toBe('1985-03');
    expect(applySavedPatch(profile, { firstName: 'Léa' }).birthDate).toBe('1985-03');
  });

  it('keeps birthDate in step with the month and year', () => {
    expect(applySavedPatch(profile, { birthYear: 1990 }).birthDate).toBe('1990-03');
    expect(applySavedPatch(profile, { birthMonth: 7 }).birthDate).toBe('1985-07');
    expect(applySavedPatch(profile, { birthDate: '1991-11' })).toMatchObject({
      birthYear: 1991,
      birthMonth: 11,
      birthDate: '1991-11',
    });
  });
});

describe('plainEmailValidationPolicy', () => {
  it('gives every save of a deployment the provider’s plain email-validation address', () => {
    const config = testConfig;
    expect(plainEmailValidationPolicy(config)).toBe(emailValidationUrl(config));
    expect(plainEmailValidationPolicy(config)).toBe(plainEmailValidationPolicy(config));
    const other = { ...config, accountOrigin: 'https://compte.exemple.ca' };
    expect(plainEmailValidationPolicy(other)).toBe(emailValidationUrl(other));
    expect(plainEmailValidationPolicy(other)).not.toBe(plainEmailValidationPolicy(config));
  });
});
