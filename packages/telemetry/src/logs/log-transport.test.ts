import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blobJson, bodyOf, fakeFetch, fakePage, switchableNetwork } from '../testing/fakes.ts';
import type { Connectivity } from '../offline-queue.ts';
import { createLogTransport, type LogEntry } from './log-transport.ts';

const alwaysOnline = (): Connectivity => ({ isOnline: () => true, onOnline: () => () => undefined });

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') }));
afterEach(() => vi.useRealTimers());

const setup = (
  fetch = fakeFetch(),
  extra: Parameters<typeof createLogTransport>[0] extends infer O ? Partial<O> : never = {},
) => {
  const page = fakePage();
  const beacon = vi.fn((_url: string, _data: Blob) => true);
  const transport = createLogTransport({
    appPath: 'http://api.test/v5/portal/',
    app: 'portal',
    fetch,
    beacon,
    win: page.win,
    doc: page.doc,
    ...extra,
  });
  return { transport, fetch, beacon, page };
};

describe('batched logs', () => {
  it('posts a batch to {appPath}/trace/{channel} 5000 ms after the last log', async () => {
    const { transport, fetch } = setup();
    transport.log('message', 'info', 'bonjour', { step: 1 });
    await vi.advanceTimersByTimeAsync(3000);
    transport.log('message', 'warn', 'encore');
    await vi.advanceTimersByTimeAsync(4999);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('http://api.test/v5/portal/trace/message');
    const body = bodyOf(fetch.mock.calls[0]) as LogEntry[];
    expect(body.map((e) => e.message)).toEqual(['bonjour', 'encore']);
    expect(body[0]).toEqual({
      level: 'info',
      message: 'bonjour',
      time: '2026-03-01T12:00:00.000Z',
      app: 'portal',
      context: { step: 1 },
    });
  });

  it('sends each channel to its own route', async () => {
    const { transport, fetch } = setup();
    transport.log('ads', 'info', 'ad');
    transport.log('diagnostic', 'error', 'diag');
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetch.mock.calls.map((c) => c[0])).toEqual([
      'http://api.test/v5/portal/trace/ads',
      'http://api.test/v5/portal/trace/diagnostic',
    ]);
  });

  it('does not let a steady stream postpone the flush past the maximum wait', async () => {
    const { transport, fetch } = setup(fakeFetch(), { maxWaitMs: 15_000 });
    for (let t = 0; t < 15_000; t += 1000) {
      transport.log('message', 'info', `log ${t}`);
      await vi.advanceTimersByTimeAsync(1000);
    }
    expect(fetch).toHaveBeenCalledTimes(1);
    expect((bodyOf(fetch.mock.calls[0]) as unknown[]).length).toBe(15);
  });

  it('uses the default maximum wait of 15 s when logs keep coming every 4 s', async () => {
    const { transport, fetch } = setup();
    for (let t = 0; t < 40_000; t += 4000) {
      transport.log('message', 'info', `log ${t}`);
      await vi.advanceTimersByTimeAsync(4000);
    }
    const sizes = fetch.mock.calls.map((call) => (bodyOf(call) as unknown[]).length);
    expect(sizes).toEqual([4, 4]);
    expect(transport.pendingCount()).toBe(2);
  });

  it('reads the trace path and the application at each log and send when given functions', async () => {
    let app = 'news';
    const { transport, fetch } = setup(fakeFetch(), {
      appPath: () => `http://api.test/${app}`,
      app: () => app,
    });
    transport.log('message', 'info', 'accueil');
    app = 'ohdio';
    transport.log('message', 'info', 'balado');
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetch.mock.calls[0]?.[0]).toBe('http://api.test/ohdio/trace/message');
    expect((bodyOf(fetch.mock.calls[0]) as LogEntry[]).map((e) => e.app)).toEqual(['news', 'ohdio']);
  });

  it('sends at most 100 logs a batch, and a full batch at once', async () => {
    const { transport, fetch } = setup();
    for (let i = 0; i < 250; i += 1) transport.log('message', 'info', `log ${i}`);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5000);
    const sizes = fetch.mock.calls.map((call) => (bodyOf(call) as unknown[]).length);
    expect(sizes.every((n) => n <= 100)).toBe(true);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(250);
    expect(sizes[0]).toBe(100);
  });

  it('waits as long as a 429 Retry-After asks, keeping the batch', async () => {
    let limited = true;
    const fetch = fakeFetch(() =>
      limited
        ? new Response(null, { status: 429, headers: { 'Retry-After': '30' } })
        : new Response(null, { status: 204 }),
    );
    const { transport } = setup(fetch);
    transport.log('message', 'info', 'one');
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetch).toHaveBeenCalledTimes(1);
    limited = false;
    transport.log('message', 'info', 'two');
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect((bodyOf(fetch.mock.calls[1]) as LogEntry[]).map((e) => e.message)).toEqual(['one', 'two']);
  });

  it('waits 60 s after a 429 without Retry-After, and until an HTTP date', async () => {
    const fetch = fakeFetch(() => new Response(null, { status: 429 }));
    const { transport } = setup(fetch);
    transport.log('message', 'info', 'one');
    await vi.advanceTimersByTimeAsync(5000);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('sends what is pending with sendBeacon when the page is hidden, in bodies under 60 KB', async () => {
    const { transport, beacon, page, fetch } = setup();
    const long = 'x'.repeat(1000);
    for (let i = 0; i < 80; i += 1) transport.log('message', 'info', `${i} ${long}`);
    transport.log('ads', 'info', 'ad');
    page.hide();
    expect(fetch).not.toHaveBeenCalled();
    expect(beacon.mock.calls.map((c) => c[0])).toEqual([
      'http://api.test/v5/portal/trace/message',
      'http://api.test/v5/portal/trace/message',
      'http://api.test/v5/portal/trace/ads',
    ]);
    for (const [, blob] of beacon.mock.calls) expect(blob.size).toBeLessThan(60_000);
    const first = (await blobJson(beacon.mock.calls[0]?.[1] as Blob)) as unknown[];
    const second = (await blobJson(beacon.mock.calls[1]?.[1] as Blob)) as unknown[];
    expect(first.length + second.length).toBe(80);
    expect(transport.pendingCount()).toBe(0);
  });

  it('falls back to fetch keepalive on pagehide when sendBeacon refuses', () => {
    const { transport, beacon, page, fetch } = setup();
    beacon.mockReturnValue(false);
    transport.log('message', 'error', 'bye');
    page.rawWin.dispatchEvent(new Event('pagehide'));
    expect(fetch).toHaveBeenCalledWith(
      'http://api.test/v5/portal/trace/message',
      expect.objectContaining({ keepalive: true }),
    );
  });

  it('masks tokens in messages and drops secret fields from the context', async () => {
    const { transport, fetch } = setup();
    transport.log('message', 'error', 'refresh failed for eyJhbGciOi.eyJzdWIiOi.c2lnbmF0dXJl', {
      accessToken: 'abc',
      header: 'Bearer abc.def',
    });
    await vi.advanceTimersByTimeAsync(5000);
    expect(bodyOf(fetch.mock.calls[0])).toEqual([
      expect.objectContaining({
        message: 'refresh failed for [redacted]',
        context: { accessToken: '[redacted]', header: 'Bearer [redacted]' },
      }),
    ]);
  });

  it('keeps a batch the sink cannot be reached for, without throwing, and tries again later', async () => {
    let reachable = false;
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => {
      if (!reachable) throw new TypeError('Failed to fetch');
      return new Response(null, { status: 204 });
    });
    const { transport } = setup(fetch, { connectivity: alwaysOnline() });
    transport.log('message', 'info', 'one');
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(transport.pendingCount()).toBe(1);
    reachable = true;
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect((bodyOf(fetch.mock.calls[1]) as LogEntry[]).map((e) => e.message)).toEqual(['one']);
    expect(transport.pendingCount()).toBe(0);
  });

  it('keeps at most the configured number of logs while it cannot send', async () => {
    const fetch = fakeFetch(() => new Response(null, { status: 429, headers: { 'Retry-After': '600' } }));
    const { transport } = setup(fetch, { maxPending: 50 });
    transport.log('message', 'info', 'first');
    await vi.advanceTimersByTimeAsync(5000);
    for (let i = 0; i < 100; i += 1) transport.log('message', 'info', `log ${i}`);
    expect(transport.pendingCount()).toBe(50);
  });

  it('stops listening and sending once disposed', async () => {
    const { transport, fetch, beacon, page } = setup();
    transport.log('message', 'info', 'one');
    transport.dispose();
    page.hide();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).not.toHaveBeenCalled();
    expect(beacon).not.toHaveBeenCalled();
  });
});

