import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../api/testing/api-test-harness.ts';
import { startTestIdp, type TestIdp } from '../api/testing/test-idp.ts';
import { devPagesEnabled, isLoopbackAddress } from './dev-pages.ts';

let idp: TestIdp;
let api: TestApi;
let apiWithout: TestApi;
beforeAll(async () => {
  idp = await startTestIdp();
  api = await createTestApi({}, { idp });
  apiWithout = await createTestApi({ devPages: devPagesEnabled({ PORTAIL_DEV_PAGES: '0' }) }, { idp });
}, 60_000);
afterAll(async () => {
  await api.close();
  await apiWithout.close();
  await idp.close();
});

const devPages = [
  '/courriels',
  '/courriels.json',
  '/telemetrie',
  '/telemetry/events',
  '/analytics/page-views',
];

describe('developer pages (outbox, telemetry listing)', () => {
  it.each(devPages)('serves %s to a client of this machine', async (url) => {
    const response = await api.app.inject({ url, remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(200);
  });

  it.each(devPages)('refuses %s to a client of another machine, in French', async (url) => {
    for (const remoteAddress of ['192.168.1.20', '::ffff:10.0.0.3', '2001:db8::1']) {
      const response = await api.app.inject({ url, remoteAddress });
      expect(response.statusCode).toBe(403);
      expect(response.json().errors[0].message).toBe(
        'Les pages de développement ne sont servies qu’aux clients de cette machine.',
      );
    }
  });

  it.each(devPages)('never gives %s to an app page, not even with CORS for its preflight', async (url) => {
    const response = await api.app.inject({ url, headers: { origin: api.config.accountOrigin } });
    expect(response.statusCode).toBe(403);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.json().errors[0].message).toBe(
      'Les pages de développement ne peuvent pas être lues depuis un autre site.',
    );
  });

  it.each(devPages)('does not serve %s at all when PORTAIL_DEV_PAGES=0', async (url) => {
    const response = await apiWithout.app.inject({ url, remoteAddress: '127.0.0.1' });
    // 404, or 405 where the address is also a sink that takes posts (GET is then not allowed there).
    expect([404, 405]).toContain(response.statusCode);
    if (response.statusCode === 405) expect(response.headers.allow).not.toMatch(/GET/);
  });

  it('keeps the telemetry sinks themselves open to the apps when the listing is off', async () => {
    const response = await apiWithout.app.inject({
      method: 'POST',
      url: '/analytics/page-views',
      headers: { origin: apiWithout.config.portalOrigin },
      payload: { type: 'page-view', url: 'http://localhost/x' },
    });
    expect(response.statusCode).not.toBe(404);
    expect(response.statusCode).not.toBe(403);
  });
});

describe('isLoopbackAddress', () => {
  it('knows loopback addresses in every notation and nothing else', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopbackAddress(address)).toBe(true);
    }
    for (const address of ['10.0.0.1', '::ffff:10.0.0.1', '1.127.0.0', '', undefined, '::2']) {
      expect(isLoopbackAddress(address)).toBe(false);
    }
  });
});

describe('devPagesEnabled', () => {
  it('is on unless PORTAIL_DEV_PAGES is 0', () => {
    expect(devPagesEnabled({})).toBe(true);
    expect(devPagesEnabled({ PORTAIL_DEV_PAGES: '1' })).toBe(true);
    expect(devPagesEnabled({ PORTAIL_DEV_PAGES: '0' })).toBe(false);
  });
});
