import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../testing/test-database.ts';
import { createTelemetryStore } from './telemetry-store.ts';

const db = useTestDatabase('telemetry');

const count = () => Number(db.prepare('SELECT COUNT(*) AS n FROM api_telemetry').get()?.n);
const chars = () => Number(db.prepare('SELECT SUM(length(payload)) AS n FROM api_telemetry').get()?.n ?? 0);

describe('telemetry retention', () => {
  it('keeps at most the newest maxEvents events', () => {
    const store = createTelemetryStore(db, () => new Date(), {
      maxEvents: 10,
      maxAgeMs: 86_400_000,
      maxPayloadChars: 1e9,
    });
    for (let i = 0; i < 25; i += 1) store.record('news', 'message', { i });
    expect(count()).toBe(10);
    expect(store.list({ limit: 1 })[0]?.payload).toEqual({ i: 24 });
  });

  it('keeps no event older than maxAgeMs', () => {
    let clock = Date.parse('2026-01-01T00:00:00Z');
    const store = createTelemetryStore(db, () => new Date(clock), {
      maxEvents: 1000,
      maxAgeMs: 60_000,
      maxPayloadChars: 1e9,
    });
    store.record('news', 'message', { old: true });
    clock += 61_000;
    store.record('news', 'message', { old: false });
    expect(store.list().map((event) => event.payload)).toEqual([{ old: false }]);
  });

  it('keeps the payloads under maxPayloadChars however large each post is (50 posts of 170 KB)', () => {
    const store = createTelemetryStore(db, () => new Date(), {
      maxEvents: 1000,
      maxAgeMs: 86_400_000,
      maxPayloadChars: 1_000_000,
    });
    for (let i = 0; i < 50; i += 1) store.record('news', 'diagnostic', { text: 'x'.repeat(170_000) });
    expect(chars()).toBeLessThanOrEqual(1_000_000);
    expect(count()).toBeGreaterThan(0);
  });
});
