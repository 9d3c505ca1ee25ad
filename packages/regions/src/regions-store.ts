import { createStore, type Store } from '@portail/state';
import { defaultPlace, type Place } from './place.ts';
import { regionsFromProducts } from './products-regions.ts';
import type { RegionQuery } from './query-params.ts';
import {
  assignRegions,
  chooseRegion,
  defaultSelection,
  type RegionChoice,
  type SelectedRegions,
} from './selection.ts';
import { sectionKeys, type SectionKey } from './sections.ts';

export type SaveStatus = 'saving' | 'saved' | 'error';

export interface SaveFailure {
  code: string;
  message: string;
  status?: number;
}

export interface RegionsState {
  /** The regions the page shows. */
  selected: SelectedRegions;
  /** The regions last known to be saved (cookie or profile); a save sends what differs. */
  persisted: SelectedRegions;
  /** Save status per section; absent when there is nothing to tell. */
  status: Readonly<Partial<Record<SectionKey, SaveStatus>>>;
  /** The regions of the last failed save, kept for a retry. */
  failedRequest: SelectedRegions | null;
  lastFailure: SaveFailure | null;
  place: Place;
  /** Sections set by the address's query parameters: a profile loaded later does not override them. */
  fromQuery: readonly SectionKey[];
}

interface SaveRequest {
  regions: SelectedRegions;
  sections: readonly SectionKey[];
}

export type RegionsAction =
  | { type: 'regions/select'; payload: RegionChoice }
  | { type: 'regions/profileLoaded'; payload: { productsRegions: unknown } }
  | { type: 'regions/saveRequested'; payload: SaveRequest }
  | { type: 'regions/saveSucceeded'; payload: SaveRequest }
  | { type: 'regions/saveFailed'; payload: SaveRequest & { error: SaveFailure } }
  | { type: 'regions/statusCleared'; payload?: { sections?: readonly SectionKey[] } }
  /** The RCID cookie read again (another tab may have saved regions since this page started). */
  | { type: 'regions/cookieRead'; payload: { cookie: Partial<Record<SectionKey, number>> } };

export interface InitialRegionsInput {
  /** Region ids read from the RCID cookie. */
  cookie?: Partial<Record<SectionKey, number>>;
  /** The address's region parameters. */
  query?: RegionQuery;
}

/** Defaults (region 8 everywhere, YUL), then the cookie, then the address's parameters. */
export function createInitialRegionsState(input: InitialRegionsInput = {}): RegionsState {
  const persisted = assignRegions(defaultSelection(), input.cookie ?? {});
  const queryRegions = input.query?.regions ?? {};
  return {
    selected: assignRegions(persisted, queryRegions),
    persisted,
    status: {},
    failedRequest: null,
    lastFailure: null,
    place: { ...defaultPlace, ...input.query?.place },
    fromQuery: sectionKeys.filter((section) => queryRegions[section] !== undefined),
  };
}

function withStatus(
  status: RegionsState['status'],
  sections: readonly SectionKey[],
  value: SaveStatus,
): RegionsState['status'] {
  const next = { ...status };
  for (const section of sections) next[section] = value;
  return next;
}

export function regionsReducer(state: RegionsState, action: RegionsAction): RegionsState {
  switch (action.type) {
    case 'regions/select': {
      const selected = chooseRegion(state.selected, action.payload);
      return selected === state.selected ? state : { ...state, selected };
    }
    case 'regions/profileLoaded': {
      const ids = regionsFromProducts(action.payload.productsRegions);
      const shown = Object.fromEntries(
        Object.entries(ids).filter(([section]) => !state.fromQuery.includes(section as SectionKey)),
      ) as Partial<Record<SectionKey, number>>;
      const selected = assignRegions(state.selected, shown);
      const persisted = assignRegions(state.persisted, ids);
      if (selected === state.selected && persisted === state.persisted) return state;
      return { ...state, selected, persisted };
    }
    case 'regions/saveRequested':
      return {
        ...state,
        selected: action.payload.regions,
        status: withStatus(state.status, action.payload.sections, 'saving'),
        failedRequest: null,
        lastFailure: null,
      };
    case 'regions/saveSucceeded':
      return {
        ...state,
        persisted: action.payload.regions,
        status: withStatus(state.status, action.payload.sections, 'saved'),
      };
    case 'regions/saveFailed':
      return {
        ...state,
        status: withStatus(state.status, action.payload.sections, 'error'),
        failedRequest: action.payload.regions,
        lastFailure: action.payload.error,
      };
    case 'regions/cookieRead': {
      if (isSaving(state)) return state;
      const persisted = assignRegions(state.persisted, action.payload.cookie);
      if (persisted === state.persisted) return state;
      // follows the cookie where this page shows what was saved: not over a choice of the address,
      // nor over a choice made here and not saved yet
      const followed = Object.fromEntries(
        sectionKeys
          .filter(
            (section) =>
              !state.fromQuery.includes(section) &&
              state.selected[section].id === state.persisted[section].id,
          )
          .map((section) => [section, persisted[section].id]),
      ) as Partial<Record<SectionKey, number>>;
      return { ...state, persisted, selected: assignRegions(state.selected, followed) };
    }
    case 'regions/statusCleared': {
      const sections = action.payload?.sections ?? sectionKeys;
      const status = Object.fromEntries(
        Object.entries(state.status).filter(([section]) => !sections.includes(section as SectionKey)),
      ) as RegionsState['status'];
      const allCleared = sectionKeys.every((section) => status[section] === undefined);
      return {
        ...state,
        status,
        ...(allCleared ? { failedRequest: null, lastFailure: null } : {}),
      };
    }
  }
}

export type RegionsStore = Store<RegionsState, RegionsAction>;

export function createRegionsStore(initial: RegionsState = createInitialRegionsState()): RegionsStore {
  return createStore(regionsReducer, initial);
}

/** True while any section's save is under way. */
export function isSaving(state: RegionsState): boolean {
  return sectionKeys.some((section) => state.status[section] === 'saving');
}

/** The status of the whole picker: error beats saving beats saved. */
export function overallStatus(state: RegionsState): SaveStatus | undefined {
  const values = sectionKeys.map((section) => state.status[section]);
  if (values.includes('error')) return 'error';
  if (values.includes('saving')) return 'saving';
  if (values.includes('saved')) return 'saved';
  return undefined;
}
