import { findRegion } from './catalogue.ts';
import { DEFAULT_REGION_ID } from '@portail/contracts';
import { isSectionKey, otherSections, sectionKeys, type SectionKey } from './sections.ts';

/** The selected region of each section (SPEC.md §3 « Selected regions »). */
export type SelectedRegions = Readonly<Record<SectionKey, { readonly id: number }>>;

export function defaultSelection(): SelectedRegions {
  return {
    edition: { id: DEFAULT_REGION_ID },
    musique: { id: DEFAULT_REGION_ID },
    premiere: { id: DEFAULT_REGION_ID },
    television: { id: DEFAULT_REGION_ID },
    ohdio: { id: DEFAULT_REGION_ID },
  };
}

/** A region choice as it arrives from a form, a query string or a cookie: not trusted. */
export interface RegionChoice {
  type?: unknown;
  value?: unknown;
}

/** Reads a region id given as an integer or a string of digits; anything else is no id. */
export function toRegionId(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  if (typeof value === 'string' && /^\d{1,4}$/.test(value)) return toRegionId(Number(value));
  return undefined;
}

/**
 * A valid choice names a section and a region of that section (SPEC.md §5); otherwise it is
 * ignored and undefined is returned.
 */
export function validateChoice(choice: RegionChoice): { section: SectionKey; id: number } | undefined {
  if (!isSectionKey(choice.type)) return undefined;
  const id = toRegionId(choice.value);
  if (id === undefined || !findRegion(choice.type, id)) return undefined;
  return { section: choice.type, id };
}

/**
 * Chooses a region in one section and moves every other section to the linked region, where the
 * chosen region has one. Returns the same object when the choice is invalid or changes nothing.
 */
export function chooseRegion(selected: SelectedRegions, choice: RegionChoice): SelectedRegions {
  const valid = validateChoice(choice);
  if (!valid) return selected;
  const region = findRegion(valid.section, valid.id);
  const next: Record<SectionKey, { id: number }> = { ...selected, [valid.section]: { id: valid.id } };
  for (const other of otherSections(valid.section)) {
    const linkedId = region?.linked[other];
    if (linkedId !== undefined && findRegion(other, linkedId)) next[other] = { id: linkedId };
  }
  return sameSelection(selected, next) ? selected : next;
}

/** Sets sections to the given ids, without following links; unknown ids are ignored. */
export function assignRegions(
  selected: SelectedRegions,
  ids: Partial<Record<SectionKey, number>>,
): SelectedRegions {
  const next: Record<SectionKey, { id: number }> = { ...selected };
  for (const section of sectionKeys) {
    const id = ids[section];
    if (id !== undefined && findRegion(section, id)) next[section] = { id };
  }
  return sameSelection(selected, next) ? selected : next;
}

function sameSelection(a: SelectedRegions, b: SelectedRegions): boolean {
  return sectionKeys.every((section) => a[section].id === b[section].id);
}

/** The sections whose region differs between two selections. */
export function changedSections(from: SelectedRegions, to: SelectedRegions): SectionKey[] {
  return sectionKeys.filter((section) => from[section].id !== to[section].id);
}
