import { describe, expect, it, vi } from 'vitest';
import { createConsentGate } from '../consent/consent-gate.ts';
import { blobJson, fakeFetch, switchableNetwork } from '../testing/fakes.ts';

const allowAll = () => createConsentGate({ analytics: true, performance: true });
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
    expect(
      await createPageViewSender({ url: 'http://api.test/analytics', fetch, consent: allowAll() })(record),
    ).toBe(true);
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
    await createPageViewSender({ url: 'http://api.test/analytics', fetch, consent: allowAll() })(leaky);
    const body = String(fetch.mock.calls[0]?.[1]?.body);
    expect(body).not.toContain('eyJ');
    expect(body).not.toContain('access_token');
    expect(JSON.parse(body)).toMatchObject({ pageId: '/?[redacted]', subTheme: 'jeton [redacted]' });
  });

  it('reports a refused or failed send without throwing', async () => {
    const onError = vi.fn();
    const refused = createPageViewSender({
      consent: allowAll(),
      url: 'u',
      fetch: fakeFetch(() => new Response(null, { status: 500 })),
      onError,
    });
    expect(await refused(record)).toBe(false);
    const offline = createPageViewSender({
      consent: allowAll(),
      url: 'u',
      fetch: vi.fn(() => Promise.reject(new TypeError('offline'))),
      onError,
    });
    expect(await offline(record)).toBe(false);
    expect(onError).toHaveBeenCalledTimes(2);
  });

  const pageView = (pageName: string) =>
    buildPageViewRecord({ pageId: `/${pageName}`, metrics: { pageName } }, now);
  const namesOf = (calls: unknown[][]) =>
    calls.map((call) => (JSON.parse(String((call[1] as RequestInit).body)) as { pageId: string }).pageId);

  it('holds the page views seen offline and sends them, in order and once, when the network comes back', async () => {
    const network = switchableNetwork();
    const fetch = fakeFetch();
    const send = createPageViewSender({
      consent: allowAll(),
      url: 'u',
      fetch,
      connectivity: network.connectivity,
      flushWhenHidden: false,
    });
    network.offline();
    expect(await send(pageView('info'))).toBe(false);
    expect(await send(pageView('sports'))).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    expect(send.pendingCount()).toBe(2);
    network.online();
    await vi.waitFor(() => expect(send.pendingCount()).toBe(0));
    expect(namesOf(fetch.mock.calls)).toEqual(['/info', '/sports']);
    expect(await send(pageView('mordu'))).toBe(true);
    expect(namesOf(fetch.mock.calls)).toEqual(['/info', '/sports', '/mordu']);
  });

  it('keeps a page view whose send failed as the network went away, without reporting an error', async () => {
    const network = switchableNetwork();
    const onError = vi.fn();
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => {
      network.offline();
      throw new TypeError('Failed to fetch');
    });
    const send = createPageViewSender({
      consent: allowAll(),
      url: 'u',
      fetch,
      onError,
      connectivity: network.connectivity,
      flushWhenHidden: false,
    });
    expect(await send(pageView('info'))).toBe(false);
    expect(send.pendingCount()).toBe(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it('keeps at most the 50 latest page views while offline', async () => {
    const network = switchableNetwork();
    const send = createPageViewSender({
      consent: allowAll(),
      url: 'u',
      fetch: fakeFetch(),
      connectivity: network.connectivity,
      flushWhenHidden: false,
    });
    network.offline();
    for (let i = 0; i < 55; i += 1) await send(pageView(`p${i}`));
    expect(send.pendingCount()).toBe(50);
  });

  it('sends what waits with sendBeacon when the page is hidden once online, and nothing while offline', async () => {
    const network = switchableNetwork();
    const fetch = fakeFetch();
    const beacon = vi.fn((_url: string, _data: Blob) => true);
    const doc = new EventTarget() as EventTarget & { visibilityState: string };
    const win = new EventTarget();
    const hide = () => {
      doc.visibilityState = 'hidden';
      doc.dispatchEvent(new Event('visibilitychange'));
    };
    const send = createPageViewSender({
      consent: allowAll(),
      url: 'http://api.test/analytics',
      fetch,
      beacon,
      connectivity: { isOnline: network.connectivity.isOnline, onOnline: () => () => undefined },
      win: win as unknown as Window,
      doc: doc as unknown as Document,
    });
    network.offline();
    await send(pageView('info'));
    hide();
    expect(beacon).not.toHaveBeenCalled();
    network.online();
    hide();
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]?.[0]).toBe('http://api.test/analytics');
    expect(await blobJson(beacon.mock.calls[0]?.[1] as Blob)).toMatchObject({ pageId: '/info' });
    expect(send.pendingCount()).toBe(0);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends nothing while page analytics is refused, and nothing of what waited once it is withdrawn', async () => {
    const network = switchableNetwork();
    const fetch = fakeFetch();
    const beacon = vi.fn((_url: string, _data: Blob) => true);
    const consent = createConsentGate({ analytics: false, performance: true });
    const send = createPageViewSender({
      url: 'u',
      fetch,
      beacon,
      consent,
      connectivity: network.connectivity,
      flushWhenHidden: false,
    });
    expect(await send(pageView('info'))).toBe(false);
    expect(send.pendingCount()).toBe(0);
    consent.decide({ analytics: true, performance: true });
    network.offline();
    await send(pageView('sports'));
    expect(send.pendingCount()).toBe(1);
    consent.decide({ analytics: false, performance: true });
    network.online();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(send.pendingCount()).toBe(0);
    expect(fetch).not.toHaveBeenCalled();
    expect(beacon).not.toHaveBeenCalled();
  });

  it('holds the page views made while the choice is read, then sends them if allowed or drops them if refused', async () => {
    const fetch = fakeFetch();
    const consent = createConsentGate();
    const send = createPageViewSender({ url: 'u', fetch, consent, flushWhenHidden: false });
    await send(pageView('info'));
    expect(fetch).not.toHaveBeenCalled();
    expect(send.pendingCount()).toBe(1);
    consent.decide({ analytics: true, performance: false });
    await vi.waitFor(() => expect(send.pendingCount()).toBe(0));
    expect(namesOf(fetch.mock.calls)).toEqual(['/info']);

    consent.suspend();
    await send(pageView('sports'));
    consent.decide({ analytics: false, performance: false });
    expect(send.pendingCount()).toBe(0);
    expect(namesOf(fetch.mock.calls)).toEqual(['/info']);
  });
});
