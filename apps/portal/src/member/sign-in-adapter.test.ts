import { describe, expect, it, vi } from 'vitest';
import { IdentityError, type IdentityUser } from '@portail/identity';
import { createPageLeaving } from '@portail/ui';
import { lazySignInWrapper, memberSignInClient, type SignInWrapper } from './sign-in-adapter.ts';
import { latestAccessToken } from './access-token.ts';
import { localRuntimeConfig } from '@portail/contracts/local-defaults';
import { portalWrapperOptions } from './browser-sign-in.ts';

const user: IdentityUser = {
  rcId: 'rc-1',
  firstName: 'Geneviève',
  lastName: 'Tremblay',
  name: 'Geneviève Tremblay',
  isEmailVerified: true,
  email: 'complet@exemple.ca',
  identityProviderUserId: 'oid-1',
  token: 'access-1',
  lrToken: undefined,
  connected: true,
};

function fakeWrapper(callback: Awaited<ReturnType<SignInWrapper['handleCallback']>> = null) {
  return {
    init: vi.fn(async () => user),
    handleCallback: vi.fn(async () => callback),
    getUser: vi.fn(async () => user),
    login: vi.fn(async () => undefined),
    signup: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    onChange: vi.fn((_listener: (change: 'signed-in' | 'signed-out') => void) => () => undefined),
  } satisfies SignInWrapper;
}

const answer = 'http://localhost:8080/callback#id_token=x&state=s';

function at(pathname: string, search = '', hash = '') {
  return { origin: 'http://localhost:8080', pathname, search, hash };
}

