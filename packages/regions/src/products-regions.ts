import type { ProductsRegionsBody } from '@portail/contracts';
import { findRegion } from './catalogue.ts';
import { toRegionId, type SelectedRegions } from './selection.ts';
import { productKeys, sectionKeys, type SectionKey } from './sections.ts';

/** The `productsRegions` of PATCH /id/v3/accounts/me: each section's region id as a string (SPEC.md §7). */
export function toProductsRegionsBody(selected: SelectedRegions): ProductsRegionsBody {
  return {
    info: String(selected.edition.id),
    iciMusique: String(selected.musique.id),
    premiere: String(selected.premiere.id),
    tele: String(selected.television.id),
    oHdio: String(selected.ohdio.id),
  };
}

/**
 * Reads a member profile's `productsRegions` (numbers, or the string ids that the save sends)
 * into region ids per section; missing, malformed and unknown ids are left out.
 */
export function regionsFromProducts(productsRegions: unknown): Partial<Record<SectionKey, number>> {
  if (typeof productsRegions !== 'object' || productsRegions === null) return {};
  const record = productsRegions as Record<string, unknown>;
  const regions: Partial<Record<SectionKey, number>> = {};
  for (const section of sectionKeys) {
    const id = toRegionId(record[productKeys[section]]);
    if (id !== undefined && findRegion(section, id)) regions[section] = id;
  }
  return regions;
}
