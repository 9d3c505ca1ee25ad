import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client.ts';
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

  it('lets the caller’s abort through as fetch gives it', async () => {
    const { client } = clientAnswering(new DOMException('stopped', 'AbortError'));
    await expect(client.request({ api: 'accounts', path: '/x' })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
