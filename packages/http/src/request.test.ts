import { afterEach, describe, expect, it, vi } from 'vitest';
import { BodyNotAllowedError, HttpError, HttpTimeoutError, InvalidHeaderNameError } from './errors.ts';
import { createHttpClient, isValidHeaderName } from './request.ts';

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
    const pending = http.request('/lent', { timeoutMs: 3000 }).catch((error: unknown) => error);
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
});
