import { describe, expect, it } from 'vitest';
import {
  lighthouseFailures,
  medianOf,
  scoreShortfalls,
  scoresOf,
  type PageFigures,
} from './lighthouse-thresholds.ts';

const passing: PageFigures = {
  performance: 98,
  accessibility: 100,
  bestPractices: 95,
  cls: 0,
  tbt: 50,
  lcp: 1200,
  scriptCpuMs: 300,
  longestTaskCpuMs: 100,
};

describe('lighthouseFailures', () => {
  it('passes a page exactly at every bound', () => {
    expect(lighthouseFailures(passing)).toEqual([]);
  });

  it('fails a page one point under a score bound, naming it with the figure', () => {
    expect(lighthouseFailures({ ...passing, accessibility: 99 })).toEqual(['accessibility 99 < 100']);
    expect(lighthouseFailures({ ...passing, bestPractices: 94 })).toEqual(['best practices 94 < 95']);
  });

  it('fails any layout shift', () => {
    expect(lighthouseFailures({ ...passing, cls: 0.001 })).toEqual(['CLS 0.001 > 0']);
  });

  it('fails a page whose scripts or longest task take more CPU than their bound', () => {
    expect(lighthouseFailures({ ...passing, scriptCpuMs: 301 })).toEqual(['script CPU 301 ms > 300 ms']);
    expect(lighthouseFailures({ ...passing, longestTaskCpuMs: 176 })).toEqual([
      'longest task 176 ms CPU > 100 ms',
    ]);
  });

  it('does not fail on the load-dependent score and TBT: those are the report', () => {
    expect(lighthouseFailures({ ...passing, performance: 45, tbt: 6271, lcp: 3820 })).toEqual([]);
  });

  it('takes other bounds when given', () => {
    expect(
      lighthouseFailures(passing, {
        accessibility: 100,
        bestPractices: 96,
        cls: 0,
        scriptCpuMs: 300,
        longestTaskCpuMs: 100,
      }),
    ).toEqual(['best practices 95 < 96']);
  });
});

describe('scoreShortfalls', () => {
  it('names the score targets that the scored run misses', () => {
    expect(scoreShortfalls(passing)).toEqual([]);
    expect(scoreShortfalls({ ...passing, performance: 95, tbt: 246 })).toEqual([
      'performance 95 < 98',
      'TBT 246 ms > 50 ms',
    ]);
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
    expect(lighthouseFailures({ ...scores, scriptCpuMs: 0, longestTaskCpuMs: 0 })).toHaveLength(3);
    expect(scoreShortfalls(scores)).toHaveLength(2);
  });
});

describe('median', () => {
  it('takes the middle figure of the runs, whatever their order', () => {
    expect(medianOf([180, 150, 900])).toBe(180);
    expect(medianOf([40])).toBe(40);
  });

  it('refuses an empty list', () => {
    expect(() => medianOf([])).toThrow();
  });
});
