import type { ProductKey } from '@portail/contracts';

/**
 * The five product sections and the four names each one goes by: the key of the selected regions
 * (SPEC.md §3), the name of its region list (`region-data.ts`), the product key of the member profile and of the RCID
 * cookie, and its region query parameters (SPEC.md §2.2).
 */
export const sectionKeys = ['edition', 'musique', 'premiere', 'television', 'ohdio'] as const;
export type SectionKey = (typeof sectionKeys)[number];

/** Each section's key of `productsRegions` in the profile service and of the RCID cookie's map. */
export const productKeys = {
  edition: 'info',
  musique: 'iciMusique',
  premiere: 'premiere',
  television: 'tele',
  ohdio: 'oHdio',
} as const satisfies Record<SectionKey, ProductKey>;

export function isSectionKey(value: unknown): value is SectionKey {
  return typeof value === 'string' && (sectionKeys as readonly string[]).includes(value);
}

/** Every section except the given one, in the canonical order. */
export function otherSections(section: SectionKey): SectionKey[] {
  return sectionKeys.filter((key) => key !== section);
}
