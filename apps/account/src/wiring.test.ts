import { describe, expect, it, vi } from 'vitest';
import type { IdentityUser, IdentityWrapper } from '@portail/identity';
import { createPageLeaving } from '@portail/ui';
import { testConfig } from './testing/fakes.tsx';
import { createAccountSignIn } from './wiring.ts';

function identityUser(overrides: Partial<IdentityUser> = {}): IdentityUser {
  return {
    rcId: 'rc-1',
    firstName: 'Camille',
    lastName: 'Tremblay',
    name: 'Camille Tremblay',
    isEmailVerified: true,
    email: 'complet@exemple.ca',
    identityProviderUserId: 'sub-1',
    token: 'access-1',
    lrToken: undefined,
    connected: true,
    ...overrides,
  };
}

function fakeWrapper(overrides: Partial<Record<keyof IdentityWrapper, unknown>> = {}) {
  return {
    getUser: vi.fn(async () => identityUser()),
    login: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    handleCallback: vi.fn(async () => null),
    onChange: vi.fn(() => () => undefined),
    client: { on: vi.fn(() => () => undefined) },
    ...overrides,
  } as unknown as IdentityWrapper;
}

function fakeWindow(href: string, { child = false } = {}) {
  const url = new URL(href);
  const win = {
    location: { pathname: url.pathname, origin: url.origin, href },
    history: { replaceState: vi.fn() },
    opener: null,
  } as unknown as Window & { parent: unknown };
  (win as { parent: unknown }).parent = child ? {} : win;
  return win;
}

