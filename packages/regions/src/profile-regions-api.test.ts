import { describe, expect, it, vi } from 'vitest';
import { RegionHttpError, RegionNetworkError } from './errors.ts';
import { saveRegionsToProfile } from './profile-regions-api.ts';
import { chooseRegion, defaultSelection } from './selection.ts';

const regions = chooseRegion(defaultSelection(), { type: 'edition', value: 15 });

describe('saving regions to the member profile', () => {
  it('PATCHes /id/v3/accounts/me with a bearer token and productsRegions as string ids', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(null, { status: 204 }));
    await saveRegionsToProfile({ fetch, apiOrigin: 'http://api.test', accessToken: 'tok', regions });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://api.test/id/v3/accounts/me');
    expect(init?.method).toBe('PATCH');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer tok', 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init?.body))).toEqual({
      productsRegions: { info: '15', iciMusique: '15', premiere: '15', tele: '24', oHdio: '15' },
    });
  });

  it('fails with the spec’s HTTP message and the status when the service refuses', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response('{}', { status: 503 }));
    const saving = saveRegionsToProfile({ fetch, apiOrigin: 'http://api.test', accessToken: 'tok', regions });
    await expect(saving).rejects.toBeInstanceOf(RegionHttpError);
    await expect(saving).rejects.toMatchObject({
      code: 'REGION_HTTP_STATUS',
      status: 503,
      message: 'Impossible de résoudre http://api.test/id/v3/accounts/me (503)',
    });
  });

  it('fails with a network error when the service cannot be reached', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(
      saveRegionsToProfile({ fetch, apiOrigin: 'http://api.test', accessToken: 'tok', regions }),
    ).rejects.toBeInstanceOf(RegionNetworkError);
  });
});
