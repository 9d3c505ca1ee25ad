import { describe, expect, it } from 'vitest';
import { percentile, soakVerdicts, type SoakFigures } from './soak-bounds.ts';

const within: SoakFigures = {
  navigations: 300,
  p50: 20,
  p95: 40,
  max: 90,
  paintedP50: 30,
  paintedP95: 55,
  cpuP50: 8,
  cpuP95: 14,
  heapGrowthBytes: 700_000,
  listenersGrowth: 0,
  nodesGrowth: 3,
  audioPlaying: true,
  requestsPerNavigation: 1,
  baseline: { heapBytes: 10e6, nodes: 900, listeners: 120 },
  end: { heapBytes: 10.7e6, nodes: 903, listeners: 120 },
};

describe('the long-visit bounds', () => {
  it('takes the nearest-rank percentile of sorted latencies', () => {
    const sorted = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(sorted, 0.5)).toBe(50);
    expect(percentile(sorted, 0.95)).toBe(95);
    expect(percentile([7], 0.95)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it('keeps every bound of a visit within them', () => {
    expect(soakVerdicts(within).every((verdict) => verdict.ok)).toBe(true);
  });

  it('says which bound a visit crosses: heap, listeners, audio, p95', () => {
    const crossed = soakVerdicts({
      ...within,
      heapGrowthBytes: 2.5 * 1024 * 1024,
      listenersGrowth: 1,
      audioPlaying: false,
      p95: 62,
    });
    expect(crossed.filter((verdict) => !verdict.ok).map((verdict) => verdict.text)).toEqual([
      'heap growth 2.50 MB ≤ 2.00 MB',
      'listeners +1 ≤ +0',
      'audio still playing',
      'p95 62.0 ms ≤ 50 ms',
    ]);
  });
});
