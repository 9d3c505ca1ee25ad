import { describe, expect, it } from 'vitest';
import {
  anonymousUser,
  initialMemberState,
  memberReducer,
  shouldSignOutAfter,
  type MemberState,
} from './member-store.ts';
import { parseMemberProfile } from './profile.ts';
import { API, completeProfile } from './test-support.ts';

const profile = parseMemberProfile(completeProfile, API);
const user = {
  connected: true,
  isEmailVerified: true,
  name: 'Marie Tremblay',
  rcId: 'rc-123',
  token: 't',
  uie: 'u',
};
const authenticating = memberReducer(initialMemberState, { type: 'member/authenticationStarted' });
const connected = memberReducer(authenticating, {
  type: 'member/loginSucceeded',
  payload: { user, profile },
});

describe('the account state', () => {
  it('starts not connected with an anonymous user', () => {
    expect(initialMemberState).toEqual({
      phase: 'notConnected',
      user: anonymousUser,
      profile: null,
      failure: null,
    });
    expect(anonymousUser.connected).toBe(false);
  });

  it('goes from authenticating to connected with the user and the profile', () => {
    expect(authenticating.phase).toBe('authenticating');
    expect(connected).toEqual({ phase: 'connected', user, profile, failure: null });
  });

  it('goes from authenticating back to not connected on failure, remembering why', () => {
    const failed = memberReducer(authenticating, {
      type: 'member/loginFailed',
      payload: { reason: 'noUser' },
    });
    expect(failed).toEqual({ ...initialMemberState, failure: { reason: 'noUser' } });
  });

  it('ignores a result that arrives when no authentication is under way', () => {
    const late = memberReducer(initialMemberState, {
      type: 'member/loginSucceeded',
      payload: { user, profile },
    });
    expect(late).toBe(initialMemberState);
    expect(memberReducer(connected, { type: 'member/loginFailed', payload: { reason: 'noUser' } })).toBe(
      connected,
    );
  });

  it('signs out through signingOut and forgets the member but not the failure', () => {
    const signingOut = memberReducer(connected, { type: 'member/signOutStarted' });
    expect(signingOut.phase).toBe('signingOut');
    expect(memberReducer(signingOut, { type: 'member/authenticationStarted' })).toBe(signingOut);
    const banned: MemberState = { ...signingOut, failure: { reason: 'banned' } };
    expect(memberReducer(banned, { type: 'member/signedOut' })).toEqual({
      ...initialMemberState,
      failure: { reason: 'banned' },
    });
  });

  it.each([
    [{ reason: 'banned' as const }, true],
    [{ reason: 'profileUnavailable' as const, status: 401 }, true],
    [{ reason: 'profileUnavailable' as const, status: 500 }, false],
    [{ reason: 'profileUnavailable' as const }, false],
    [{ reason: 'noUser' as const }, false],
  ])('after the failure %j, signs out: %s', (failure, expected) => {
    expect(shouldSignOutAfter(failure)).toBe(expected);
  });
});

describe('a profile read again', () => {
  const refreshed = { ...profile, firstName: 'Rosalie' };

  it('replaces the profile and the name shown for the member on screen', () => {
    const next = memberReducer(connected, {
      type: 'member/profileRefreshed',
      payload: { rcId: 'rc-123', profile: refreshed },
    });
    expect(next.profile).toBe(refreshed);
    expect(next.user.name).toBe(`Rosalie ${profile.lastName}`);
    expect(next.user.token).toBe('t');
  });

  it('is dropped for another member or once signed out', () => {
    const action = {
      type: 'member/profileRefreshed',
      payload: { rcId: 'rc-999', profile: refreshed },
    } as const;
    expect(memberReducer(connected, action)).toBe(connected);
    expect(
      memberReducer(initialMemberState, { ...action, payload: { rcId: null, profile: refreshed } }),
    ).toBe(initialMemberState);
  });
});
