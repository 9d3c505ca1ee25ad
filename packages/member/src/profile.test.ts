import { describe, expect, it } from 'vitest';
import { ApiError } from '@portail/http/api-client';
import { parseMemberProfile } from './profile.ts';
import { API, completeProfile } from './test-support.ts';

describe('reading the member profile', () => {
  it('maps every profile field of the spec, the picture made an address on the API', () => {
    expect(parseMemberProfile(completeProfile, API)).toEqual({
      ...completeProfile,
      picture: 'http://api.test/avatars/rc-123.png',
    });
  });

  it('reads the region ids that the save sends as strings', () => {
    const profile = parseMemberProfile({ productsRegions: { info: '8', tele: '24', oHdio: 'x' } }, API);
    expect(profile.productsRegions).toEqual({ info: 8, tele: 24 });
  });

  it('reads the missing fields of an incomplete profile as null', () => {
    const profile = parseMemberProfile(
      { email: 'incomplet@exemple.ca', firstName: 'Luc', lastName: 'Roy' },
      API,
    );
    expect(profile).toMatchObject({
      birthMonth: null,
      birthYear: null,
      gender: null,
      postalCode: null,
      picture: null,
    });
    expect(profile.productsRegions).toEqual({});
  });

  it.each([
    ['gender', 3, 'gender', null],
    ['gender', 0, 'gender', 0],
    ['gender', 4, 'gender', 4],
    ['birthMonth', 13, 'birthMonth', null],
    ['birthYear', 3000, 'birthYear', null],
    ['email', 42, 'email', null],
    ['banLevel', 'login', 'banLevel', 'login'],
    ['subscriptionsStatus', { hasActiveSubscription: 'yes' }, 'subscriptionsStatus', null],
    ['picture', 'javascript:alert(1)', 'picture', null],
    ['picture', 'https://cdn.test/a.jpg', 'picture', 'https://cdn.test/a.jpg'],
    ['viafouraId', 77, 'viafouraId', '77'],
  ] as const)('reads %s = %j as %s %j', (field, value, key, expected) => {
    expect(parseMemberProfile({ [field]: value }, API)[key]).toEqual(expected);
  });

  it.each([null, 'profile', [completeProfile]])('refuses a body that is not an object: %j', (body) => {
    expect(() => parseMemberProfile(body, API)).toThrow(ApiError);
  });
});
