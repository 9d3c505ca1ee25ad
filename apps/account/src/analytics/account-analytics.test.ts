import { describe, expect, it } from 'vitest';
import { accountPageRecord } from './account-analytics.ts';

const now = () => Date.UTC(2026, 5, 15, 12);

describe('accountPageRecord (SPEC.md §3 analytics page record)', () => {
  it('builds the record from the page metric, the action joined to the page name with « | »', async () => {
    const record = await accountPageRecord(
      {
        pageId: 'infolettres',
        partnership: null,
        subTheme: 'infolettres',
        metrics: { pageName: 'mon-compte|infolettres', domain: 'portail.exemple.ca', format: 'page' },
      },
      'infolettres',
      'modification-infolettres',
      now,
    );
    expect(record).toMatchObject({
      pageId: 'infolettres',
      subTheme: 'infolettres',
      partnership: null,
      separator: '|',
      bitrate: 800,
      metrics: {
        pageName: 'mon-compte|infolettres|modification-infolettres',
        domain: 'portail.exemple.ca',
        application: 'site-web',
        format: 'page',
      },
      time: '2026-06-15T12:00:00.000Z',
    });
  });

  it('falls back to Mon compte naming when the page data has no metric', async () => {
    const record = await accountPageRecord(null, 'completion', 'etape-gender', now);
    expect(record.pageId).toBe('completion');
    expect(record.metrics.pageName).toBe('mon-compte|completion|etape-gender');
    expect(record.metrics.application).toBe('site-web');
  });
});
