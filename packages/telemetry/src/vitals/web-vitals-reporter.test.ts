import { describe, expect, it, vi } from 'vitest';
import type { MetricType } from 'web-vitals';
import { VITALS_LISTENING_MARK } from '../constants.ts';
import { createConsentGate } from '../consent/consent-gate.ts';
import { blobJson, fakePage } from '../testing/fakes.ts';
import { cookieForReport, startWebVitals, type WebVitalsOptions } from './web-vitals-reporter.ts';
import type { VitalName } from './thresholds.ts';

function setup(
  overrides: Partial<WebVitalsOptions> = {},
  hostname = 'portail.ca',
  userAgent = 'Mozilla/5.0 Chrome/130.0',
) {
  const page = fakePage();
  Object.assign(page.rawWin, {
    navigator: { userAgent },
    location: { hostname, href: `https://${hostname}/ohdio?x=1` },
    innerWidth: 1280,
    innerHeight: 720,
  });
  page.rawDoc.cookie = 'RCID={"ohdio":8}; accessToken=eyJa.eyJb.c';
  const reporters = {} as Record<VitalName, (metric: MetricType) => void>;
  const subscribeOptions: Record<string, unknown> = {};
  const subscribe = Object.fromEntries(
    (['CLS', 'FCP', 'INP', 'LCP', 'TTFB'] as const).map((name) => [
      name,
      (report: (metric: MetricType) => void, options?: unknown) => {
        reporters[name] = report;
        subscribeOptions[name] = options;
      },
    ]),
  );
  const beacon = vi.fn((_url: string, _data: Blob) => true);
  const vitals = startWebVitals({
    appPath: 'http://api.test/v5/portal',
    app: 'portal',
    routePath: () => '/ohdio/:id',
    consent: createConsentGate({ analytics: false, performance: true }),
    random: () => 0.05,
    beacon,
    win: page.win,
    doc: page.doc,
    subscribe,
    ...overrides,
  });
  const emit = (name: VitalName, value: number) => reporters[name]?.({ name, value } as MetricType);
  return { page, beacon, vitals, emit, reporters, subscribeOptions };
}

describe('web vitals', () => {
  it('sends the collected metrics with sendBeacon when the page is hidden', async () => {
    const { page, beacon, emit, vitals, subscribeOptions } = setup();
    expect(vitals.started).toBe(true);
    expect(subscribeOptions.INP).toEqual({ durationThreshold: 40 });
    emit('FCP', 1200);
    emit('LCP', 2100);
    emit('CLS', 0.02);
    emit('INP', 180);
    emit('TTFB', 300);
    expect(beacon).not.toHaveBeenCalled();
    page.hide();
    expect(beacon.mock.calls[0]?.[0]).toBe('http://api.test/v5/portal/trace/vitals');
    expect(await blobJson(beacon.mock.calls[0]?.[1] as Blob)).toEqual({
      url: 'https://portail.ca/ohdio?x=1',
      cookie: 'RCID={"ohdio":8}; accessToken=[redacted]',
      useragent: 'Mozilla/5.0 Chrome/130.0',
      width: 1280,
      height: 720,
      app: 'portal',
      routePath: '/ohdio/:id',
      metrics: { FCP: 1200, LCP: 2100, CLS: 0.02, INP: 180, TTFB: 300 },
    });
  });

  it('reports the address without fragment, sign-in parameter or token', async () => {
    const { page, beacon, emit } = setup();
    const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhIn0.c2ln';
    (page.rawWin.location as { href: string }).href =
      `https://portail.ca/?vitals=force&code=c&id%5Ftoken=${jwt}#id_token=${jwt}&access_token=${jwt}`;
    emit('FCP', 1200);
    page.hide();
    const report = (await blobJson(beacon.mock.calls[0]?.[1] as Blob)) as { url: string };
    expect(report.url).toBe('https://portail.ca/?vitals=force');
  });

  it('sends again on a later hide only when a metric changed', () => {
    const { page, beacon, emit } = setup();
    emit('FCP', 1200);
    page.hide();
    page.hide();
    expect(beacon).toHaveBeenCalledTimes(1);
    emit('CLS', 0.3);
    page.rawWin.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['outside the 10 % sample', { random: () => 0.1 }, 'portail.ca', 'Mozilla/5.0 Chrome/130.0'],
    ['on a local host', {}, 'localhost', 'Mozilla/5.0 Chrome/130.0'],
    ['in a browser that is not Chrome-like', {}, 'portail.ca', 'Mozilla/5.0 Firefox/130.0'],
  ])('sends nothing %s', (_label, overrides, host, ua) => {
    const { vitals, page, beacon, reporters } = setup(overrides, host, ua);
    expect(vitals.started).toBe(false);
    expect(reporters.FCP).toBeUndefined();
    page.hide();
    expect(beacon).not.toHaveBeenCalled();
  });

  it('can be forced for tests: every rule is configurable', () => {
    const { vitals } = setup(
      { random: () => 0.99, sampleRate: 1, requireChromeLike: false, skipLocalHosts: false },
      'localhost',
      'Mozilla/5.0 Firefox/130.0',
    );
    expect(vitals.started).toBe(true);
  });

  it('reads the trace path and the application when the report is sent', async () => {
    let app = 'news';
    const { page, beacon, emit } = setup({ appPath: () => `http://api.test/${app}`, app: () => app });
    emit('FCP', 800);
    app = 'ohdio';
    page.hide();
    expect(beacon.mock.calls[0]?.[0]).toBe('http://api.test/ohdio/trace/vitals');
    expect(await blobJson(beacon.mock.calls[0]?.[1] as Blob)).toMatchObject({ app: 'ohdio' });
  });

  it('marks the moment it listens for the page hide, once its subscriptions are made', () => {
    const mark = vi.fn();
    const page = fakePage();
    Object.assign(page.rawWin, {
      navigator: { userAgent: 'Mozilla/5.0 Chrome/130.0' },
      location: { hostname: 'portail.ca', href: 'https://portail.ca/' },
      performance: { mark },
    });
    const made: string[] = [];
    const subscribe = Object.fromEntries(
      (['CLS', 'FCP', 'INP', 'LCP', 'TTFB'] as const).map((name) => [name, () => made.push(name)]),
    );
    mark.mockImplementation(() => expect(made).toHaveLength(5));
    startWebVitals({
      appPath: 'x',
      app: 'portal',
      routePath: () => '/',
      consent: createConsentGate({ analytics: false, performance: true }),
      random: () => 0,
      win: page.win,
      doc: page.doc,
      subscribe,
    });
    expect(mark).toHaveBeenCalledExactlyOnceWith(VITALS_LISTENING_MARK);
  });

  it('sends nothing when performance measures are refused, even if page analytics is allowed', () => {
    const consent = createConsentGate({ analytics: true, performance: false });
    const { page, beacon, emit } = setup({ consent });
    emit('FCP', 1200);
    page.hide();
    expect(beacon).not.toHaveBeenCalled();
    // Allowed during the visit: the next page hide sends what was measured.
    consent.decide({ analytics: true, performance: true });
    page.hide();
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('stops sending once stopped', () => {
    const { vitals, emit, page, beacon } = setup();
    emit('FCP', 1);
    vitals.stop();
    page.hide();
    expect(beacon).not.toHaveBeenCalled();
  });

  it('masks credential cookies and token values', () => {
    expect(cookieForReport('a=1; session_id=xyz; other=eyJx.eyJy.z')).toBe(
      'a=1; session_id=[redacted]; other=[redacted]',
    );
  });
});
