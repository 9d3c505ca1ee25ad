import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, DEFAULT_TIMEOUT_MS } from './api-client.ts';
import { RETRY_BASE_MS } from './retry-policy.ts';
import { ApiError } from './errors.ts';
import { createSettingsStore, parseAppSettings } from './settings-store.ts';

function clientAnswering(answer: Response | Error) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => {
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const store = createSettingsStore();
  const client = createApiClient({
    fetch,
    apiOrigin: 'http://api.test',
    settingsStore: store,
    appId: () => 'news',
    random: () => 0,
  });
  return { client, fetch, store };
}

describe('the member-API client', () => {
  it('asks the API helper for the host, and sends the bearer token and a JSON body', async () => {
    const { client, fetch } = clientAnswering(Response.json({ email: 'a@b.ca' }));
    const answer = await client.request({
      method: 'PATCH',
      api: 'accounts',
      path: '/id/v3/accounts/me',
      accessToken: 'jeton',
      body: { firstName: 'Marie' },
    });
    expect(answer).toMatchObject({ status: 200, body: { email: 'a@b.ca' } });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://api.test/id/v3/accounts/me');
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBe('Bearer jeton');
    expect(headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ firstName: 'Marie' });
  });

  it('follows the application’s settings once they name another host', async () => {
    const { client, fetch, store } = clientAnswering(new Response(null, { status: 204 }));
    store.dispatch({
      type: 'settings/loaded',
      appId: 'news',
      settings: parseAppSettings({ apiRouting: { accounts: 'http://autre.test' } }),
    });
    await client.request({ api: 'accounts', path: '/id/v3/accounts/me' });
    expect(fetch.mock.calls[0]?.[0]).toBe('http://autre.test/id/v3/accounts/me');
  });

  it('rejects an error answer with its status, its body and the server’s message in SPEC.md §8 order', async () => {
    const body = { errors: [{ message: 'Déjà pris', code: 10 }], messages: ['B'], errorResultCode: 3 };
    const { client } = clientAnswering(Response.json(body, { status: 409 }));
    const error = await client.request({ api: 'accounts', path: '/x' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'API_STATUS',
      status: 409,
      body,
      message: 'Déjà pris',
      serverMessage: 'Déjà pris',
      serverCode: '10',
      numericCode: 10,
    });
  });

  it('names the URL and the status when the error answer has no message, and keeps its text', async () => {
    const { client } = clientAnswering(new Response('Bad gateway', { status: 502 }));
    const error = await client.request({ api: 'accounts', path: '/x' }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 502,
      body: 'Bad gateway',
      message: 'Impossible de résoudre http://api.test/x (502)',
    });
  });

  it('rejects with a network ApiError without a status when nothing answers', async () => {
    const { client } = clientAnswering(new TypeError('Failed to fetch'));
    const error = await client.request({ api: 'accounts', path: '/x' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'API_NETWORK',
      status: undefined,
      message: 'Impossible de joindre http://api.test/x',
    });
  });

  it('reaches every service on the configured origin when the app has no settings (Mon compte)', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(null, { status: 204 }));
    const client = createApiClient({ fetch, apiOrigin: 'http://api.test' });
    await client.request({ api: 'sso', path: '/sso/id/v3/accounts/reset-password' });
    expect(fetch.mock.calls[0]?.[0]).toBe('http://api.test/sso/id/v3/accounts/reset-password');
  });
});

/** A fetch that never answers; it rejects as fetch does once its signal aborts. */
function hangingFetch() {
  return vi.fn<typeof globalThis.fetch>(
    (_url, init) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      ),
  );
}

/** A fetch that plays its answers in order: a status, or 'network' for fetch's TypeError. */
function scriptedFetch(...answers: (number | 'network')[]) {
  return vi.fn<typeof globalThis.fetch>(async () => {
    const answer = answers.shift() ?? 200;
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return Response.json({ ok: answer === 200 }, { status: answer });
  });
}

describe('the member-API client on the one HTTP stack', () => {
  afterEach(() => vi.useRealTimers());

  it('ends a write that never answers after the 15 s time-out with an ApiError API_TIMEOUT, without retrying it', async () => {
    vi.useFakeTimers();
    const fetch = hangingFetch();
    const client = createApiClient({ fetch, apiOrigin: 'http://api.test' });
    const pending = client
      .request({ method: 'PATCH', api: 'accounts', path: '/me', body: { firstName: 'Marie' } })
      .catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'API_TIMEOUT', status: undefined, url: 'http://api.test/me' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('tries a GET that never answers three times, each after its own time-out, then rejects API_TIMEOUT', async () => {
    vi.useFakeTimers();
    const fetch = hangingFetch();
    const client = createApiClient({ fetch, apiOrigin: 'http://api.test', random: () => 1 });
    const pending = client.request({ api: 'accounts', path: '/me' }).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS + RETRY_BASE_MS);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS + RETRY_BASE_MS * 2);
    expect(fetch).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS);
    expect(await pending).toMatchObject({ code: 'API_TIMEOUT' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('retries a GET after a network error and a 503, and answers with the third attempt', async () => {
    vi.useFakeTimers();
    const fetch = scriptedFetch('network', 503, 200);
    const client = createApiClient({ fetch, apiOrigin: 'http://api.test', random: () => 1 });
    const pending = client.request({ api: 'accounts', path: '/me' });
    await vi.advanceTimersByTimeAsync(RETRY_BASE_MS * 3);
    await expect(pending).resolves.toMatchObject({ status: 200, body: { ok: true } });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it.each(['POST', 'PATCH'] as const)(
    'never retries a %s, even after a 503 or a network error',
    async (method) => {
      vi.useFakeTimers();
      for (const first of [503, 'network'] as const) {
        const fetch = scriptedFetch(first, 200);
        const client = createApiClient({ fetch, apiOrigin: 'http://api.test', random: () => 1 });
        const pending = client
          .request({ method, api: 'accounts', path: '/me', body: {} })
          .catch((caught: unknown) => caught);
        await vi.advanceTimersByTimeAsync(60_000);
        expect(await pending).toMatchObject({ code: first === 503 ? 'API_STATUS' : 'API_NETWORK' });
        expect(fetch).toHaveBeenCalledTimes(1);
      }
    },
  );

  it('does not retry a GET refused with a 4xx', async () => {
    vi.useFakeTimers();
    const fetch = scriptedFetch(404, 200);
    const client = createApiClient({ fetch, apiOrigin: 'http://api.test', random: () => 1 });
    const pending = client.request({ api: 'accounts', path: '/me' }).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await pending).toMatchObject({ code: 'API_STATUS', status: 404 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('stops a call its caller aborts, at once, with an ApiError API_ABORTED', async () => {
    vi.useFakeTimers();
    const fetch = hangingFetch();
    const client = createApiClient({ fetch, apiOrigin: 'http://api.test' });
    const controller = new AbortController();
    const pending = client
      .request({ api: 'accounts', path: '/me', signal: controller.signal })
      .catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(1000);
    controller.abort();
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'API_ABORTED' });
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