describe('logs while offline', () => {
  const messagesOf = (calls: unknown[][]) =>
    calls.flatMap((call) => (bodyOf(call) as LogEntry[]).map((entry) => entry.message));

  it('holds the logs while offline and sends them all, once, when the network comes back', async () => {
    const network = switchableNetwork();
    const { transport, fetch, beacon } = setup(fakeFetch(), { connectivity: network.connectivity });
    network.offline();
    transport.log('message', 'info', 'un');
    transport.log('message', 'info', 'deux');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).not.toHaveBeenCalled();
    expect(transport.pendingCount()).toBe(2);
    network.online();
    await vi.advanceTimersByTimeAsync(0);
    expect(messagesOf(fetch.mock.calls)).toEqual(['un', 'deux']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(beacon).not.toHaveBeenCalled();
  });

  it('puts a batch the network refused back in order and sends it on reconnect, nothing twice', async () => {
    const network = switchableNetwork();
    let refuse = true;
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => {
      if (refuse) throw new TypeError('Failed to fetch');
      return new Response(null, { status: 204 });
    });
    const { transport } = setup(fetch, { connectivity: network.connectivity });
    transport.log('message', 'info', 'avant');
    await vi.advanceTimersByTimeAsync(5000);
    network.offline();
    transport.log('message', 'info', 'pendant');
    refuse = false;
    network.online();
    await vi.advanceTimersByTimeAsync(0);
    expect(messagesOf(fetch.mock.calls.slice(1))).toEqual(['avant', 'pendant']);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(transport.pendingCount()).toBe(0);
  });

  it('keeps the logs instead of beaconing them when the page is hidden offline, and sends them on reconnect', async () => {
    const network = switchableNetwork();
    const { transport, fetch, beacon, page } = setup(fakeFetch(), { connectivity: network.connectivity });
    network.offline();
    transport.log('message', 'info', 'caché');
    page.hide();
    expect(beacon).not.toHaveBeenCalled();
    expect(transport.pendingCount()).toBe(1);
    network.online();
    await vi.advanceTimersByTimeAsync(0);
    expect(messagesOf(fetch.mock.calls)).toEqual(['caché']);
  });

  it('beacons the logs queued offline when the page is hidden after the network is back, and not again', async () => {
    const network = switchableNetwork();
    const fetch = fakeFetch();
    const { transport, beacon, page } = setup(fetch, {
      connectivity: { ...network.connectivity, onOnline: () => () => undefined },
    });
    network.offline();
    transport.log('message', 'info', 'un');
    transport.log('ads', 'info', 'deux');
    await vi.advanceTimersByTimeAsync(5000);
    network.online();
    page.hide();
    expect(beacon).toHaveBeenCalledTimes(2);
    const beaconed = await Promise.all(beacon.mock.calls.map((call) => blobJson(call[1])));
    expect((beaconed as LogEntry[][]).flat().map((entry) => entry.message)).toEqual(['un', 'deux']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).not.toHaveBeenCalled();
    expect(transport.pendingCount()).toBe(0);
  });

  it('keeps at most maxPending logs offline, dropping the oldest', async () => {
    const network = switchableNetwork();
    const { transport, fetch } = setup(fakeFetch(), { connectivity: network.connectivity, maxPending: 3 });
    network.offline();
    for (const message of ['1', '2', '3', '4', '5']) transport.log('message', 'info', message);
    expect(transport.pendingCount()).toBe(3);
    network.online();
    await vi.advanceTimersByTimeAsync(0);
    expect(messagesOf(fetch.mock.calls)).toEqual(['3', '4', '5']);
  });

  it('stops listening for the network once disposed', () => {
    const network = switchableNetwork();
    const { transport } = setup(fakeFetch(), { connectivity: network.connectivity });
    expect(network.listenerCount()).toBe(1);
    transport.dispose();
    expect(network.listenerCount()).toBe(0);
  });
});
