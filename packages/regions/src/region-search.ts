import type { Region } from './region-data.ts';

/** Lower case, without accents, apostrophes unified, dashes and runs of spaces as one space. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[\s\-‐‑–—]+/g, ' ')
    .trim();
}

/**
 * Whether a region's name matches what the visitor typed: every word appears in the name,
 * ignoring accents, case and dashes (« cote nord » finds Côte-Nord); the words may also be run
 * together (« grandmontreal »).
 */
function matchesRegion(region: Region, query: string): boolean {
  const wanted = normalizeForSearch(query);
  if (wanted === '') return true;
  const name = normalizeForSearch(region.name);
  if (wanted.split(' ').every((word) => name.includes(word))) return true;
  return name.replace(/[\s']/g, '').includes(wanted.replace(/[\s']/g, ''));
}

export function filterRegions(regions: readonly Region[], query: string): readonly Region[] {
  return regions.filter((region) => matchesRegion(region, query));
}
