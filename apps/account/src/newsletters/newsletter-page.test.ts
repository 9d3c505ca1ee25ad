import { describe, expect, it } from 'vitest';
import { NEWSLETTER_LABEL_KEYS } from '@portail/contracts';
import { newslettersPageSample } from '@portail/contracts/wire-samples';
import { MalformedNewslettersPageError, safeLink, toNewslettersPage } from './newsletter-page.ts';

const labels = Object.fromEntries(NEWSLETTER_LABEL_KEYS.map((key) => [key, `texte ${key}`]));

function page(overrides: Record<string, unknown> = {}) {
  return {
    data: {
      categories: [
        {
          title: 'Info',
          newsletters: [
            {
              norahCode: 'rci',
              title: 'RCI',
              lead: 'In English',
              lastNewsletterLink: 'javascript:alert(1)',
              hasDisclaimer: true,
              lang: { code: 'en', direction: 'ltr' },
            },
          ],
        },
      ],
      currentNewslettersSubscriptions: ['rci', 42],
      hasSubscribeConfirmationToaster: true,
      hasUnsubscribeConfirmationToaster: false,
      labels,
      unsubscribeToasterLink: 'https://exemple.ca/infolettres',
      ...overrides,
    },
    meta: { title: 'Mes infolettres', metas: [{ name: null, property: 'og:title', content: 'x' }] },
    metric: { pageId: 'infolettres' },
  };
}

describe('toNewslettersPage', () => {
  it('reads every field of the contract’s sample page that the page shows', () => {
    const { data, meta } = toNewslettersPage(structuredClone(newslettersPageSample));
    const { categories, ...rest } = newslettersPageSample.data;
    expect(data).toEqual({
      ...rest,
      categories: categories.map(({ title, newsletters }) => ({
        title,
        newsletters: newsletters.map(
          ({ hasUnsubscribePage: _page, isSelected: _selected, ...shown }) => shown,
        ),
      })),
    });
    expect(meta).toEqual(newslettersPageSample.meta);
  });

  it('keeps the newsletters with their language, drops unsafe links and non-text codes', () => {
    const result = toNewslettersPage(page());
    const [newsletter] = result.data.categories[0]?.newsletters ?? [];
    expect(newsletter).toEqual({
      norahCode: 'rci',
      title: 'RCI',
      lead: 'In English',
      lastNewsletterLink: null,
      hasDisclaimer: true,
      lang: { code: 'en', direction: 'ltr' },
    });
    expect(result.data.currentNewslettersSubscriptions).toEqual(['rci']);
    expect(result.data.hasUnsubscribeConfirmationToaster).toBe(false);
    expect(result.meta.metas).toEqual([{ property: 'og:title', content: 'x' }]);
    expect(result.metric).toEqual({ pageId: 'infolettres' });
  });

  it('refuses page data without its labels', () => {
    expect(() => toNewslettersPage(page({ labels: { title: 'x' } }))).toThrow(MalformedNewslettersPageError);
  });

  it.each([
    ['https://exemple.ca/a', 'https://exemple.ca/a'],
    ['http://exemple.ca/a', 'http://exemple.ca/a'],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
    [42, null],
  ])('accepts only http(s) links: %s', (value, expected) => {
    expect(safeLink(value)).toBe(expected);
  });
});
