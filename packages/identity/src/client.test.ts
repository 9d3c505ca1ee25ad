// @vitest-environment jsdom
// @vitest-environment-options {"url":"https://portail.test/nouvelles?x=1"}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORED_TOKENS_WAIT_MS, type IdentityClient } from './client.ts';
import {
  IDP_ORIGIN,
  createClient,
  implicitAnswer,
  recordingWindow,
  startPkce,
  testProvider,
} from './testing/browser-harness.ts';
import { clientTestBed } from './testing/client-test-bed.ts';

afterEach(() => {
  vi.useRealTimers();
});
const bed = clientTestBed('/nouvelles?x=1');
const { clock, clients } = bed;

function setup(options: Parameters<typeof createClient>[3] = {}, isSafari = false) {
  const { win, assign } = recordingWindow();
  const provider = testProvider(bed.key, clock);
  const client = createClient(win, provider.fetchFn, clock, options, isSafari);
  clients.push(client);
  return { client, assign, ...provider };
}

async function signInImplicitly(client: IdentityClient, assign: ReturnType<typeof vi.fn>, claims = {}) {
  await client.login({ state: { from: 'header' } });
  const authorizeUrl = String(assign.mock.calls.at(-1)?.[0]);
  window.history.replaceState(null, '', `/callback#${await implicitAnswer(bed.key, authorizeUrl, claims)}`);
  return { authorizeUrl, result: await client.handleCallback() };
}

/** A Safari client (its renewals wait for a redirect the app allows), signed in implicitly. */
async function signedInOnSafari() {
  const { client, assign } = setup({}, true);
  client.init();
  await signInImplicitly(client, assign);
  return { client, assign };
}

/** The provider's error answer to the sign-in request of `assign`'s call `call`, in the callback's address. */
function answerWithError(assign: ReturnType<typeof vi.fn>, call: number, error: string, description: string) {
  const state = new URL(String(assign.mock.calls[call]?.[0])).searchParams.get('state') ?? '';
  window.history.replaceState(
    null,
    '',
    `/callback#error=${error}&error_description=${description}&state=${state}`,
  );
}

describe('client lifecycle', () => {
  it('refuses methods before init', () => {
    const { client } = setup();
    expect(() => client.getUser()).toThrow('Client must be initiated before accessing this method');
  });

  it('refuses a second init', () => {
    const { client } = setup();
    client.init();
    expect(() => client.init()).toThrow(expect.objectContaining({ code: 'client_already_initiated' }));
  });
});

