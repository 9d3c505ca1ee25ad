import { CLSThresholds, FCPThresholds, INPThresholds, LCPThresholds, TTFBThresholds } from 'web-vitals';
import { describe, expect, it } from 'vitest';
import { rateVital, VITALS_THRESHOLDS } from './thresholds.ts';

describe('web vitals thresholds', () => {
  it('are SPEC.md §9 values, the same as the web-vitals library uses', () => {
    expect(VITALS_THRESHOLDS).toEqual({
      FCP: [1800, 3000],
      CLS: [0.1, 0.25],
      INP: [200, 500],
      LCP: [2500, 4000],
      TTFB: [800, 1800],
    });
    expect([FCPThresholds, CLSThresholds, INPThresholds, LCPThresholds, TTFBThresholds]).toEqual(
      Object.values(VITALS_THRESHOLDS),
    );
  });

  it.each([
    ['FCP', 1800, 'good'],
    ['FCP', 1801, 'needs-improvement'],
    ['CLS', 0.25, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
    ['INP', 200, 'good'],
    ['LCP', 4001, 'poor'],
    ['TTFB', 1800, 'needs-improvement'],
  ] as const)('rates %s %d as %s', (name, value, rating) => {
    expect(rateVital(name, value)).toBe(rating);
  });
});
