import { describe, expect, it } from 'vitest';
import { adBreakOf, midrollMoment } from './ad-break.ts';

const ad = (...parameters: [string, string][]) => ({
  adUnit: '/portail/ohdio',
  parameters: parameters.map(([key, value]) => ({ key, value })),
});

describe('an item’s ad break', () => {
  it('plays before the item when its ad names no position, or names preroll', () => {
    expect(adBreakOf(ad())).toEqual({ position: 'preroll', offset: null });
    expect(adBreakOf(ad(['position', 'preroll']))).toEqual({ position: 'preroll', offset: null });
  });

  it('plays after the item for a postroll', () => {
    expect(adBreakOf(ad(['position', 'postroll']))).toEqual({ position: 'postroll', offset: null });
  });

  it('plays a midroll at its offset in seconds, or in the middle of the item without a valid one', () => {
    const at30 = adBreakOf(ad(['position', 'midroll'], ['offset', '30']));
    expect(at30).toEqual({ position: 'midroll', offset: 30 });
    expect(midrollMoment({ position: 'midroll', offset: 30 }, 120)).toBe(30);
    expect(midrollMoment({ position: 'midroll', offset: 30 }, 20)).toBe(20);
    for (const offset of ['', '-5', 'trente', 'Infinity']) {
      const middle = adBreakOf(ad(['position', 'midroll'], ['offset', offset]));
      expect(middle).toEqual({ position: 'midroll', offset: null });
    }
    const middle = { position: 'midroll', offset: null } as const;
    expect(midrollMoment(middle, 120)).toBe(60);
    expect(midrollMoment(middle, 0)).toBeNull();
  });

  it('is no audio break for an overlay, a special ad, an unknown position or no ad', () => {
    expect(adBreakOf(ad(['position', 'overlay']))).toBeNull();
    expect(adBreakOf(ad(['position', 'special']))).toBeNull();
    expect(adBreakOf(ad(['position', 'entracte']))).toBeNull();
    expect(adBreakOf(null)).toBeNull();
  });
});