describe('implicit sign-in', () => {
  it('redirects to the login policy with id_token token, state, nonce and French locale', async () => {
    const { client, assign } = setup();
    client.init();
    await client.login();
    const url = new URL(String(assign.mock.calls[0]?.[0]));
    expect(url.origin + url.pathname).toBe(
      `${IDP_ORIGIN}/portailb2c/B2C_1A_login/v2.0/oauth2/v2.0/authorize`,
    );
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'portail-web',
      response_type: 'id_token token',
      response_mode: 'fragment',
      scope: 'openid profile',
      ui_locales: 'fr',
      redirect_uri: 'https://portail.test/callback',
      nonce: expect.any(String),
      state: expect.any(String),
    });
  });

  it('signs in from the callback, cleans the address and builds the user', async () => {
    const { client, assign } = setup();
    client.init();
    const saved = vi.fn();
    client.on('save-success', saved);
    const { result } = await signInImplicitly(client, assign);
    expect(result).toEqual({
      ok: true,
      authenticationType: 1,
      state: { redirect: 'https://portail.test/nouvelles', from: 'header' },
    });
    expect(window.location.href).toBe('https://portail.test/callback');
    expect(saved).toHaveBeenCalledWith({ accessToken: 'access-implicit' });
    expect(client.getUser()).toEqual({
      rcId: 'rc-42',
      firstName: 'Camille',
      lastName: 'Tremblay',
      name: 'Camille Tremblay',
      isEmailVerified: true,
      email: 'complet@exemple.ca',
      identityProviderUserId: 'user-1',
      token: 'access-implicit',
      lrToken: 'lr-token',
      connected: true,
    });
  });

  it('adds the staff fields for internal accounts', async () => {
    const { client, assign } = setup();
    client.init();
    await signInImplicitly(client, assign, { employeeId: 'E-7', ldapUsername: 'ctremblay' });
    expect(client.getUser()).toMatchObject({ employeeId: 'E-7', ldapUsername: 'ctremblay' });
  });

  it('has no user without an access token', () => {
    const { client } = setup();
    client.init();
    expect(client.getUser()).toBeNull();
  });

  it('refuses a callback whose state was never issued', async () => {
    const { client, assign } = setup();
    client.init();
    await client.login();
    const answer = new URLSearchParams(await implicitAnswer(bed.key, String(assign.mock.calls[0]?.[0])));
    answer.set('state', 'forged-state');
    window.history.replaceState(null, '', `/callback#${answer.toString()}`);
    await expect(client.handleCallback()).rejects.toMatchObject({ message: 'The received state is invalid' });
  });

  it('refuses a callback without state', async () => {
    const { client } = setup();
    client.init();
    window.history.replaceState(null, '', '/callback#id_token=abc');
    await expect(client.handleCallback()).rejects.toMatchObject({ message: 'No state in callback response' });
  });

  it('reports a provider error with its description and the state payload', async () => {
    const { client, assign } = setup();
    client.init();
    await client.login({ redirect: 'https://portail.test/ici' });
    answerWithError(assign, 0, 'access_denied', 'Annul%C3%A9');
    await expect(client.handleCallback()).rejects.toMatchObject({
      code: 'provider_error',
      error: 'access_denied',
      errorDescription: 'Annulé',
      state: { redirect: 'https://portail.test/ici' },
    });
  });

  it('retries once with the expected policy on AADB2C90088', async () => {
    const { client, assign } = setup();
    client.init();
    await client.login({ expectedPolicy: 'login_cbc' });
    answerWithError(assign, 0, 'invalid_request', 'AADB2C90088%3A+grant');
    expect(await client.handleCallback()).toMatchObject({ ok: false, retrying: true });
    const retry = new URL(String(assign.mock.calls[1]?.[0]));
    expect(retry.pathname).toContain('/B2C_1A_login_cbc/');
    answerWithError(assign, 1, 'invalid_request', 'AADB2C90088');
    await expect(client.handleCallback()).rejects.toMatchObject({ code: 'provider_error' });
    expect(assign).toHaveBeenCalledTimes(2);
  });

  it('sends the member to the reset policy when the sign-in flow answers AADB2C90118 (forgotten password)', async () => {
    const { client, assign } = setup();
    client.init();
    await client.login({ state: { from: 'header' } });
    const description = encodeURIComponent(
      'AADB2C90118: The user has forgotten their password.\r\nCorrelation ID: x\r\nTimestamp: 2026-01-01 00:00:00Z\r\n',
    );
    answerWithError(assign, 0, 'access_denied', description);
    expect(await client.handleCallback()).toMatchObject({
      ok: false,
      retrying: true,
      state: { from: 'header' },
    });
    const reset = new URL(String(assign.mock.calls[1]?.[0]));
    expect(reset.pathname).toContain('/B2C_1A_reset/');
    expect(reset.searchParams.get('redirect_uri')).toBe(
      new URL(String(assign.mock.calls[0]?.[0])).searchParams.get('redirect_uri'),
    );
  });

  it('reports AADB2C90118 as a provider error when it comes from the reset policy itself', async () => {
    const { client, assign } = setup();
    client.init();
    await client.login({ policy: 'reset' });
    answerWithError(assign, 0, 'access_denied', 'AADB2C90118%3A+x');
    await expect(client.handleCallback()).rejects.toMatchObject({ code: 'provider_error' });
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['reset', 'No login following a password reset'],
    ['emailValidation', 'No login following an email validation'],
  ] as const)('does not sign in after the %s policy', async (policy, message) => {
    const { client, assign } = setup();
    client.init();
    await client.login({ policy });
    window.history.replaceState(
      null,
      '',
      `/callback#${await implicitAnswer(bed.key, String(assign.mock.calls[0]?.[0]))}`,
    );
    await expect(client.handleCallback()).rejects.toMatchObject({ message });
    expect(client.getUser()).toBeNull();
  });

  it('reads the answer from the query string in query mode and keeps the page’s own parameters', async () => {
    const { client, assign } = setup({ responseMode: 'query' });
    client.init();
    await client.login();
    const authorizeUrl = String(assign.mock.calls[0]?.[0]);
    expect(new URL(authorizeUrl).searchParams.get('response_mode')).toBe('query');
    window.history.replaceState(
      null,
      '',
      `/callback?onglet=2&${await implicitAnswer(bed.key, authorizeUrl)}`,
    );
    expect(await client.handleCallback()).toMatchObject({ ok: true });
    expect(window.location.href).toBe('https://portail.test/callback?onglet=2');
    expect(client.getUser()?.email).toBe('complet@exemple.ca');
  });

  it('refuses to handle an answer inside the renewal iframe and leaves its address alone', async () => {
    const { client, assign } = setup();
    client.init();
    await client.login();
    const answer = await implicitAnswer(bed.key, String(assign.mock.calls[0]?.[0]));
    window.history.replaceState(null, '', `/callback#${answer}`);
    const framed = createClient(
      new Proxy(window, {
        get: (target, property) => (property === 'parent' ? {} : Reflect.get(target, property)),
      }),
      testProvider(bed.key, clock).fetchFn,
      clock,
    );
    clients.push(framed);
    framed.init();
    await expect(framed.handleCallback()).rejects.toMatchObject({
      message: 'Fragment handling disabled in iframe or popup',
    });
    expect(window.location.hash).toBe(`#${answer}`);
  });

  it('refuses an id token whose nonce differs from the stored one', async () => {
    const { client, assign } = setup();
    client.init();
    await client.login();
    window.history.replaceState(
      null,
      '',
      `/callback#${await implicitAnswer(bed.key, String(assign.mock.calls[0]?.[0]), { nonce: 'x' })}`,
    );
    await expect(client.handleCallback()).rejects.toMatchObject({
      message: 'The received ID Token is invalid',
      cause: { claim: 'nonce' },
    });
  });
});

