import { describe, expect, it } from 'vitest';
import { sectionEdition, sectionTelevision } from './region-data.ts';
import { filterRegions, normalizeForSearch } from './region-search.ts';

const names = (query: string, regions = sectionEdition) =>
  filterRegions(regions, query).map((region) => region.name);

describe('searching regions', () => {
  it('ignores accents and case', () => {
    expect(names('QUEBEC')).toEqual(['Mauricie–Centre-du-Québec', 'Québec']);
    expect(names('ile')).toContain('Île-du-Prince-Édouard');
    expect(names('montreal')).toEqual(['Grand Montréal']);
  });

  it('treats dashes and spaces alike and matches words in any order', () => {
    expect(names('cote nord')).toEqual(['Côte-Nord']);
    expect(names('saint jean lac')).toEqual(['Saguenay–Lac-Saint-Jean']);
    expect(names('Terre Neuve')).toEqual(['Terre-Neuve-et-Labrador']);
  });

  it('matches words run together, as in the regional addresses', () => {
    expect(names('grandmontreal')).toEqual(['Grand Montréal']);
  });

  it('treats typographic and straight apostrophes alike', () => {
    expect(names("nord de l'ontario")).toEqual(['Nord de l’Ontario']);
  });

  it('shows every region for an empty search and none for a search that matches nothing', () => {
    expect(names('   ')).toHaveLength(22);
    expect(names('zzz')).toEqual([]);
    expect(names('acadie', sectionTelevision)).toEqual(['Acadie']);
  });

  it('normalises text once for comparison', () => {
    expect(normalizeForSearch('  Gaspésie–Îles-de-la-Madeleine ')).toBe('gaspesie iles de la madeleine');
  });
});