describe('the sign-in client of the portal', () => {
  it('off the callback page only initialises the wrapper and reports no callback', async () => {
    const wrapper = fakeWrapper();
    const client = memberSignInClient({ accessToken: latestAccessToken(), wrapper, location: at('/info') });
    await expect(client.handleCallback()).resolves.toBeNull();
    expect(wrapper.init).toHaveBeenCalledTimes(1);
    expect(wrapper.handleCallback).not.toHaveBeenCalled();
  });

  it('on /callback reads the answer and goes back to the page stored before sign-in', async () => {
    const wrapper = fakeWrapper({ ok: true, state: { redirect: '/ohdio?x=1' }, authenticationType: 1 });
    const client = memberSignInClient({
      accessToken: latestAccessToken(),
      wrapper,
      location: at('/callback'),
      answer,
    });
    await expect(client.handleCallback()).resolves.toEqual({ redirect: '/ohdio?x=1' });
    expect(wrapper.handleCallback).toHaveBeenCalledWith(answer);
  });

  it('goes home from /callback without asking the wrapper when the page loaded with no answer', async () => {
    const wrapper = fakeWrapper({ ok: true, state: { redirect: '/ohdio' }, authenticationType: 1 });
    const client = memberSignInClient({
      accessToken: latestAccessToken(),
      wrapper,
      location: at('/callback'),
      answer: null,
    });
    await expect(client.handleCallback()).resolves.toEqual({ redirect: '/' });
    expect(wrapper.handleCallback).not.toHaveBeenCalled();
    expect(wrapper.init).toHaveBeenCalledTimes(1);
  });

  it('goes home from /callback when the answer carries no page, or there is no answer', async () => {
    for (const result of [{ ok: true as const, state: undefined, authenticationType: 1 as const }, null]) {
      const client = memberSignInClient({
        accessToken: latestAccessToken(),
        wrapper: fakeWrapper(result),
        location: at('/callback'),
        answer,
      });
      await expect(client.handleCallback()).resolves.toEqual({ redirect: '/' });
    }
  });

  it('reports a failed callback and still returns to the stored page', async () => {
    const error = new IdentityError('invalid_state', 'Invalid state');
    const onCallbackError = vi.fn();
    const wrapper = fakeWrapper({ ok: false, error, state: { redirect: '/tele' } });
    const client = memberSignInClient({
      accessToken: latestAccessToken(),
      wrapper,
      location: at('/callback'),
      answer,
      onCallbackError,
    });
    await expect(client.handleCallback()).resolves.toEqual({ redirect: '/tele' });
    expect(onCallbackError).toHaveBeenCalledWith(error);
  });

  it('does not navigate while the wrapper sends the page back to the provider (AADB2C90088)', async () => {
    const wrapper = fakeWrapper({ ok: false, retrying: true, state: { redirect: '/info' } });
    const client = memberSignInClient({
      accessToken: latestAccessToken(),
      wrapper,
      location: at('/callback'),
      answer,
    });
    await expect(client.handleCallback()).resolves.toBeNull();
  });

  it('signs in and up from the current page, query and hash included, never from /callback', async () => {
    const wrapper = fakeWrapper();
    await memberSignInClient({
      accessToken: latestAccessToken(),
      wrapper,
      location: at('/info', '?a=1', '#top'),
    }).login();
    await memberSignInClient({ accessToken: latestAccessToken(), wrapper, location: at('/arts') }).signUp();
    await memberSignInClient({
      accessToken: latestAccessToken(),
      wrapper,
      location: at('/callback'),
      answer,
    }).login();
    expect(wrapper.login.mock.calls).toEqual([[{ redirect: '/info?a=1#top' }], [{ redirect: '/' }]]);
    expect(wrapper.signup).toHaveBeenCalledWith({ redirect: '/arts' });
  });

  it('counts the page as being left from each redirect to the provider on, unless it could not start', async () => {
    const win = new EventTarget();
    const back = () => win.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    const page = createPageLeaving(win);
    const wrapper = fakeWrapper();
    const client = memberSignInClient({ accessToken: latestAccessToken(), wrapper, location: at('/'), page });
    for (const redirect of [client.login, client.signUp, client.signOut]) {
      expect(page.leaving()).toBe(false);
      await redirect();
      expect(page.leaving()).toBe(true);
      back();
    }
    wrapper.login.mockRejectedValueOnce(new Error('fournisseur injoignable'));
    await expect(client.login()).rejects.toThrow('fournisseur injoignable');
    expect(page.leaving()).toBe(false);
  });

  it('sends the token of the member read at start, then each one the wrapper hands over, and none after a sign-out', async () => {
    const wrapper = fakeWrapper();
    let tell: (change: 'signed-in' | 'signed-out') => void = () => undefined;
    wrapper.onChange.mockImplementation((listener) => {
      tell = listener;
      return () => undefined;
    });
    const accessToken = latestAccessToken();
    const client = memberSignInClient({ wrapper, location: at('/info'), accessToken });
    const config = localRuntimeConfig({ ports: { portal: 8080, account: 8081, idp: 8082, api: 8083 } });
    const options = portalWrapperOptions(config, false, accessToken);
    expect(client.getAccessToken()).toBeNull();
    await expect(client.getUser()).resolves.toBe(user);
    expect(client.getAccessToken()).toBe('access-1');
    // A renewal (here or in another tab): the wrapper's onAccessToken hands the new token over.
    options.onAccessToken?.('access-2');
    expect(client.getAccessToken()).toBe('access-2');
    const changes = vi.fn();
    client.onChange?.(changes);
    tell('signed-out');
    expect(changes).toHaveBeenCalledWith('signed-out');
    expect(client.getAccessToken()).toBeNull();
    options.onAccessToken?.('access-3');
    await client.signOut();
    expect(wrapper.logout).toHaveBeenCalledWith('http://localhost:8080/');
    expect(client.getAccessToken()).toBeNull();
  });

  it('loads packages/identity once, on first use', async () => {
    const real = fakeWrapper({ ok: true, state: { redirect: '/arts' }, authenticationType: 1 });
    const load = vi.fn(async () => real);
    const lazy = lazySignInWrapper(load);
    expect(load).not.toHaveBeenCalled();

    const client = memberSignInClient({
      wrapper: lazy,
      location: at('/callback'),
      answer,
      accessToken: latestAccessToken(),
    });
    expect(client.getAccessToken()).toBeNull();
    await expect(client.handleCallback()).resolves.toEqual({ redirect: '/arts' });
    await expect(client.getUser()).resolves.toBe(user);
    await client.login();
    expect(load).toHaveBeenCalledTimes(1);
    expect(real.login).toHaveBeenCalledWith({ redirect: '/' });
    expect(client.getAccessToken()).toBe('access-1');
  });

  it('passes the token changes of every tab on, once packages/identity is loaded, until stopped', async () => {
    const real = fakeWrapper();
    const lazy = lazySignInWrapper(async () => real);
    const listener = vi.fn();
    const stop = memberSignInClient({
      accessToken: latestAccessToken(),
      wrapper: lazy,
      location: at('/info'),
    }).onChange?.(listener);
    await vi.waitFor(() => expect(real.onChange).toHaveBeenCalled());
    real.onChange.mock.calls[0]?.[0]('signed-in');
    expect(listener).toHaveBeenCalledWith('signed-in');
    const unsubscribe = vi.fn();
    const second = fakeWrapper();
    second.onChange.mockReturnValue(unsubscribe);
    const stopSecond = memberSignInClient({
      accessToken: latestAccessToken(),
      wrapper: lazySignInWrapper(async () => second),
      location: at('/info'),
    }).onChange?.(listener);
    await vi.waitFor(() => expect(second.onChange).toHaveBeenCalled());
    stopSecond?.();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    stop?.();
  });

  it('loads packages/identity again at the next use when its load failed (offline, a redeploy)', async () => {
    const real = fakeWrapper();
    const load = vi
      .fn<() => Promise<SignInWrapper>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(real);
    const client = memberSignInClient({
      wrapper: lazySignInWrapper(load),
      location: at('/info'),
      accessToken: latestAccessToken(),
    });
    await expect(client.login()).rejects.toThrow('dynamically imported module');
    await client.login();
    expect(load).toHaveBeenCalledTimes(2);
    expect(real.login).toHaveBeenCalledWith({ redirect: '/info' });
  });

  it('follows sign-ins and sign-outs of other tabs once packages/identity loads, even when its first load failed', async () => {
    const real = fakeWrapper();
    const load = vi
      .fn<() => Promise<SignInWrapper>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(real);
    const lazy = lazySignInWrapper(load);
    const listener = vi.fn();
    lazy.onChange?.(listener);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await lazy.getUser();
    await vi.waitFor(() => expect(real.onChange).toHaveBeenCalledTimes(1));
    real.onChange.mock.calls[0]?.[0]('signed-in');
    expect(listener).toHaveBeenCalledWith('signed-in');
  });

  it('tells the page each time the tokens read are a member’s, never for a visitor', async () => {
    const onSignedIn = vi.fn();
    const accessToken = latestAccessToken();
    const member = memberSignInClient({
      wrapper: fakeWrapper(),
      location: at('/info'),
      accessToken,
      onSignedIn,
    });
    await member.getUser();
    await member.getUser();
    expect(onSignedIn).toHaveBeenCalledTimes(2);
    const visitorWrapper = { ...fakeWrapper(), getUser: vi.fn(async () => null) };
    const visitor = memberSignInClient({
      wrapper: visitorWrapper,
      location: at('/info'),
      accessToken,
      onSignedIn,
    });
    await visitor.getUser();
    expect(onSignedIn).toHaveBeenCalledTimes(2);
  });
});
