import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_TIMEOUT_MS } from '@portail/http/api-client';
import { createMemberSession } from './member-session.ts';
import type { MemberSignInClient, SignInChange } from './sign-in-client.ts';
import {
  API,
  apiClientOver,
  completeProfile,
  fakeClient,
  fakeFetch,
  marie,
  VISITOR_URL,
  type FakeApi,
} from './test-support.ts';

function setup(options: { client?: ReturnType<typeof fakeClient>; api?: FakeApi; href?: string } = {}) {
  const client = options.client ?? fakeClient();
  const fetch = fakeFetch(options.api);
  const navigate = vi.fn<(url: string) => void>();
  const onError = vi.fn();
  const session = createMemberSession({
    client,
    api: apiClientOver(fetch),
    navigate,
    currentHref: () => options.href ?? 'http://portal.test/callback',
    onError,
  });
  return { client, fetch, navigate, onError, session };
}

describe('the member session', () => {
  it('starts not connected', () => {
    expect(setup().session.store.getState().phase).toBe('notConnected');
  });

  it('connects a member: profile with the bearer token, visitor id, then connected', async () => {
    const { session, fetch } = setup();
    const phases: string[] = [];
    session.store.subscribe(() => phases.push(session.store.getState().phase));
    const state = await session.authenticate();
    expect(phases).toEqual(['authenticating', 'connected']);
    expect(state.user).toEqual({
      connected: true,
      isEmailVerified: true,
      name: 'Marie Tremblay',
      rcId: 'rc-123',
      token: 'access-token',
      uie: 'rcplus-42',
    });
    expect(state.profile?.productsRegions).toEqual(completeProfile.productsRegions);
    const profileCall = fetch.mock.calls.find(([url]) => String(url).endsWith('/id/v3/accounts/me'));
    expect(new Headers(profileCall?.[1]?.headers).get('authorization')).toBe('Bearer access-token');
  });

  it('leaves a visitor without a user anonymous, with no call and no sign-out', async () => {
    const { session, fetch, client } = setup({ client: fakeClient(null) });
    const state = await session.authenticate();
    expect(state.phase).toBe('notConnected');
    expect(state.failure).toEqual({ reason: 'noUser' });
    expect(fetch).not.toHaveBeenCalled();
    expect(client.signOut).not.toHaveBeenCalled();
  });

  it('treats a user without an access token as no user', async () => {
    const client = fakeClient(marie, {
      getAccessToken: vi.fn<MemberSignInClient['getAccessToken']>(() => null),
    });
    client.getUser.mockReturnValue({ ...marie, token: '' });
    const { session } = setup({ client });
    expect((await session.authenticate()).failure).toEqual({ reason: 'noUser' });
  });

  it('signs out a member whose banLevel is login', async () => {
    const { session, client } = setup({
      api: { profile: { status: 200, body: { ...completeProfile, banLevel: 'login' } } },
    });
    const state = await session.authenticate();
    expect(client.signOut).toHaveBeenCalledTimes(1);
    expect(state.phase).toBe('notConnected');
    expect(state.user.connected).toBe(false);
    expect(state.failure).toEqual({ reason: 'banned' });
  });

  it('signs out when the profile service refuses the token (401)', async () => {
    const { session, client } = setup({ api: { profile: { status: 401 } } });
    const state = await session.authenticate();
    expect(client.signOut).toHaveBeenCalledTimes(1);
    expect(state.failure).toEqual({ reason: 'profileUnavailable', status: 401 });
  });

  it('keeps the visitor anonymous without signing out on any other failure', async () => {
    const { session, client, onError } = setup({ api: { profile: { status: 503 } } });
    const state = await session.authenticate();
    expect(client.signOut).not.toHaveBeenCalled();
    expect(state.phase).toBe('notConnected');
    expect(state.failure).toEqual({ reason: 'profileUnavailable', status: 503 });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('ends a profile read that never answers after its three attempts, anonymous, not authenticating for good', async () => {
    vi.useFakeTimers();
    try {
      const answered = fakeFetch();
      const fetch = vi.fn<typeof globalThis.fetch>((input, init) =>
        String(input) === `${API}/id/v3/accounts/me`
          ? new Promise<Response>((_resolve, reject) =>
              init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
            )
          : answered(input, init),
      );
      const onError = vi.fn();
      const session = createMemberSession({
        client: fakeClient(),
        api: apiClientOver(fetch),
        navigate: vi.fn(),
        currentHref: () => 'http://portal.test/',
        onError,
      });
      const authenticating = session.authenticate();
      // three attempts of 15 s, and two backoffs of at most 300 and 600 ms
      await vi.advanceTimersByTimeAsync(3 * DEFAULT_TIMEOUT_MS + 900);
      const state = await authenticating;
      expect(state.phase).toBe('notConnected');
      expect(state.failure).toEqual({ reason: 'profileUnavailable' });
      expect(fetch.mock.calls.filter(([url]) => String(url) === `${API}/id/v3/accounts/me`)).toHaveLength(3);
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'API_TIMEOUT' }));
    } finally {
      vi.useRealTimers();
    }
  });

  it('connects the member even when the visitor id cannot be had, with no uie', async () => {
    const { session, onError } = setup({ api: { visitor: { status: 500 } } });
    const state = await session.authenticate();
    expect(state.phase).toBe('connected');
    expect(state.user.uie).toBeNull();
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('keeps only the latest of two overlapping authentications', async () => {
    const { session, client, fetch } = setup();
    const answers: ((response: Response) => void)[] = [];
    fetch.mockImplementation(async (input) =>
      String(input) === VISITOR_URL
        ? new Response('["rcplus-1"]')
        : new Promise<Response>((resolve) => answers.push(resolve)),
    );
    const first = session.authenticate();
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    client.getUser.mockReturnValue({ ...marie, name: 'Marie T.' });
    const second = session.authenticate();
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[0]?.(new Response(JSON.stringify(completeProfile)));
    await first;
    expect(session.store.getState().phase).toBe('authenticating');
    answers[1]?.(new Response(JSON.stringify(completeProfile)));
    await second;
    expect(session.store.getState().user.name).toBe('Marie T.');
  });

  it('on initialisation handles the callback, goes to the stored target, then authenticates', async () => {
    const client = fakeClient();
    client.handleCallback.mockResolvedValue({ redirect: '/ohdio?x=1' });
    const { session, navigate } = setup({ client });
    const state = await session.initialise();
    expect(navigate).toHaveBeenCalledWith('http://portal.test/ohdio?x=1');
    expect(state.phase).toBe('connected');
    expect(client.handleCallback.mock.invocationCallOrder[0]).toBeLessThan(
      client.getUser.mock.invocationCallOrder[0] ?? 0,
    );
  });

  it('initialises only once', async () => {
    const { session, client } = setup();
    await Promise.all([session.initialise(), session.initialise()]);
    expect(client.handleCallback).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another origin', 'https://evil.example/'],
    ['a script address', 'javascript:alert(1)'],
    ['the current address', 'http://portal.test/callback'],
    ['this origin followed by a protocol-relative path', 'http://portal.test//evil.example/x'],
    ['a protocol-relative address', '//evil.example/x'],
    ['a backslash path', '/\\evil.example/x'],
  ])('does not navigate to %s after the callback', async (_case, redirect) => {
    const client = fakeClient();
    client.handleCallback.mockResolvedValue({ redirect });
    const { session, navigate } = setup({ client });
    await session.initialise();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('still authenticates when the callback cannot be handled, and reports why', async () => {
    const failure = new Error('The received state is invalid');
    const client = fakeClient(marie, {
      handleCallback: vi.fn<MemberSignInClient['handleCallback']>().mockRejectedValue(failure),
    });
    const { session, onError } = setup({ client });
    expect((await session.initialise()).phase).toBe('connected');
    expect(onError).toHaveBeenCalledWith(failure);
  });

  it('signs out through the client and forgets the member even if the client fails', async () => {
    const client = fakeClient(marie, {
      signOut: vi
        .fn<MemberSignInClient['signOut']>()
        .mockRejectedValue(new Error('No redirect URI provided')),
    });
    const { session, onError } = setup({ client });
    await session.authenticate();
    await session.signOut();
    expect(session.store.getState().phase).toBe('notConnected');
    expect(session.store.getState().user.token).toBeNull();
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('hands sign-in and sign-up to the client', async () => {
    const { session, client } = setup();
    await session.signIn();
    await session.signUp();
    expect(client.login).toHaveBeenCalledTimes(1);
    expect(client.signUp).toHaveBeenCalledTimes(1);
  });

  it('names the member from the profile when the sign-in user has no name', async () => {
    const client = fakeClient({ ...marie, name: '' });
    const { session } = setup({ client });
    expect((await session.authenticate()).user.name).toBe('Marie Tremblay');
  });

  it('accepts a client whose getUser answers asynchronously, as the identity wrapper does', async () => {
    const client = fakeClient();
    client.getUser.mockResolvedValue(marie);
    const { session } = setup({ client });
    expect((await session.authenticate()).phase).toBe('connected');
  });

  it('connects a member without an rcId with no visitor-identity call', async () => {
    const { session, fetch } = setup({ client: fakeClient({ ...marie, rcId: undefined }) });
    const state = await session.authenticate();
    expect(state.phase).toBe('connected');
    expect(state.user).toMatchObject({ rcId: null, uie: null });
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([`${API}/id/v3/accounts/me`]);
  });
});

describe('the member session and the other tabs', () => {
  /** The listener the session gave the sign-in client's onChange. */
  function changes(client: ReturnType<typeof fakeClient>) {
    return (change: SignInChange) => client.onChange.mock.calls[0]?.[0](change);
  }
  const profileCalls = (fetch: ReturnType<typeof fakeFetch>) =>
    fetch.mock.calls.filter(([url]) => String(url).endsWith('/id/v3/accounts/me')).length;

  it('ends the session here, without the provider, when another tab signs out', async () => {
    const { session, client } = setup();
    await session.initialise();
    expect(session.store.getState().phase).toBe('connected');
    changes(client)('signed-out');
    expect(session.store.getState()).toMatchObject({ phase: 'notConnected', profile: null });
    expect(client.signOut).not.toHaveBeenCalled();
  });

  it('connects an anonymous visitor as soon as another tab signs in', async () => {
    const client = fakeClient(null);
    const { session } = setup({ client });
    await session.initialise();
    expect(session.store.getState().phase).toBe('notConnected');
    client.getUser.mockReturnValue(marie);
    client.getAccessToken.mockReturnValue(marie.token);
    changes(client)('signed-in');
    await vi.waitFor(() => expect(session.store.getState().phase).toBe('connected'));
    expect(session.store.getState().user.name).toBe('Marie Tremblay');
  });

  it('keeps the member shown when tokens are renewed for them, without asking the profile again', async () => {
    const { session, client, fetch } = setup();
    await session.initialise();
    const before = profileCalls(fetch);
    changes(client)('signed-in');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(profileCalls(fetch)).toBe(before);
    expect(session.store.getState().phase).toBe('connected');
  });

  it('authenticates again when the saved tokens are another member’s', async () => {
    const { session, client, fetch } = setup();
    await session.initialise();
    const other = { ...marie, rcId: 'rc-999', name: 'Louis Bouchard', token: 'access-louis' };
    client.getUser.mockReturnValue(other);
    client.getAccessToken.mockReturnValue(other.token);
    changes(client)('signed-in');
    await vi.waitFor(() => expect(session.store.getState().user.rcId).toBe('rc-999'));
    const last = fetch.mock.calls.filter(([url]) => String(url).endsWith('/id/v3/accounts/me')).at(-1);
    expect(new Headers(last?.[1]?.headers).get('authorization')).toBe('Bearer access-louis');
  });
});

describe('reading the profile again (a change made in Mon compte)', () => {
  it('shows the new names in the header for the member still connected', async () => {
    const api: FakeApi = {};
    const { session } = setup({ api });
    await session.authenticate();
    api.profile = { status: 200, body: { ...completeProfile, firstName: 'Rosalie' } };
    await session.refreshProfile();
    const state = session.store.getState();
    expect(state.phase).toBe('connected');
    expect(state.user.name).toBe('Rosalie Tremblay');
    expect(state.profile?.firstName).toBe('Rosalie');
  });

  it('asks nothing for a visitor who is not connected', async () => {
    const { session, fetch } = setup();
    await session.refreshProfile();
    expect(fetch).not.toHaveBeenCalled();
    expect(session.store.getState().phase).toBe('notConnected');
  });

  it('keeps what the header shows when the profile cannot be read', async () => {
    const api: FakeApi = {};
    const { session, onError } = setup({ api });
    await session.authenticate();
    const before = session.store.getState();
    api.profile = { status: 503 };
    await session.refreshProfile();
    expect(session.store.getState()).toBe(before);
    expect(onError).toHaveBeenCalled();
  });

  it('sends one request for refreshes asked at once', async () => {
    const { session, fetch } = setup();
    await session.authenticate();
    fetch.mockClear();
    await Promise.all([session.refreshProfile(), session.refreshProfile()]);
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/id/v3/accounts/me'))).toHaveLength(1);
  });
});