/** Signs in with the code flow (startPkce, answered at once); the sign-in request's address and the result. */
async function signInWithPkce(
  client: IdentityClient,
  assign: ReturnType<typeof vi.fn>,
  provider: { nonce?: string },
) {
  const answer = await startPkce(client, assign, provider);
  const url = new URL(String(assign.mock.calls.at(-1)?.[0]));
  return { url, result: await answer() };
}

describe('PKCE sign-in and refresh', () => {
  it('sends an S256 challenge and exchanges the code with its verifier', async () => {
    const { client, assign, tokenCalls, provider } = setup();
    client.init();
    const { url, result } = await signInWithPkce(client, assign, provider);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')).toBe('openid profile offline_access');
    expect(result).toMatchObject({ ok: true });
    expect(tokenCalls[0]?.body.get('code_verifier')).toMatch(/^[A-Za-z0-9\-._~]{43,128}$/);
    expect(client.getTokens()).toMatchObject({ flow: 'pkce', refreshToken: { token: 'refresh-1' } });
  });

  it('refuses a code exchange whose id token carries another nonce, as a typed error with the state', async () => {
    const { client, assign, tokenCalls, provider } = setup();
    client.init();
    await client.login({ flow: 'pkce', state: { from: 'header' } });
    const url = new URL(String(assign.mock.calls.at(-1)?.[0]));
    provider.nonce = 'a-nonce-from-another-request';
    window.history.replaceState(
      null,
      '',
      `/callback#code=the-code&state=${encodeURIComponent(url.searchParams.get('state') ?? '')}`,
    );
    await expect(client.handleCallback()).rejects.toMatchObject({
      code: 'invalid_id_token',
      message: 'The received ID Token is invalid',
      state: { redirect: 'https://portail.test/nouvelles', from: 'header' },
    });
    expect(tokenCalls).toHaveLength(1);
    expect(client.getTokens().idToken).toBeUndefined();
  });

  it('refuses PKCE and IdpJwt in legacy-domain mode', async () => {
    const { client } = setup({ legacyDomain: true });
    client.init();
    await expect(client.login({ flow: 'pkce' })).rejects.toMatchObject({ code: 'pkce_legacy_domain' });
    await expect(client.signup({ flow: 'pkce' })).rejects.toMatchObject({ code: 'pkce_legacy_domain' });
    await expect(client.loginWithIdpJwt('jwt')).rejects.toMatchObject({ code: 'idp_jwt_legacy_domain' });
  });

  it('refuses to renew a stored PKCE session with the refresh grant in legacy-domain mode', async () => {
    const { client, assign, tokenCalls, provider, fetchFn } = setup();
    client.init();
    await signInWithPkce(client, assign, provider);
    const legacy = createClient(recordingWindow().win, fetchFn, clock, { legacyDomain: true });
    clients.push(legacy);
    legacy.init();
    await expect(legacy.refresh()).rejects.toMatchObject({ code: 'pkce_legacy_domain' });
    expect(tokenCalls.map((call) => call.grantType)).toEqual(['authorization_code']);
  });

  it('refreshes at once with the refresh-token grant when the tokens expire within the lead time', async () => {
    const { client, assign, tokenCalls, provider } = setup();
    client.init();
    await signInWithPkce(client, assign, provider);
    bed.now += 3_600_000 - 600_000;
    await client.checkTokens();
    expect(tokenCalls.map((call) => call.grantType)).toEqual(['authorization_code', 'refresh_token']);
    expect(tokenCalls[1]?.body.get('refresh_token')).toBe('refresh-1');
    expect(client.getUser()?.token).toBe('access-2');
  });

  it('schedules the refresh at expiry minus the lead time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { client, assign, tokenCalls, provider } = setup();
    client.init();
    await signInWithPkce(client, assign, provider);
    await client.checkTokens();
    await vi.advanceTimersByTimeAsync(3_000_000 - 1);
    expect(tokenCalls).toHaveLength(1);
    bed.now += 3_000_000;
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(tokenCalls).toHaveLength(2));
  });

  it('broadcasts refresh-error and rejects when the refresh fails', async () => {
    const { client, assign, provider } = setup();
    client.init();
    await signInWithPkce(client, assign, provider);
    provider.failRefresh = true;
    const failed = vi.fn();
    client.on('refresh-error', failed);
    await expect(client.refresh()).rejects.toMatchObject({ error: 'invalid_grant' });
    expect(failed).toHaveBeenCalledOnce();
  });

  it('renews by the refresh token first, and keeps the member silently when the provider cannot be reached', async () => {
    const { client, assign, provider, tokenCalls } = setup();
    client.init();
    await signInWithPkce(client, assign, provider);
    expect(await client.refresh()).toBe(true);
    expect(tokenCalls.at(-1)?.body.get('grant_type')).toBe('refresh_token');
    expect(assign).toHaveBeenCalledTimes(1);
    const down = createClient(
      recordingWindow().win,
      () => Promise.reject(new TypeError('fetch failed')),
      clock,
    );
    clients.push(down);
    down.init();
    const failed = vi.fn();
    down.on('refresh-error', failed);
    expect(await down.refresh()).toBe(false);
    expect(failed).not.toHaveBeenCalled();
    expect(down.getTokens()).toMatchObject({ flow: 'pkce', refreshToken: { token: expect.any(String) } });
  });

  it('refreshes exactly once for five tabs at the same expiry', async () => {
    const first = setup();
    first.client.init();
    await signInWithPkce(first.client, first.assign, first.provider);
    const tabs = [first.client];
    for (let i = 0; i < 4; i += 1) {
      const tab = createClient(recordingWindow().win, first.fetchFn, clock);
      clients.push(tab);
      tab.init();
      tabs.push(tab);
    }
    bed.now += 3_600_000;
    await Promise.all(tabs.map((tab) => tab.checkTokens()));
    expect(first.tokenCalls.filter((call) => call.grantType === 'refresh_token')).toHaveLength(1);
    for (const tab of tabs) expect(tab.getUser()?.token).toBe('access-2');
  });
});

