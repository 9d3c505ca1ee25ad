import { describe, expect, it } from 'vitest';
import { namedContentPage, titleFromSlug } from './page-content.ts';

describe('a content page named by its address', () => {
  it('takes its title and heading from the slug, as words, and makes the rest from that name', () => {
    const record = namedContentPage('pont-champlain_travaux', (name) => ({
      path: '/nouvelle/1/pont-champlain_travaux',
      appName: 'Info',
      kicker: 'Article',
      description: `${name} : l’essentiel.`,
      intro: 'Les faits.',
      links: [],
    }));
    expect(record.data).toMatchObject({ heading: 'Pont champlain travaux', kicker: 'Article' });
    expect(record.meta?.title).toBe('Pont champlain travaux | Info | Portail');
    expect(record.meta?.description).toBe('Pont champlain travaux : l’essentiel.');
  });

  it('has an empty name when the address has no slug', () => {
    const record = namedContentPage(undefined, () => ({
      path: '/x',
      appName: 'Info',
      intro: '',
      links: [],
      description: '',
    }));
    expect(record.data).toMatchObject({ heading: '' });
    expect(titleFromSlug('  ')).toBe('');
  });
});
