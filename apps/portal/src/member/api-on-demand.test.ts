import { describe, expect, it, vi } from 'vitest';
import * as apiClientModule from '@portail/http/api-client';
import { apiClientOnDemand } from './api-on-demand.ts';

const apiOrigin = 'https://api.exemple.ca';
const ok = () => vi.fn<typeof fetch>(async () => Response.json({ ok: true }));

describe('the member-API client on demand', () => {
  it('loads the client’s code at the first request, once, and sends every request with it', async () => {
    const fetch = ok();
    const load = vi.fn(async () => apiClientModule);
    const api = apiClientOnDemand({ apiOrigin, fetch }, load);
    expect(load).not.toHaveBeenCalled();
    const answer = await api.request({ api: 'accounts', path: '/id/v3/accounts/me' });
    await api.request({ api: 'accounts', path: '/id/v3/accounts/me' });
    expect(answer.body).toEqual({ ok: true });
    expect(load).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(String(fetch.mock.calls[0]?.[0])).toBe(`${apiOrigin}/id/v3/accounts/me`);
  });

  it('starts loading the code before the first request when asked to', async () => {
    const load = vi.fn(async () => apiClientModule);
    apiClientOnDemand({ apiOrigin, fetch: ok() }, load).preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails the request when the code cannot load, and loads it again for the next one', async () => {
    const refused = new TypeError('Failed to fetch dynamically imported module');
    const load = vi
      .fn<() => Promise<typeof apiClientModule>>()
      .mockRejectedValueOnce(refused)
      .mockResolvedValue(apiClientModule);
    const api = apiClientOnDemand({ apiOrigin, fetch: ok() }, load);
    await expect(api.request({ api: 'accounts', path: '/id/v3/accounts/me' })).rejects.toBe(refused);
    await expect(api.request({ api: 'accounts', path: '/id/v3/accounts/me' })).resolves.toMatchObject({
      status: 200,
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
