import { DEFAULT_REGION_ID } from '@portail/contracts';
import { describe, expect, it } from 'vitest';
import { findRegion, regionsBySection } from './catalogue.ts';
import {
  DEFAULT_CITY_CODE,
  MAX_REGION_ID,
  MIN_REGION_ID,
  sectionEdition,
  sectionEspaceMusique,
  sectionOhdio,
  sectionPremiere,
  sectionTelevision,
} from './region-data.ts';
import { sectionKeys, type SectionKey } from './sections.ts';

const allRegions = sectionKeys.flatMap((section) =>
  regionsBySection[section].map((region) => ({ section, region })),
);

describe('region data', () => {
  it.each([
    ['sectionEdition', sectionEdition, 22],
    ['sectionTelevision', sectionTelevision, 13],
    ['sectionEspaceMusique', sectionEspaceMusique, 17],
    ['sectionPremiere', sectionPremiere, 22],
    ['sectionOhdio', sectionOhdio, 22],
  ])('%s holds the number of regions the spec gives (%#)', (_name, regions, count) => {
    expect(regions).toHaveLength(count);
  });

  it('keeps every region id between 1 and 29', () => {
    for (const { region } of allRegions) {
      expect(region.id).toBeGreaterThanOrEqual(MIN_REGION_ID);
      expect(region.id).toBeLessThanOrEqual(MAX_REGION_ID);
      expect(Number.isInteger(region.id)).toBe(true);
    }
    expect([MIN_REGION_ID, MAX_REGION_ID]).toEqual([1, 29]);
  });

  it.each(sectionKeys)('gives each region of %s a unique id and a unique legacy id', (section) => {
    const regions = regionsBySection[section];
    expect(new Set(regions.map((region) => region.id)).size).toBe(regions.length);
    expect(new Set(regions.map((region) => region.legacyId)).size).toBe(regions.length);
  });

  it('never reuses a current id as a legacy id, so that a cookie cannot be misread', () => {
    for (const { region } of allRegions) expect(region.legacyId).toBeGreaterThan(MAX_REGION_ID);
  });

  it('resolves every linked id to a region of the section it names', () => {
    for (const { section, region } of allRegions) {
      for (const [target, id] of Object.entries(region.linked) as [SectionKey, number][]) {
        expect(target, `${section}/${region.name}`).not.toBe(section);
        expect(findRegion(target, id), `${section}/${region.name} → ${target} ${id}`).toBeDefined();
      }
    }
  });

  it('links back consistently: the linked region leads back to a region that links to it', () => {
    for (const { section, region } of allRegions) {
      for (const [target, id] of Object.entries(region.linked) as [SectionKey, number][]) {
        const back = findRegion(target, id)?.linked[section];
        if (back === undefined) continue;
        expect(findRegion(section, back)?.linked[target], `${section}/${region.name} ↔ ${target}`).toBe(id);
      }
    }
  });

  it('links the sections that every market has (Info, Première, OHdio) region for region', () => {
    for (const region of sectionEdition) {
      expect(region.linked.premiere).toBe(region.id);
      expect(region.linked.ohdio).toBe(region.id);
    }
  });

  it('defaults to region 8, Grand Montréal, in every section and to the city code YUL', () => {
    expect(DEFAULT_REGION_ID).toBe(8);
    expect(DEFAULT_CITY_CODE).toBe('YUL');
    for (const section of sectionKeys) {
      expect(findRegion(section, DEFAULT_REGION_ID)?.name).toBe('Grand Montréal');
    }
  });

  it('carries the regional news slugs of the spec', () => {
    const slug = (name: string) => sectionEdition.find((region) => region.name === name)?.url;
    expect(slug('Québec')).toBe('/quebec');
    expect(slug('Grand Montréal')).toBe('/grandmontreal');
    expect(slug('Nouveau-Brunswick')).toBe('/acadie/nouveau-brunswick');
    expect(slug('Toronto')).toBe('/ontario/toronto');
    expect(slug('Windsor')).toBe('/ontario/windsor');
    expect(slug('Estrie')).toBe('/estrie');
    expect(slug('Grand Nord')).toBe('/grand-nord');
  });

  it('gives every news region a unique lower-case path without accents', () => {
    const urls = sectionEdition.map((region) => region.url);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(url).toMatch(/^(\/[a-z0-9-]+)+$/);
  });

  it('numbers the 22 markets in French alphabetical order', () => {
    const names = sectionEdition.map((region) => region.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'fr'))).toEqual(names);
    expect(sectionEdition.map((region) => region.id)).toEqual(Array.from({ length: 22 }, (_, i) => i + 1));
  });

  it('names the broadcaster’s regional newsrooms, not filler', () => {
    const names = new Set(sectionEdition.map((region) => region.name));
    for (const expected of [
      'Abitibi-Témiscamingue',
      'Côte-Nord',
      'Gaspésie–Îles-de-la-Madeleine',
      'Saguenay–Lac-Saint-Jean',
      'Mauricie–Centre-du-Québec',
      'Ottawa-Gatineau',
      'Île-du-Prince-Édouard',
      'Terre-Neuve-et-Labrador',
      'Colombie-Britannique et Yukon',
      'Grand Nord',
    ]) {
      expect(names).toContain(expected);
    }
    expect(sectionTelevision.map((region) => region.name)).toEqual(
      expect.arrayContaining(['Acadie', 'Est du Québec', 'Ontario']),
    );
  });

  it('lists the television regions in French alphabetical order, as a French collator sorts them', () => {
    const names = sectionTelevision.map((region) => region.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('fr').compare));
  });
});
