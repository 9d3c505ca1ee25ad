// @vitest-environment jsdom
// @vitest-environment-options {"url":"http://localhost:8080/ohdio"}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localRuntimeConfig } from '@portail/contracts/local-defaults';
import { createSettingsStore } from '@portail/http';
import { createRouterStore, initialRouterState, type RouterLocation } from '@portail/router';
import { createPortalTelemetry } from './portal-telemetry.ts';

const config = localRuntimeConfig({ ports: { portal: 8080, account: 8081, idp: 8082, api: 8083 } });
const api = config.apiOrigin;

let beacon: ReturnType<typeof vi.fn<(url: string, data: Blob) => boolean>>;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let stop: () => void = () => undefined;

beforeEach(() => {
  vi.useFakeTimers();
  beacon = vi.fn(() => true);
  fetchMock = vi.fn(async () => new Response(JSON.stringify({ id: 1 }), { status: 201 }));
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  stop();
  stop = () => undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'PushManager');
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
});

function hide() {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
}

const ohdioStores = () => ({
  routerStore: createRouterStore({
    ...initialRouterState,
    location: { appId: 'ohdio', routePath: '/ohdio' } as RouterLocation,
  }),
  settingsStore: createSettingsStore({ byApp: { ohdio: { tracePath: `${api}/ohdio/trace` } } }),
});

