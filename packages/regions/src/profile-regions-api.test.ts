import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@portail/http/api-client';
import { saveRegionsToProfile } from './profile-regions-api.ts';
import { chooseRegion, defaultSelection } from './selection.ts';
import { apiClientOver } from './test-support.ts';

const regions = chooseRegion(defaultSelection(), { type: 'edition', value: 15 });

describe('saving regions to the member profile', () => {
  it('PATCHes /id/v3/accounts/me with a bearer token and productsRegions as string ids', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(null, { status: 204 }));
    await saveRegionsToProfile({ api: apiClientOver(fetch, 'http://api.test'), accessToken: 'tok', regions });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://api.test/id/v3/accounts/me');
    expect(init?.method).toBe('PATCH');
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBe('Bearer tok');
    expect(headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({
      productsRegions: { info: '15', iciMusique: '15', premiere: '15', tele: '24', oHdio: '15' },
    });
  });

  it('fails with the spec’s HTTP message and the status when the service refuses', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response('{}', { status: 503 }));
    const saving = saveRegionsToProfile({
      api: apiClientOver(fetch, 'http://api.test'),
      accessToken: 'tok',
      regions,
    });
    await expect(saving).rejects.toBeInstanceOf(ApiError);
    await expect(saving).rejects.toMatchObject({
      code: 'API_STATUS',
      status: 503,
      message: 'Impossible de résoudre http://api.test/id/v3/accounts/me (503)',
    });
  });

  it('fails with a network error when the service cannot be reached', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(
      saveRegionsToProfile({ api: apiClientOver(fetch, 'http://api.test'), accessToken: 'tok', regions }),
    ).rejects.toMatchObject({ code: 'API_NETWORK' });
  });
});
