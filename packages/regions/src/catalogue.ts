import {
  sectionEdition,
  sectionEspaceMusique,
  sectionOhdio,
  sectionPremiere,
  sectionTelevision,
  type Region,
} from './region-data.ts';
import type { SectionKey } from './sections.ts';

/** The region list of each section. */
export const regionsBySection: Readonly<Record<SectionKey, readonly Region[]>> = {
  edition: sectionEdition,
  musique: sectionEspaceMusique,
  premiere: sectionPremiere,
  television: sectionTelevision,
  ohdio: sectionOhdio,
};

export function regionsOf(section: SectionKey): readonly Region[] {
  return regionsBySection[section];
}

export function findRegion(section: SectionKey, id: number): Region | undefined {
  return regionsBySection[section].find((region) => region.id === id);
}

export function findRegionByLegacyId(section: SectionKey, legacyId: number): Region | undefined {
  return regionsBySection[section].find((region) => region.legacyId === legacyId);
}
