import { describe, expect, it } from 'vitest';
import { followProfileChange } from './follow-profile.ts';
import type { ProfileFormValues } from './profile-schema.ts';

const before: ProfileFormValues = {
  firstName: 'Camille',
  lastName: 'Essai',
  email: 'camille@exemple.ca',
  postalCode: 'H3B 4W5',
  birthMonth: '3',
  birthYear: '1990',
  gender: '',
};

describe('the profile form after a change made in another tab', () => {
  it('shows the new value in a field the member has not edited', () => {
    expect(followProfileChange(before, { ...before, firstName: 'Rosalie' }, before)).toEqual({
      ...before,
      firstName: 'Rosalie',
    });
  });

  it('keeps what the member typed in a field they edited', () => {
    const typing = { ...before, firstName: 'Rosa', postalCode: 'G1R 4P5' };
    expect(
      followProfileChange(before, { ...before, firstName: 'Rosalie', lastName: 'Neuve' }, typing),
    ).toEqual({
      ...typing,
      lastName: 'Neuve',
    });
  });

  it('changes nothing when no untouched field differs', () => {
    const typing = { ...before, firstName: 'Rosa' };
    expect(followProfileChange(before, { ...before, firstName: 'Rosalie' }, typing)).toBeNull();
    expect(followProfileChange(before, before, before)).toBeNull();
  });
});
