import { describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../testing/fakes.ts';
import {
  ANALYTICS_ACCOUNT_ID,
  ANALYTICS_DOMAIN,
  buildPageViewRecord,
  createPageViewSender,
  joinPageName,
  MissingPageNameError,
} from './page-view.ts';

const now = () => Date.parse('2026-03-01T12:00:00Z');

describe('page-view records', () => {
  it('carry the page, the metrics block and the fixed account, domain, separator and bitrate', () => {
    expect(
      buildPageViewRecord(
        {
          pageId: '/ohdio',
          partnership: 'aucun',
          subTheme: 'balados',
          metrics: { pageName: 'ohdio|accueil', format: 'index' },
        },
        now,
      ),
    ).toEqual({
      accountId: ANALYTICS_ACCOUNT_ID,
      domain: ANALYTICS_DOMAIN,
      separator: '|',
      bitrate: 800,
      pageId: '/ohdio',
      partnership: 'aucun',
      subTheme: 'balados',
      metrics: {
        pageName: 'ohdio|accueil',
        domain: ANALYTICS_DOMAIN,
        application: 'site-web',
        format: 'index',
      },
      time: '2026-03-01T12:00:00.000Z',
    });
  });

  it.each([[undefined], [null], [{}], [{ pageName: '  ' }]])(
    'refuse a metrics block %o without page name',
    (metrics) => {
      expect(() => buildPageViewRecord({ pageId: '/x', metrics })).toThrow(MissingPageNameError);
      try {
        buildPageViewRecord({ pageId: '/x', metrics });
      } catch (error) {
        expect(error).toMatchObject({ code: 'ANALYTICS_PAGE_NAME_MISSING', pageId: '/x' });
      }
    },
  );

  it('join page-name parts with the separator, skipping blanks', () => {
    expect(joinPageName(['info', '', null, 'politique'])).toBe('info|politique');
  });
});

describe('the page-view sender', () => {
  const record = buildPageViewRecord({ pageId: '/', metrics: { pageName: 'accueil' } }, now);

  it('posts the record as JSON to the analytics sink', async () => {
    const fetch = fakeFetch();
    expect(await createPageViewSender({ url: 'http://api.test/analytics', fetch })(record)).toBe(true);
    expect(fetch).toHaveBeenCalledWith(
      'http://api.test/analytics',
      expect.objectContaining({ method: 'POST', body: JSON.stringify(record) }),
    );
  });

  it('masks a token or sign-in answer that reached any field of the record', async () => {
    const fetch = fakeFetch();
    const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhIn0.c2ln';
    const leaky = buildPageViewRecord(
      { pageId: `/?access_token=${jwt}`, subTheme: `jeton ${jwt}`, metrics: { pageName: 'accueil' } },
      now,
    );
    await createPageViewSender({ url: 'http://api.test/analytics', fetch })(leaky);
    const body = String(fetch.mock.calls[0]?.[1]?.body);
    expect(body).not.toContain('eyJ');
    expect(body).not.toContain('access_token');
    expect(JSON.parse(body)).toMatchObject({ pageId: '/?[redacted]', subTheme: 'jeton [redacted]' });
  });

  it('reports a refused or failed send without throwing', async () => {
    const onError = vi.fn();
    const refused = createPageViewSender({
      url: 'u',
      fetch: fakeFetch(() => new Response(null, { status: 500 })),
      onError,
    });
    expect(await refused(record)).toBe(false);
    const offline = createPageViewSender({
      url: 'u',
      fetch: vi.fn(() => Promise.reject(new TypeError('offline'))),
      onError,
    });
    expect(await offline(record)).toBe(false);
    expect(onError).toHaveBeenCalledTimes(2);
  });
});