describe('renewal keeps the member', () => {
  /** A Safari client signed in (implicit) an hour ago, redirects enabled: its renewal redirects. */
  async function renewingByRedirect() {
    const { client, assign } = await signedInOnSafari();
    const signedOut = vi.fn();
    client.on('signed-out', signedOut);
    client.enableRedirect();
    bed.now += 3_600_000;
    return { client, assign, signedOut };
  }

  it('keeps the tokens a refresh grant brings for the same member', async () => {
    const tab = setup();
    tab.client.init();
    await signInWithPkce(tab.client, tab.assign, tab.provider);
    tab.provider.claims = { email: 'nouveau@exemple.ca' };
    await expect(tab.client.refresh()).resolves.toBe(true);
    expect(tab.client.getUser()?.token).toBe('access-2');
  });

  it.each([
    ['another member', { sub: 'user-2' }],
    ['another policy family', { tfp: 'B2C_1A_internal' }],
  ])(
    'refuses a refresh grant that brings %s, and signs this tab and the others out',
    async (_case, claims) => {
      const tab = setup();
      tab.client.init();
      await signInWithPkce(tab.client, tab.assign, tab.provider);
      const other = createClient(recordingWindow().win, tab.fetchFn, clock);
      clients.push(other);
      other.init();
      const here = vi.fn();
      const there = vi.fn();
      tab.client.on('signed-out', here);
      other.on('signed-out', there);
      tab.provider.claims = claims;
      await expect(tab.client.refresh()).rejects.toMatchObject({ code: 'member_changed' });
      expect(tab.client.getTokens()).toEqual({
        idToken: undefined,
        accessToken: undefined,
        refreshToken: undefined,
        flow: undefined,
      });
      expect(here).toHaveBeenCalledWith({ reason: 'member-changed' });
      await vi.waitFor(() => expect(there).toHaveBeenCalledWith({ reason: 'other-tab' }));
    },
  );

  it.each([
    ['another member', { sub: 'user-2' }],
    ['the same sub with another rcid', { rcid: 'rc-43' }],
    ['another policy family', { tfp: 'B2C_1A_idpjwt' }],
  ])('refuses a silent renewal answer for %s and keeps none of its tokens', async (_case, claims) => {
    const { client, assign, signedOut } = await renewingByRedirect();
    expect(await client.refresh()).toBe(false);
    const renewalUrl = String(assign.mock.calls.at(-1)?.[0]);
    expect(new URL(renewalUrl).searchParams.get('prompt')).toBe('none');
    window.history.replaceState(null, '', `/callback#${await implicitAnswer(bed.key, renewalUrl, claims)}`);
    await expect(client.handleCallback()).rejects.toMatchObject({ code: 'member_changed' });
    expect(client.getUser()).toBeNull();
    expect(signedOut).toHaveBeenCalledWith({ reason: 'member-changed' });
  });

  it.each([
    ['login_required', 'x'],
    [
      'interaction_required',
      "AADB2C90077: User does not have an existing session and request prompt parameter has a value of 'None'.",
    ],
  ])(
    'reports a silent renewal answered %s (no provider session) as a provider error and keeps the tokens',
    async (error, description) => {
      const { client, assign, signedOut } = await renewingByRedirect();
      await client.refresh();
      const state = new URL(String(assign.mock.calls.at(-1)?.[0])).searchParams.get('state') ?? '';
      const answer = new URLSearchParams({ error, error_description: description, state });
      window.history.replaceState(null, '', `/callback#${answer.toString()}`);
      await expect(client.handleCallback()).rejects.toMatchObject({ code: 'provider_error', error });
      expect(client.getUser()?.rcId).toBe('rc-42');
      expect(signedOut).not.toHaveBeenCalled();
    },
  );

  it('accepts a silent renewal answer for the same member', async () => {
    const { client, assign } = await renewingByRedirect();
    await client.refresh();
    const renewalUrl = String(assign.mock.calls.at(-1)?.[0]);
    window.history.replaceState(null, '', `/callback#${await implicitAnswer(bed.key, renewalUrl)}`);
    await expect(client.handleCallback()).resolves.toMatchObject({ ok: true });
    expect(client.getUser()?.rcId).toBe('rc-42');
  });
});

