import { describe, expect, it } from 'vitest';
import { lighthouseFailures, scoresOf, type LighthouseScores } from './lighthouse-thresholds.ts';

const passing: LighthouseScores = {
  performance: 98,
  accessibility: 100,
  bestPractices: 95,
  cls: 0,
  tbt: 50,
  lcp: 1200,
};

describe('lighthouseFailures', () => {
  it('passes a page exactly at every bound', () => {
    expect(lighthouseFailures(passing)).toEqual([]);
  });

  it('fails a page one point under a score bound, naming it with the figure', () => {
    expect(lighthouseFailures({ ...passing, performance: 97 })).toEqual(['performance 97 < 98']);
    expect(lighthouseFailures({ ...passing, accessibility: 99 })).toEqual(['accessibility 99 < 100']);
    expect(lighthouseFailures({ ...passing, bestPractices: 94 })).toEqual(['best practices 94 < 95']);
  });

  it('fails any layout shift and a blocking time over 50 ms', () => {
    expect(lighthouseFailures({ ...passing, cls: 0.001 })).toEqual(['CLS 0.001 > 0']);
    expect(lighthouseFailures({ ...passing, tbt: 51 })).toEqual(['TBT 51 ms > 50 ms']);
  });

  it('takes other bounds when given (to show the gate failing)', () => {
    expect(
      lighthouseFailures(passing, {
        performance: 99,
        accessibility: 100,
        bestPractices: 95,
        cls: 0,
        tbt: 50,
      }),
    ).toEqual(['performance 98 < 99']);
  });
});

describe('scoresOf', () => {
  it('reads the category scores as percentages and the metrics from their audits', () => {
    const scores = scoresOf({
      categories: {
        performance: { score: 0.99 },
        accessibility: { score: 1 },
        'best-practices': { score: 0.96 },
      },
      audits: {
        'cumulative-layout-shift': { numericValue: 0 },
        'total-blocking-time': { numericValue: 12.5 },
        'largest-contentful-paint': { numericValue: 1500 },
      },
    });
    expect(scores).toEqual({
      performance: 99,
      accessibility: 100,
      bestPractices: 96,
      cls: 0,
      tbt: 12.5,
      lcp: 1500,
    });
  });

  it('counts a missing category as 0 and a missing metric as infinite, so that they fail', () => {
    const scores = scoresOf({ categories: {}, audits: {} });
    expect(lighthouseFailures(scores)).toHaveLength(5);
  });
});