describe('createAccountSignIn', () => {
  it('tells the wrapper of every page change, when a Safari renewal may leave by redirect', () => {
    const renewDeferredAtPageChange = vi.fn();
    const signIn = createAccountSignIn(testConfig, fakeWrapper({ renewDeferredAtPageChange }));
    signIn.pageChanged();
    signIn.pageChanged();
    expect(renewDeferredAtPageChange).toHaveBeenCalledTimes(2);
  });

  it('gives Mon compte the signed-in user with the access token, and null when signed out', async () => {
    const wrapper = fakeWrapper({ getUser: vi.fn(async () => identityUser({ employeeId: 'E-7' })) });
    const { session } = createAccountSignIn(testConfig, wrapper);
    await expect(session.getUser()).resolves.toMatchObject({
      rcId: 'rc-1',
      email: 'complet@exemple.ca',
      token: 'access-1',
      employeeId: 'E-7',
      connected: true,
    });
    await expect(session.getAccessToken()).resolves.toBe('access-1');
    await expect(
      session.getAccessToken({ rcId: 'rc-1', identityProviderUserId: 'sub-1' }),
      'the member on screen',
    ).resolves.toBe('access-1');
    await expect(
      session.getAccessToken({ rcId: 'rc-2', identityProviderUserId: 'sub-2' }),
      'another member on screen',
    ).resolves.toBeNull();

    const signedOut = createAccountSignIn(testConfig, fakeWrapper({ getUser: vi.fn(async () => null) }));
    await expect(signedOut.session.getUser()).resolves.toBeNull();
    await expect(signedOut.session.getAccessToken()).resolves.toBeNull();
  });

  it('reads the member of the stored tokens once per change of the tokens, not at every request', async () => {
    let tokensChanged: (change: 'signed-in' | 'signed-out') => void = () => undefined;
    const getUser = vi.fn(async (): Promise<IdentityUser | null> => identityUser());
    const wrapper = fakeWrapper({
      getUser,
      onChange: vi.fn((listener: typeof tokensChanged) => {
        tokensChanged = listener;
        return () => undefined;
      }),
    });
    const { session } = createAccountSignIn(testConfig, wrapper);
    const onScreen = { rcId: 'rc-1', identityProviderUserId: 'sub-1' };
    for (let request = 0; request < 3; request += 1) {
      await expect(session.getAccessToken(onScreen)).resolves.toBe('access-1');
    }
    expect(getUser).toHaveBeenCalledTimes(1);

    // A renewal brought another member's tokens (here or in another tab): the next request reads them.
    getUser.mockResolvedValue(
      identityUser({ rcId: 'rc-2', identityProviderUserId: 'sub-2', token: 'access-2' }),
    );
    tokensChanged('signed-in');
    await expect(session.getAccessToken(onScreen)).resolves.toBeNull();
    await expect(session.getUser()).resolves.toMatchObject({ rcId: 'rc-2', token: 'access-2' });
    expect(getUser).toHaveBeenCalledTimes(2);

    getUser.mockResolvedValue(null);
    tokensChanged('signed-out');
    await expect(session.getAccessToken()).resolves.toBeNull();
  });

  it('signs in back to the given address and signs out back to Mon compte', () => {
    const wrapper = fakeWrapper();
    const { session } = createAccountSignIn(testConfig, wrapper);
    session.login('http://localhost:8081/avatar');
    session.logout();
    expect(wrapper.login).toHaveBeenCalledWith({ redirect: 'http://localhost:8081/avatar' });
    expect(wrapper.logout).toHaveBeenCalledWith('http://localhost:8081/');
  });

  it('counts the page as being left from the sign-in’s or sign-out’s call on, so that a chunk the browser then cancels reloads nothing', async () => {
    const win = new EventTarget();
    const back = () => win.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    const page = createPageLeaving(win);
    const wrapper = fakeWrapper({ logout: vi.fn(() => new Promise<void>(() => undefined)) });
    const { session } = createAccountSignIn(testConfig, wrapper, page);
    expect(page.leaving()).toBe(false);
    session.logout();
    expect(page.leaving()).toBe(true);
    back();
    session.login('http://localhost:8081/');
    await Promise.resolve();
    expect(page.leaving()).toBe(true);
    back();
    expect(page.leaving()).toBe(false);
  });

  it('tells the caller when the provider’s page could not open (its code did not load), the page no longer counted as being left', async () => {
    const page = createPageLeaving(new EventTarget());
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const login = vi.fn().mockRejectedValueOnce(failure).mockResolvedValue(undefined);
    const { session } = createAccountSignIn(testConfig, fakeWrapper({ login }), page);
    await expect(session.login('http://localhost:8081/')).rejects.toBe(failure);
    expect(page.leaving()).toBe(false);
    await expect(session.login('http://localhost:8081/')).resolves.toBeUndefined();
    expect(page.leaving()).toBe(true);
  });

  it('leaves any other address alone', async () => {
    const wrapper = fakeWrapper();
    const win = fakeWindow('http://localhost:8081/avatar');
    await expect(createAccountSignIn(testConfig, wrapper).handleReturn(win)).resolves.toEqual({
      kind: 'ready',
    });
    expect(wrapper.handleCallback).not.toHaveBeenCalled();
  });

  it('does not touch the callback address inside the renewal iframe, whose opener reads it', async () => {
    const wrapper = fakeWrapper();
    const win = fakeWindow('http://localhost:8081/callback#id_token=x', { child: true });
    await expect(createAccountSignIn(testConfig, wrapper).handleReturn(win)).resolves.toEqual({
      kind: 'renewal-window',
    });
    expect(wrapper.handleCallback).not.toHaveBeenCalled();
    expect(win.history.replaceState).not.toHaveBeenCalled();
  });

  it('returns a signed-in member to the page they asked for, on this origin only', async () => {
    const wrapper = fakeWrapper({
      handleCallback: vi.fn(async () => ({
        ok: true,
        state: { redirect: 'http://localhost:8081/avatar' },
        authenticationType: 1,
      })),
    });
    const win = fakeWindow('http://localhost:8081/callback');
    const answer = 'http://localhost:8081/callback#state=s';
    await expect(createAccountSignIn(testConfig, wrapper).handleReturn(win, answer)).resolves.toEqual({
      kind: 'ready',
    });
    expect(win.history.replaceState).toHaveBeenCalledWith(null, '', '/avatar');
    expect(wrapper.handleCallback).toHaveBeenCalledWith(answer);
  });

  it.each([
    ['this origin then a protocol-relative path', 'http://localhost:8081//evil.example/x'],
    ['a protocol-relative address', '//evil.example/x'],
    ['a backslash path', '/\\evil.example/x'],
  ])('sends the member home when the state names %s', async (_case, redirect) => {
    const wrapper = fakeWrapper({
      handleCallback: vi.fn(async () => ({ ok: true, state: { redirect }, authenticationType: 1 })),
    });
    const win = fakeWindow('http://localhost:8081/callback');
    await createAccountSignIn(testConfig, wrapper).handleReturn(win, `${win.location.href}#state=s`);
    expect(win.history.replaceState).toHaveBeenCalledWith(null, '', '/');
  });

  it('goes home from the callback page without an answer, asking the sign-in client nothing', async () => {
    const wrapper = fakeWrapper();
    const win = fakeWindow('http://localhost:8081/callback');
    await expect(createAccountSignIn(testConfig, wrapper).handleReturn(win, null)).resolves.toEqual({
      kind: 'ready',
    });
    expect(wrapper.handleCallback).not.toHaveBeenCalled();
    expect(win.history.replaceState).toHaveBeenCalledWith(null, '', '/');
  });

  it('reports a refused sign-in as failed instead of starting another one', async () => {
    const wrapper = fakeWrapper({
      handleCallback: vi.fn(async () => ({
        ok: false,
        error: new Error('access_denied'),
        state: { redirect: '/' },
      })),
    });
    const win = fakeWindow('http://localhost:8081/callback');
    const answer = 'http://localhost:8081/callback#error=access_denied&state=s';
    await expect(createAccountSignIn(testConfig, wrapper).handleReturn(win, answer)).resolves.toEqual({
      kind: 'failed',
    });
    expect(win.history.replaceState).toHaveBeenCalledWith(null, '', '/');
  });

  it('lets the page leave when the provider asked for a retry with the expected policy', async () => {
    const wrapper = fakeWrapper({
      handleCallback: vi.fn(async () => ({ ok: false, retrying: true, state: undefined })),
    });
    const win = fakeWindow('http://localhost:8081/callback');
    const answer = 'http://localhost:8081/callback#error=server_error&state=s';
    await expect(createAccountSignIn(testConfig, wrapper).handleReturn(win, answer)).resolves.toEqual({
      kind: 'leaving',
    });
    expect(win.history.replaceState).not.toHaveBeenCalled();
  });
});
