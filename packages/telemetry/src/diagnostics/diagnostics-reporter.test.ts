import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blobJson, bodyOf, fakeFetch, fakePage, switchableNetwork } from '../testing/fakes.ts';
import { captureGlobalErrors, createDiagnosticsReporter, describeError } from './diagnostics-reporter.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const setup = () => {
  const fetch = fakeFetch();
  const reporter = createDiagnosticsReporter({ appPath: 'http://api.test/v5/portal', app: 'portal', fetch });
  return { fetch, reporter };
};

describe('client diagnostics', () => {
  it('posts a JSON array of {event, source, error, app} 33 s after the last error', async () => {
    const { fetch, reporter } = setup();
    reporter.report('error', 'main.js:1:2', new TypeError('boom'));
    await vi.advanceTimersByTimeAsync(20_000);
    reporter.report('unhandledrejection', 'promise', 'nope');
    await vi.advanceTimersByTimeAsync(32_999);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('http://api.test/v5/portal/trace/diagnostic');
    expect(bodyOf(fetch.mock.calls[0])).toEqual([
      {
        event: 'error',
        source: 'main.js:1:2',
        error: expect.stringMatching(/^TypeError: boom/),
        app: 'portal',
      },
      { event: 'unhandledrejection', source: 'promise', error: 'nope', app: 'portal' },
    ]);
  });

  it('drops errors once more than 4 are queued', async () => {
    const { fetch, reporter } = setup();
    const accepted = Array.from({ length: 8 }, (_, i) => reporter.report('error', 's', `e${i}`));
    expect(accepted).toEqual([true, true, true, true, true, false, false, false]);
    await vi.advanceTimersByTimeAsync(33_000);
    expect((bodyOf(fetch.mock.calls[0]) as unknown[]).length).toBe(5);
  });

  it('stops after 10 batches', async () => {
    const { fetch, reporter } = setup();
    for (let i = 0; i < 12; i += 1) {
      reporter.report('error', 's', `e${i}`);
      await vi.advanceTimersByTimeAsync(33_000);
    }
    expect(fetch).toHaveBeenCalledTimes(10);
    expect(reporter.sends).toBe(10);
    expect(reporter.report('error', 's', 'late')).toBe(false);
  });

  it('keeps sending every 33 s while errors keep coming, one batch per quiet period', async () => {
    const { fetch, reporter } = setup();
    reporter.report('error', 's', 'a');
    await vi.advanceTimersByTimeAsync(32_000);
    reporter.report('error', 's', 'b');
    await vi.advanceTimersByTimeAsync(32_000);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect((bodyOf(fetch.mock.calls[0]) as { error: string }[]).map((e) => e.error)).toEqual(['a', 'b']);
  });

  it('sends what is queued with sendBeacon when the page is hidden, as one of the 10 batches', async () => {
    const page = fakePage();
    const fetch = fakeFetch();
    const beacon = vi.fn((_url: string, _data: Blob) => true);
    let app = 'news';
    const reporter = createDiagnosticsReporter({
      appPath: () => `http://api.test/${app}`,
      app: () => app,
      fetch,
      beacon,
      win: page.win,
      doc: page.doc,
    });
    reporter.report('error', 'main.js:1:1', 'avant');
    app = 'ohdio';
    reporter.report('error', 'main.js:2:2', 'après');
    page.hide();
    expect(beacon.mock.calls[0]?.[0]).toBe('http://api.test/ohdio/trace/diagnostic');
    expect(await blobJson(beacon.mock.calls[0]?.[1] as Blob)).toEqual([
      { event: 'error', source: 'main.js:1:1', error: 'avant', app: 'news' },
      { event: 'error', source: 'main.js:2:2', error: 'après', app: 'ohdio' },
    ]);
    expect(reporter.sends).toBe(1);
    await vi.advanceTimersByTimeAsync(33_000);
    expect(fetch).not.toHaveBeenCalled();
    page.hide();
    expect(beacon).toHaveBeenCalledTimes(1);
    reporter.dispose();
    reporter.report('error', 's', 'x');
    page.hide();
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('holds errors made offline and sends them, once, when the network comes back', async () => {
    const network = switchableNetwork();
    const fetch = fakeFetch();
    const reporter = createDiagnosticsReporter({
      appPath: 'http://api.test/v5/portal',
      app: 'portal',
      fetch,
      connectivity: network.connectivity,
    });
    network.offline();
    reporter.report('error', 's', 'hors ligne');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetch).not.toHaveBeenCalled();
    expect(reporter.sends).toBe(0);
    network.online();
    await vi.advanceTimersByTimeAsync(0);
    expect(bodyOf(fetch.mock.calls[0])).toEqual([expect.objectContaining({ error: 'hors ligne' })]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps a batch whose send failed as the network went away, and sends it on reconnect', async () => {
    const network = switchableNetwork();
    let refuse = true;
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => {
      if (refuse) {
        network.offline();
        throw new TypeError('Failed to fetch');
      }
      return new Response(null, { status: 204 });
    });
    const reporter = createDiagnosticsReporter({
      appPath: 'http://api.test/v5/portal',
      app: 'portal',
      fetch,
      connectivity: network.connectivity,
    });
    reporter.report('error', 's', 'perdu ?');
    await vi.advanceTimersByTimeAsync(33_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    refuse = false;
    network.online();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(bodyOf(fetch.mock.calls[1])).toEqual([expect.objectContaining({ error: 'perdu ?' })]);
    expect(reporter.sends).toBe(1);
  });

  it('sends no beacon while offline when the page is hidden: the errors go once the network is back', async () => {
    const network = switchableNetwork();
    const fetch = fakeFetch();
    const beacon = vi.fn(() => true);
    const reporter = createDiagnosticsReporter({
      appPath: 'http://api.test/v5/portal',
      app: 'portal',
      fetch,
      beacon,
      connectivity: network.connectivity,
      flushWhenHidden: false,
    });
    network.offline();
    reporter.report('error', 's', 'garde');
    reporter.flushOnLeave();
    expect(beacon).not.toHaveBeenCalled();
    network.online();
    await vi.advanceTimersByTimeAsync(0);
    expect(bodyOf(fetch.mock.calls[0])).toEqual([expect.objectContaining({ error: 'garde' })]);
    expect(beacon).not.toHaveBeenCalled();
  });

  it('masks tokens and sign-in answers in the error and in its source address', async () => {
    const page = fakePage();
    const fetch = fakeFetch();
    const beacon = vi.fn((_url: string, _data: Blob) => true);
    const reporter = createDiagnosticsReporter({
      appPath: 'http://api.test/news',
      app: 'news',
      fetch,
      beacon,
      win: page.win,
      doc: page.doc,
    });
    const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhIn0.c2ln';
    reporter.report('error', `https://portail.ca/app.js#access_token=${jwt}:1:2`, new Error(`jeton ${jwt}`));
    page.hide();
    const text = JSON.stringify(await blobJson(beacon.mock.calls[0]?.[1] as Blob));
    expect(text).not.toContain('eyJ');
    expect(text).not.toContain('access_token');
    reporter.dispose();
  });

  it('masks tokens in error text', () => {
    expect(describeError('token eyJabc.eyJdef.ghi leaked')).toBe('token [redacted] leaked');
    expect(describeError({ code: 7 })).toBe('{"code":7}');
  });

  it('captures uncaught errors and unhandled rejections of a window', () => {
    const report = vi.fn(() => true);
    const win = new EventTarget() as unknown as Window;
    const remove = captureGlobalErrors({ report }, win);
    const error = Object.assign(new Event('error'), {
      filename: 'app.js',
      lineno: 3,
      colno: 9,
      error: new Error('x'),
      message: 'x',
    });
    win.dispatchEvent(error);
    win.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'why' }));
    expect(report.mock.calls).toEqual([
      ['error', 'app.js:3:9', error.error],
      ['unhandledrejection', 'promise', 'why'],
    ]);
    remove();
    win.dispatchEvent(error);
    expect(report).toHaveBeenCalledTimes(2);
  });
});