describe('Safari renewal', () => {
  it('defers the redirect refresh until redirects are enabled', async () => {
    const { client, assign } = await signedInOnSafari();
    bed.now += 3_600_000;
    expect(await client.refresh()).toBe(false);
    expect(assign).toHaveBeenCalledTimes(1);
    client.enableRedirect();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(2));
    const renewal = new URL(String(assign.mock.calls[1]?.[0]));
    expect(renewal.searchParams.get('prompt')).toBe('none');
    expect(renewal.searchParams.get('login_hint')).toBe('complet@exemple.ca');
  });
});

describe('Safari renewal at a page change', () => {
  it('renews by one redirect when the app changes pages, and defers the next renewal again', async () => {
    const { client, assign } = await signedInOnSafari();
    expect(client.renewDeferredAtPageChange()).toBe(false);
    bed.now += 3_600_000;
    expect(await client.refresh()).toBe(false);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(client.renewDeferredAtPageChange()).toBe(true);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(2));
    expect(new URL(String(assign.mock.calls[1]?.[0])).searchParams.get('prompt')).toBe('none');
    // the page change let one renewal through, not every later one
    expect(await client.refresh()).toBe(false);
    expect(assign).toHaveBeenCalledTimes(2);
  });

  it('lets tokens just saved live half their life first, so that a redirect never leads straight to another', async () => {
    const { client, assign } = await signedInOnSafari();
    // tokens within the lead time from the moment they are saved (they live no longer than it)
    bed.now += 60_000;
    expect(await client.refresh()).toBe(false);
    expect(client.renewDeferredAtPageChange(), 'one minute into an hour').toBe(false);
    expect(assign).toHaveBeenCalledTimes(1);
    bed.now += 30 * 60_000;
    expect(client.renewDeferredAtPageChange(), 'past half of its life').toBe(true);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(2));
  });

  it('does nothing outside Safari, where the hidden frame renews without leaving the page', async () => {
    const { client, assign } = setup();
    client.init();
    await signInImplicitly(client, assign);
    bed.now += 3_600_000;
    expect(client.renewDeferredAtPageChange()).toBe(false);
    expect(assign).toHaveBeenCalledTimes(1);
  });
});

