// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemberStore } from '../member/member-store.ts';
import { apiError, apiProfile, fakeApi, fakeSession, signInUser } from '../testing/fakes.tsx';
import { reconnectLightbox } from './reconnect.ts';
import { LOGIN_REQUIRED_EVENT } from './session.ts';
import { startSession } from './start-session.ts';

afterEach(() => sessionStorage.clear());

function start(session = fakeSession(), api = fakeApi()) {
  const member = createMemberStore();
  const target = new EventTarget();
  const events = vi.fn();
  target.addEventListener(LOGIN_REQUIRED_EVENT, events);
  const done = startSession({ session, api, member, currentUrl: 'http://localhost:8081/avatar?x=1', target });
  return { member, session, api, events, done };
}

describe('startSession', () => {
  it('connects the member with the profile joined to the sign-in user', async () => {
    const { member, done } = start();
    await done;
    const state = member.getState();
    expect(state.status).toBe('connected');
    expect(state.status === 'connected' && state.profile).toMatchObject({
      rcId: 'rc-100',
      email: 'complet@exemple.ca',
      birthDate: '1985-03',
      hasSubscription: false,
      token: 'access-token',
    });
  });

  it('fires login-required then asks to sign in with the current URL when there is no user', async () => {
    const { member, session, events, done } = start(fakeSession(null));
    await done;
    expect(events).toHaveBeenCalledTimes(1);
    expect(session.login).toHaveBeenCalledWith('http://localhost:8081/avatar?x=1');
    expect(member.getState().status).toBe('loginRedirect');
  });

  it('says so when its login redirect cannot open the provider’s page (the sign-in code did not load)', async () => {
    const session = fakeSession(null);
    session.login.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    const { member, done } = start(session);
    await done;
    await vi.waitFor(() => expect(member.getState()).toEqual({ status: 'loginRedirect', failed: true }));
  });

  it.each([
    [
      '401',
      () => {
        const api = fakeApi();
        api.getProfile.mockRejectedValue(apiError(401));
        return api;
      },
      'unauthorized',
    ],
    ['banLevel login', () => fakeApi(apiProfile({ banLevel: 'login' })), 'banned'],
  ])('signs out without a login redirect on %s', async (_name, makeApi, reason) => {
    const { member, session, events, done } = start(fakeSession(), makeApi());
    await done;
    expect(member.getState()).toEqual({ status: 'signedOut', reason });
    expect(session.logout).toHaveBeenCalledTimes(1);
    expect(session.login).not.toHaveBeenCalled();
    expect(events).not.toHaveBeenCalled();
  });

  it('shows the signed-out screen once, without a login redirect, on the page its own logout returns to', async () => {
    const api = fakeApi();
    api.getProfile.mockRejectedValue(apiError(401));
    await start(fakeSession(), api).done;

    const back = start(fakeSession(null));
    await back.done;
    expect(back.member.getState()).toEqual({ status: 'signedOut', reason: 'unauthorized' });
    expect(back.session.login).not.toHaveBeenCalled();
    expect(back.events).not.toHaveBeenCalled();

    const later = start(fakeSession(null));
    await later.done;
    expect(later.session.login).toHaveBeenCalledTimes(1);
  });

  it('reports other failures as a load error', async () => {
    const api = fakeApi();
    api.getProfile.mockRejectedValue(apiError(500));
    const { member, session, done } = start(fakeSession(), api);
    await done;
    expect(member.getState().status).toBe('error');
    expect(session.logout).not.toHaveBeenCalled();
  });

  it('maps hasSubscription from subscriptionsStatus.hasActiveSubscription and staff fields from the user', async () => {
    const { member, done } = start(
      fakeSession(signInUser({ employeeId: 'E-1', ldapUsername: 'moi' })),
      fakeApi(apiProfile({ subscriptionsStatus: { hasActiveSubscription: true } })),
    );
    await done;
    const state = member.getState();
    expect(state.status === 'connected' && state.profile).toMatchObject({
      hasSubscription: true,
      employeeId: 'E-1',
      ldapUsername: 'moi',
    });
  });
});

describe('reconnectLightbox', () => {
  it.each([
    ['/', '?fromMobileApp=ios&uid_hint=rc-2', 'rc-1', 'RECONNECT'],
    ['/completion', '?fromMobileApp=android&uid_hint=rc-2', 'rc-1', 'RECONNECT_HARMONIZED'],
    ['/', '?fromMobileApp=ios&uid_hint=rc-1', 'rc-1', null],
    ['/', '?uid_hint=rc-2', 'rc-1', null],
    ['/', '?fromMobileApp=ios', 'rc-1', null],
    ['/', '?fromMobileApp=web&uid_hint=rc-2', 'rc-1', null],
  ])('%s%s with rcId %s → %s', (pathname, search, rcId, kind) => {
    expect(reconnectLightbox(pathname, search, rcId)).toBe(kind);
  });
});
