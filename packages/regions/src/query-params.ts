import { REGION_QUERY_PARAMS } from '@portail/contracts';
import { parseCityCode, parseCountryCode, parseTimeZone, type Place } from './place.ts';
import { validateChoice } from './selection.ts';
import type { SectionKey } from './sections.ts';

/**
 * Which sections each region parameter sets, in order of precedence: editionRegionId wins over its
 * alias infoRegionId; radioRegionId sets the ICI Première station, which OHdio's live radio follows.
 */
const sectionParams: readonly (readonly [string, readonly SectionKey[]])[] = [
  ['infoRegionId', ['edition']],
  ['editionRegionId', ['edition']],
  ['espaceMusiqueRegionId', ['musique']],
  ['radioRegionId', ['premiere', 'ohdio']],
  ['televisionRegionId', ['television']],
];

export interface RegionQuery {
  /** The sections that the address names, with a known region id. */
  regions: Partial<Record<SectionKey, number>>;
  /** The place fields that the address gives, valid ones only. */
  place: Partial<Place>;
}

/** Reads the region parameters of an address's query string; invalid values are left out. */
export function parseRegionQueryParams(search: string | URLSearchParams): RegionQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const regions: Partial<Record<SectionKey, number>> = {};
  for (const [name, sections] of sectionParams) {
    const value = params.get(name);
    for (const section of sections) {
      const valid = validateChoice({ type: section, value: value ?? undefined });
      if (valid) regions[section] = valid.id;
    }
  }
  const cityCode = parseCityCode(params.get('cityCode'));
  const countryCode = parseCountryCode(params.get('countryCode'));
  const tz = parseTimeZone(params.get('tz'));
  const place: Partial<Place> = {
    ...(cityCode ? { cityCode } : {}),
    ...(countryCode ? { countryCode } : {}),
    ...(tz ? { tz } : {}),
  };
  return { regions, place };
}

/** True when a query string carries at least one region parameter. */
export function hasRegionQueryParams(search: string | URLSearchParams): boolean {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return REGION_QUERY_PARAMS.some((name) => params.has(name));
}