describe('sign-out', () => {
  it('requires a redirect address unless the endpoint is skipped', async () => {
    const { client } = setup();
    client.init();
    await expect(client.logout()).rejects.toMatchObject({ message: 'No redirect URI provided' });
    await expect(client.logout({ skipEndpoint: true })).resolves.toBeUndefined();
  });

  it('deletes the tokens and redirects to the logout endpoint with the hints', async () => {
    const { client, assign } = setup();
    client.init();
    await signInImplicitly(client, assign);
    const idToken = client.getTokens().idToken?.token;
    await client.logout({ redirectUri: 'https://portail.test/' });
    expect(client.getUser()).toBeNull();
    const url = new URL(String(assign.mock.calls.at(-1)?.[0]));
    expect(url.pathname).toBe('/portailb2c/B2C_1A_login/v2.0/oauth2/v2.0/logout');
    expect(url.searchParams.get('id_token_hint')).toBe(idToken);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe('https://portail.test/');
  });

  it("still ends the provider's session when its discovery document cannot be read, by the configured logout address", async () => {
    const { client, assign } = setup();
    client.init();
    await signInImplicitly(client, assign);
    const idToken = client.getTokens().idToken?.token;
    // another page of the member, offline, whose stored discovery document is gone
    for (const key of Object.keys(localStorage))
      if (key.includes('.discovery.')) localStorage.removeItem(key);
    const { win, assign: leave } = recordingWindow();
    const offline = createClient(win, () => Promise.reject(new TypeError('fetch failed')), clock);
    clients.push(offline);
    offline.init();
    await offline.logout({ redirectUri: 'https://portail.test/' });
    expect(offline.getUser()).toBeNull();
    const url = new URL(String(leave.mock.calls.at(-1)?.[0]));
    expect(url.pathname).toBe('/portailb2c/B2C_1A_login/v2.0/oauth2/v2.0/logout');
    expect(url.searchParams.get('id_token_hint')).toBe(idToken);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe('https://portail.test/');
  });
});

