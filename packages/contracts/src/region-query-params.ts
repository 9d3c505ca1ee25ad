/**
 * SPEC.md §2.2: the region parameters an address may carry. The regions read them; the router leaves
 * them out of the page id, since they do not make a page different.
 */
export const REGION_QUERY_PARAMS = [
  'editionRegionId',
  'espaceMusiqueRegionId',
  'radioRegionId',
  'televisionRegionId',
  'infoRegionId',
  'cityCode',
  'countryCode',
  'tz',
] as const;
export type RegionQueryParam = (typeof REGION_QUERY_PARAMS)[number];