describe('the portal telemetry', () => {
  it('logs errors to the console and to the current application’s message traces', async () => {
    const telemetry = createPortalTelemetry({ config, window });
    telemetry.log('La navigation vers /x a échoué.', new Error('boom'));
    expect(console.error).toHaveBeenCalledWith('La navigation vers /x a échoué.', new Error('boom'));
    stop = telemetry.start(ohdioStores());
    hide();
    // The senders load as the router starts: hidden before they were in, the log leaves once they are.
    await vi.waitFor(() =>
      expect(beacon.mock.calls.some(([target]) => target.endsWith('/trace/message'))).toBe(true),
    );
    const [url, blob] = beacon.mock.calls.find(([target]) => target.endsWith('/trace/message')) ?? [];
    expect(url).toBe(`${api}/ohdio/trace/message`);
    expect(JSON.parse(await (blob as Blob).text())).toEqual([
      expect.objectContaining({
        level: 'error',
        message: 'La navigation vers /x a échoué.',
        app: 'news',
        context: { error: expect.stringMatching(/^Error: boom/) },
      }),
    ]);
  });

  it('keeps the time at which the shell logged, made before its senders had loaded', async () => {
    vi.setSystemTime(new Date('2026-03-02T10:00:00.000Z'));
    const telemetry = createPortalTelemetry({ config, window });
    telemetry.log('Échec au démarrage.', new Error('tôt'));
    vi.setSystemTime(new Date('2026-03-02T10:00:03.000Z'));
    stop = telemetry.start(ohdioStores());
    await vi.dynamicImportSettled();
    hide();
    const [, blob] = beacon.mock.calls.find(([target]) => target.endsWith('/trace/message')) ?? [];
    expect(JSON.parse(await (blob as Blob).text())).toEqual([
      expect.objectContaining({ message: 'Échec au démarrage.', time: '2026-03-02T10:00:00.000Z' }),
    ]);
  });

  it('reports an uncaught error caught before its senders had loaded, once they are in', async () => {
    const telemetry = createPortalTelemetry({ config, window });
    stop = telemetry.start(ohdioStores());
    window.dispatchEvent(new ErrorEvent('error', { message: 'avant les envois', error: new Error('tôt') }));
    await vi.dynamicImportSettled();
    hide();
    const [url, blob] = beacon.mock.calls.find(([target]) => target.endsWith('/trace/diagnostic')) ?? [];
    expect(url).toBe(`${api}/ohdio/trace/diagnostic`);
    expect(JSON.parse(await (blob as Blob).text())).toEqual([
      expect.objectContaining({
        event: 'error',
        source: 'window',
        app: 'ohdio',
        error: expect.stringMatching(/^Error: tôt/),
      }),
    ]);
  });

  it('posts a page view to the analytics sink for each committed page, once the navigation’s task is over', async () => {
    const telemetry = createPortalTelemetry({ config, window });
    telemetry.consent.decide({ analytics: true, performance: false });
    telemetry.recordPageView(
      { appId: 'ohdio', pageId: '/ohdio', routePath: '/ohdio', statusCode: 200 } as RouterLocation,
      { data: null, meta: {}, metric: { pageName: 'OHdio' }, routing: {} },
    );
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledWith(
      `${api}/analytics/page-views`,
      expect.objectContaining({ method: 'POST' }),
    );
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body).toMatchObject({ pageId: '/ohdio', metrics: { pageName: 'OHdio', application: 'site-web' } });
  });

  it('makes a committed page’s view record once the navigation’s task is over, dated at the commit', async () => {
    const telemetry = createPortalTelemetry({ config, window });
    telemetry.consent.decide({ analytics: true, performance: false });
    stop = telemetry.start(ohdioStores());
    const ohdio = {
      appId: 'ohdio',
      pageId: '/ohdio',
      routePath: '/ohdio',
      statusCode: 200,
    } as RouterLocation;
    const named = { data: null, meta: {}, metric: { pageName: 'OHdio' }, routing: {} };
    // the senders are in once a first view has left
    telemetry.recordPageView(ohdio, named);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const committedAt = Date.parse('2026-03-01T12:00:00Z');
    vi.setSystemTime(committedAt);
    telemetry.recordPageView({ ...ohdio, pageId: '/ohdio/balados' }, named);
    telemetry.recordPageView({ ...ohdio, pageId: '/sans-nom' }, { ...named, metric: {} });
    // nothing of either record is made in the navigation's own task: a page without a page name is
    // reported when its record is made
    const unnamed = expect.stringContaining('(page /sans-nom)');
    expect(console.warn).not.toHaveBeenCalledWith(unnamed, expect.anything());
    vi.setSystemTime(committedAt + 5_000);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toMatchObject({
      pageId: '/ohdio/balados',
      time: '2026-03-01T12:00:00.000Z',
    });
    expect(console.warn).toHaveBeenCalledWith(unnamed, expect.anything());
  });

  it('posts no page view until the person’s choice is known, and none when it refuses page analytics', async () => {
    const telemetry = createPortalTelemetry({ config, window });
    telemetry.recordPageView(
      { appId: 'ohdio', pageId: '/ohdio', routePath: '/ohdio', statusCode: 200 } as RouterLocation,
      { data: null, meta: {}, metric: { pageName: 'OHdio' }, routing: {} },
    );
    await vi.advanceTimersByTimeAsync(10);
    expect(fetchMock).not.toHaveBeenCalled();
    telemetry.consent.decide({ analytics: false, performance: true });
    await vi.advanceTimersByTimeAsync(10);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('registers /sw.js, told the API origin, 2000 ms after start and turns push on when a subscription exists', async () => {
    const pushManager = { getSubscription: vi.fn(async () => ({ endpoint: 'https://push.test/1' })) };
    const registration = { active: {}, pushManager };
    const register = vi.fn(async () => registration);
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { register, ready: Promise.resolve(registration) },
    });
    Object.defineProperty(window, 'PushManager', { configurable: true, value: function PushManager() {} });
    const telemetry = createPortalTelemetry({ config, window });
    expect(telemetry.pushSupported).toBe(true);
    stop = telemetry.start(ohdioStores());
    await vi.advanceTimersByTimeAsync(1999);
    expect(register).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(register).toHaveBeenCalledWith(`/sw.js?api=${encodeURIComponent(config.apiOrigin)}`);
    // the push client loads with the registration, then reads the subscription
    await vi.waitFor(() =>
      expect(telemetry.workerStore.getState()).toEqual({
        isOnline: true,
        pwa: { isActive: true },
        push: { isActive: true },
      }),
    );
  });

  it('keeps what it logs while its senders cannot load (offline, a refused chunk), and sends it once they do', async () => {
    vi.doMock('./telemetry-senders.ts', () => {
      throw new Error('chunk refused');
    });
    const telemetry = createPortalTelemetry({ config, window });
    telemetry.log('Échec hors ligne.', new Error('un'));
    await vi.dynamicImportSettled();
    vi.doUnmock('./telemetry-senders.ts');
    stop = telemetry.start(ohdioStores());
    await vi.dynamicImportSettled();
    hide();
    const [, blob] = beacon.mock.calls.find(([target]) => target.endsWith('/trace/message')) ?? [];
    expect(JSON.parse(await (blob as Blob).text())).toEqual([
      expect.objectContaining({ message: 'Échec hors ligne.', app: 'news' }),
    ]);
  });

  it('says a push client that could not load (offline, a refused chunk) as a failed subscription and unsubscription, and logs it', async () => {
    const telemetry = createPortalTelemetry({ config, window });
    vi.doMock('./portal-push.ts', () => {
      throw new Error('chunk refused');
    });
    await expect(telemetry.push.subscribe()).resolves.toBeNull();
    await expect(telemetry.push.unsubscribe()).resolves.toBe(false);
    vi.doUnmock('./portal-push.ts');
    expect(console.error).toHaveBeenCalledWith('Les alertes n’ont pas pu être chargées.', expect.any(Error));
  });

  it('tracks whether the browser is online', () => {
    const telemetry = createPortalTelemetry({ config, window });
    stop = telemetry.start(ohdioStores());
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
    window.dispatchEvent(new Event('offline'));
    expect(telemetry.workerStore.getState().isOnline).toBe(false);
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
    window.dispatchEvent(new Event('online'));
    expect(telemetry.workerStore.getState().isOnline).toBe(true);
  });

  it('says push is unsupported without a service worker container', () => {
    expect(createPortalTelemetry({ config, window }).pushSupported).toBe(false);
  });
});
