import { describe, expect, it } from 'vitest';
import { brandSiteKeys, DEFAULT_SITE_KEY, siteKeyFor } from './brand-site-keys.ts';

describe('brand-code → site-key map (SPEC.md §2.3)', () => {
  it('has the 19 brand codes of the spec', () => {
    expect(Object.keys(brandSiteKeys)).toEqual([
      'info',
      'sports',
      'arts',
      'premiere',
      'tele',
      'archives',
      'espacesautochtones',
      'toutv',
      'musique',
      'rdi',
      'explora',
      'artv',
      'jeunesse',
      'maj',
      'rad',
      'rci',
      'mordu',
      'ohdio',
      'olympics',
    ]);
    expect(new Set(Object.values(brandSiteKeys)).size).toBe(19);
  });

  it.each([
    ['ohdio', 'portail-ohdio'],
    ['olympics', 'portail-olympiques'],
    [null, DEFAULT_SITE_KEY],
    ['inconnu', DEFAULT_SITE_KEY],
    ['toString', DEFAULT_SITE_KEY],
  ])('maps %s to %s', (brand, key) => {
    expect(siteKeyFor(brand)).toBe(key);
  });
});
