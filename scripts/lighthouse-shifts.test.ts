import { describe, expect, it } from 'vitest';
import { clsOf, layoutShiftLines } from './lighthouse-shifts.ts';

const run = (cls: number | undefined, items?: unknown[]) => ({
  audits: {
    'cumulative-layout-shift': cls === undefined ? undefined : { numericValue: cls },
    'layout-shifts': items ? { details: { type: 'table', items } } : undefined,
  },
});

describe('clsOf', () => {
  it('reads the run’s cumulative layout shift, and counts a run without the figure as failing', () => {
    expect(clsOf(run(0.009))).toBe(0.009);
    expect(clsOf(run(undefined))).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('layoutShiftLines', () => {
  it('names the element that moved most in each shift, with its score and the causes found', () => {
    const lines = layoutShiftLines(
      run(0.009, [
        {
          node: { selector: 'body > div#root > footer.site-footer', snippet: '<footer class="site-footer">' },
          score: 0.0091,
          subItems: {
            type: 'subitems',
            items: [
              {
                cause: 'Media element lacking an explicit size',
                extra: { url: 'https://portail.test/a.jpg' },
              },
              { cause: 'Injected iframe', extra: { selector: 'iframe', snippet: '<iframe hidden>' } },
            ],
          },
        },
      ]),
    );
    expect(lines).toEqual([
      'shift 0.009: body > div#root > footer.site-footer <footer class="site-footer">',
      '  cause: Media element lacking an explicit size (https://portail.test/a.jpg)',
      '  cause: Injected iframe (iframe <iframe hidden>)',
    ]);
  });

  it('says so when Lighthouse listed no shift although the run counted one', () => {
    expect(layoutShiftLines(run(0.001, []))).toEqual([
      'no shift listed by Lighthouse (each too small, or in another frame)',
    ]);
    expect(layoutShiftLines(run(0.001))).toHaveLength(1);
  });
});
