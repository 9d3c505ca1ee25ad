import { afterEach, describe, expect, it, vi } from 'vitest';
import { BodyNotAllowedError, HttpError, HttpTimeoutError, InvalidHeaderNameError } from './errors.ts';
import { createHttpClient, isValidHeaderName } from './request.ts';
import { DEFAULT_TIMEOUT_MS, RETRY_BASE_MS } from './retry-policy.ts';

afterEach(() => vi.useRealTimers());

function clientAnswering(response: () => Response) {
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => response());
  const log = vi.fn();
  return { fetch, log, http: createHttpClient({ fetch, log }) };
}

describe('http client', () => {
  it.each([200, 201, 204, 299, 304])('accepts status %i', async (status) => {
    const { http } = clientAnswering(() => new Response(null, { status }));
    await expect(http.request('/ok')).resolves.toHaveProperty('status', status);
  });

  it.each([300, 301, 400, 401, 404, 500, 503])(
    'throws « Impossible de résoudre {url} ({status}) » for status %i, with the response attached and the body logged',
    async (status) => {
      const { http, log } = clientAnswering(() => new Response('détail du serveur', { status }));
      const error = await http.request('/v5/news/settings').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({
        message: `Impossible de résoudre /v5/news/settings (${status})`,
        status,
        code: 'HTTP_UNRESOLVED',
      });
      expect((error as HttpError).response.status).toBe(status);
      expect(log).toHaveBeenCalledWith(
        `Impossible de résoudre /v5/news/settings (${status})`,
        'détail du serveur',
      );
    },
  );

  it.each(['Accept', 'x-portail-version', "x!#$%&'*+.^_`|~"])('accepts the header name %s', (name) => {
    expect(isValidHeaderName(name)).toBe(true);
  });

  it.each(['', 'Bad Header', 'x:y', 'é', 'a\nb', 'a(b)', 'a"b'])(
    'refuses the header name %j',
    async (name) => {
      const { http, fetch } = clientAnswering(() => new Response(null));
      await expect(http.request('/x', { headers: { [name]: 'v' } })).rejects.toBeInstanceOf(
        InvalidHeaderNameError,
      );
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it.each(['GET', 'HEAD'] as const)('refuses a body on %s', async (method) => {
    const { http, fetch } = clientAnswering(() => new Response(null));
    await expect(http.request('/x', { method, body: { a: 1 } })).rejects.toBeInstanceOf(BodyNotAllowedError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends an object body as JSON', async () => {
    const { http, fetch } = clientAnswering(() => new Response('{"ok":true}'));
    await expect(http.requestJson('/x', { method: 'PATCH', body: { a: 1 } })).resolves.toEqual({ ok: true });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"a":1}');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('aborts with HttpTimeoutError when the time-out passes', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    const http = createHttpClient({ fetch, log: vi.fn() });
    const pending = http.request('/lent', { timeoutMs: 3000, retries: 0 }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2999);
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toBeInstanceOf(HttpTimeoutError);
  });

  it('passes the caller’s abort on to fetch', async () => {
    const fetch = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('stop', 'AbortError'))),
        ),
    );
    const http = createHttpClient({ fetch, log: vi.fn() });
    const controller = new AbortController();
    const pending = http.request('/x', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('aborts a request without its own time-out after the default time-out, with a French message', async () => {
    vi.useFakeTimers();
    const http = createHttpClient({ fetch: hangingFetch(), log: vi.fn(), isOnline: () => false });
    const pending = http.request('/lent').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS);
    expect(await pending).toMatchObject({
      code: 'HTTP_TIMEOUT',
      message: `La requête vers /lent n'a pas abouti en ${DEFAULT_TIMEOUT_MS} ms.`,
    });
  });
});

/** A fetch that never answers until its signal aborts. */
function hangingFetch() {
  return vi.fn(
    (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      ),
  );
}

/** A fetch that plays its answers in order: a status, or 'network' for fetch's TypeError. */
function scriptedFetch(...answers: (number | 'network')[]) {
  return vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
    const answer = answers.shift() ?? 200;
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return new Response(answer === 200 ? '{"ok":true}' : 'détail', { status: answer });
  });
}

describe('http client retries', () => {
  it('retries a GET after a network error and a 503, waiting longer each time, then succeeds', async () => {
    vi.useFakeTimers();
    const fetch = scriptedFetch('network', 503, 200);
    const log = vi.fn();
    const http = createHttpClient({ fetch, log, random: () => 1 });
    const pending = http.requestJson('/v5/news/settings');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RETRY_BASE_MS - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(RETRY_BASE_MS * 2 - 1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(log).not.toHaveBeenCalled();
  });

  it('gives up after two retries and throws the last failure, logged once', async () => {
    vi.useFakeTimers();
    const fetch = scriptedFetch(500, 502, 503, 200);
    const log = vi.fn();
    const http = createHttpClient({ fetch, log, random: () => 1 });
    const pending = http.request('/x').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await pending).toMatchObject({ status: 503 });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('Impossible de résoudre /x (503)', 'détail');
  });

  it('retries a GET that timed out, each attempt with its own time-out', async () => {
    vi.useFakeTimers();
    const fetch = hangingFetch();
    const http = createHttpClient({ fetch, log: vi.fn(), random: () => 1 });
    const pending = http.request('/lent', { timeoutMs: 1000 }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000 + RETRY_BASE_MS);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000 + RETRY_BASE_MS * 2);
    expect(fetch).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await pending).toBeInstanceOf(HttpTimeoutError);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it.each([400, 401, 404, 409, 429])('does not retry a GET answered %i', async (status) => {
    vi.useFakeTimers();
    const fetch = scriptedFetch(status, 200);
    const http = createHttpClient({ fetch, log: vi.fn(), random: () => 1 });
    const pending = http.request('/x').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await pending).toMatchObject({ status });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each(['POST', 'PATCH', 'DELETE'] as const)('never retries a %s, even after a 503', async (method) => {
    vi.useFakeTimers();
    const fetch = scriptedFetch(503, 200);
    const http = createHttpClient({ fetch, log: vi.fn(), random: () => 1 });
    const pending = http.request('/x', { method, body: { a: 1 } }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await pending).toMatchObject({ status: 503 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not retry while the browser is offline', async () => {
    vi.useFakeTimers();
    const fetch = scriptedFetch('network', 200);
    const http = createHttpClient({ fetch, log: vi.fn(), isOnline: () => false });
    await expect(http.request('/x')).rejects.toBeInstanceOf(TypeError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('stops retrying when the caller aborts during the backoff', async () => {
    vi.useFakeTimers();
    const fetch = scriptedFetch('network', 200);
    const http = createHttpClient({ fetch, log: vi.fn(), random: () => 1 });
    const controller = new AbortController();
    const pending = http.request('/x', { signal: controller.signal }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(RETRY_BASE_MS / 2);
    controller.abort(new DOMException('stop', 'AbortError'));
    expect(await pending).toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
