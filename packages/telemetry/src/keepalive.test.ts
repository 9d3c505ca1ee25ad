import { describe, expect, it, vi } from 'vitest';
import { byteLength, packBodies, sendWhileLeaving } from './keepalive.ts';
import { retryDelayFor } from './retry-after.ts';
import { traceUrl } from '@portail/contracts';

describe('keepalive bodies', () => {
  it('pack items into JSON arrays of at most n items and under the byte limit', () => {
    const items = Array.from({ length: 10 }, (_, i) => ({ i, text: 'é'.repeat(40) }));
    const bodies = packBodies(items, 4, 300);
    expect(bodies.flatMap((b) => JSON.parse(b) as unknown[])).toEqual(items);
    for (const body of bodies) {
      expect(byteLength(body)).toBeLessThan(300);
      expect((JSON.parse(body) as unknown[]).length).toBeLessThanOrEqual(4);
    }
  });

  it('drop an item too large to ever be sent while leaving', () => {
    expect(packBodies([{ big: 'x'.repeat(500) }, { ok: 1 }], 100, 300)).toEqual(['[{"ok":1}]']);
  });

  it('use fetch keepalive when there is no beacon', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response()));
    sendWhileLeaving('http://api.test/trace/message', '[]', undefined, fetch);
    expect(fetch).toHaveBeenCalledWith(
      'http://api.test/trace/message',
      expect.objectContaining({ keepalive: true, method: 'POST' }),
    );
  });
});

describe('retry delays', () => {
  const response = (status: number, retryAfter?: string) =>
    new Response(null, { status, headers: retryAfter ? { 'Retry-After': retryAfter } : {} });
  const now = Date.parse('2026-03-01T12:00:00Z');

  it.each([
    [response(204), 0],
    [response(500), 0],
    [response(429), 60_000],
    [response(429, '12'), 12_000],
    [response(503, '5'), 5000],
    [response(429, 'Sun, 01 Mar 2026 12:00:30 GMT'), 30_000],
  ])('answer %o → wait %d ms', (res, expected) => {
    expect(retryDelayFor(res, now)).toBe(expected);
  });
});

describe('trace routes', () => {
  it('are {appPath}/trace/{channel}', () => {
    expect(traceUrl('http://api.test/v5/portal/', 'ads')).toBe('http://api.test/v5/portal/trace/ads');
    expect(traceUrl('/v5/portal', 'vitals')).toBe('/v5/portal/trace/vitals');
  });
});

describe('beacons', () => {
  it('carry their JSON as text/plain, a type a cross-origin beacon may send', async () => {
    const beacon = vi.fn((_url: string, _data: Blob) => true);
    sendWhileLeaving('http://api.test/trace/vitals', '{"a":1}', beacon, undefined);
    const blob = beacon.mock.calls[0]?.[1] as Blob;
    expect(blob.type).toBe('text/plain;charset=utf-8');
    expect(JSON.parse(await blob.text())).toEqual({ a: 1 });
  });
});