describe('a sign-in in another tab', () => {
  const channelName = 'portail-identity.portail-web';
  const sentMarks: string[] = [];
  let recorder: BroadcastChannel | undefined;
  beforeEach(() => {
    recorder = new BroadcastChannel(channelName);
    recorder.addEventListener('message', (event: MessageEvent<{ mark?: string }>) => {
      if (event.data.mark) sentMarks.push(event.data.mark);
    });
  });
  afterEach(() => {
    recorder?.close();
    vi.restoreAllMocks();
  });

  /** Signs a member in through a first tab's client; returns what its storage then holds. */
  async function signedInElsewhere() {
    const first = setup();
    first.client.init();
    const sentBefore = sentMarks.length;
    await signInImplicitly(first.client, first.assign);
    // what the first tab posted about them, once the channel has delivered it
    await vi.waitFor(() => expect(sentMarks.length).toBeGreaterThan(sentBefore));
    const saved = Object.fromEntries(
      Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)]),
    );
    const { idToken, accessToken } = first.client.getTokens();
    return {
      saved,
      idToken: idToken?.token ?? '',
      accessToken: accessToken?.token ?? '',
      mark: sentMarks.at(-1),
    };
  }

  /** This tab, listening, with storage that has not received the other tab's tokens yet. */
  function listeningTab() {
    localStorage.clear();
    const { client } = setup();
    client.init();
    const heard = vi.fn();
    client.on('save-success', heard);
    const listens = vi.spyOn(window, 'addEventListener');
    const forgets = vi.spyOn(window, 'removeEventListener');
    /** Resolves once the tab waits for storage events (the channel's message has reached it). */
    const waitsForStorage = () =>
      vi.waitFor(() => expect(listens).toHaveBeenCalledWith('storage', expect.any(Function)));
    const stoppedWaiting = () =>
      vi.waitFor(() => expect(forgets).toHaveBeenCalledWith('storage', expect.any(Function)));
    return { client, heard, waitsForStorage, stoppedWaiting };
  }

  it('is told to this tab only once its storage holds the saved identity and access tokens, which can reach it after the message', async () => {
    const { saved, mark } = await signedInElsewhere();
    const { client, heard, waitsForStorage } = listeningTab();
    const channel = new BroadcastChannel(channelName);
    channel.postMessage({ type: 'save-success', mark });
    await waitsForStorage();
    expect(heard).not.toHaveBeenCalled();
    // the identity token arrives first, then the access token (two storage events)
    const [idKey, accessKey] = ['idToken', 'accessToken'].map(
      (name) => Object.keys(saved).find((key) => key.endsWith(`.${name}`)) ?? '',
    );
    localStorage.setItem(idKey as string, saved[idKey as string] ?? '');
    window.dispatchEvent(new StorageEvent('storage', { key: idKey ?? null }));
    expect(heard).not.toHaveBeenCalled();
    for (const [key, value] of Object.entries(saved)) if (value !== null) localStorage.setItem(key, value);
    window.dispatchEvent(new StorageEvent('storage', { key: accessKey ?? null }));
    expect(heard).toHaveBeenCalledTimes(1);
    expect(client.getUser()).toMatchObject({ rcId: 'rc-42' });
    channel.close();
  });

  it('is told all the same after 2 s when the tokens never reach this tab’s storage', async () => {
    const { mark } = await signedInElsewhere();
    const { heard, waitsForStorage } = listeningTab();
    const channel = new BroadcastChannel(channelName);
    channel.postMessage({ type: 'save-success', mark });
    await waitsForStorage();
    expect(heard).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1), { timeout: STORED_TOKENS_WAIT_MS * 3 });
    channel.close();
  });

  it('is not told of a save that a sign-out from another tab came after', async () => {
    const { mark } = await signedInElsewhere();
    const { heard, waitsForStorage, stoppedWaiting } = listeningTab();
    const channel = new BroadcastChannel(channelName);
    channel.postMessage({ type: 'save-success', mark });
    await waitsForStorage();
    channel.postMessage({ type: 'sign-out' });
    await stoppedWaiting();
    // past the wait's end: nothing comes of the stopped wait
    await new Promise((resolve) => setTimeout(resolve, STORED_TOKENS_WAIT_MS + 50));
    expect(heard).not.toHaveBeenCalled();
    channel.close();
  });

  it('is not told of another tab’s save after it signed out itself meanwhile', async () => {
    const { mark } = await signedInElsewhere();
    const { client, heard, waitsForStorage, stoppedWaiting } = listeningTab();
    const channel = new BroadcastChannel(channelName);
    channel.postMessage({ type: 'save-success', mark });
    await waitsForStorage();
    await client.logout({ skipEndpoint: true });
    await stoppedWaiting();
    await new Promise((resolve) => setTimeout(resolve, STORED_TOKENS_WAIT_MS + 50));
    expect(heard).not.toHaveBeenCalled();
    channel.close();
  });

  it('names the saved tokens in its message by digests of them, never a token', async () => {
    const channel = new BroadcastChannel(channelName);
    const messages: unknown[] = [];
    channel.addEventListener('message', (event) => messages.push(event.data));
    const { idToken, accessToken, mark } = await signedInElsewhere();
    await vi.waitFor(() => expect(messages.length).toBeGreaterThan(0));
    expect(messages).toContainEqual({ type: 'save-success', mark });
    expect(mark).toMatch(/^[0-9a-f]{8}\.[0-9a-f]{8}$/);
    expect(JSON.stringify(messages)).not.toContain(idToken);
    expect(JSON.stringify(messages)).not.toContain(accessToken);
    channel.close();
  });
});
