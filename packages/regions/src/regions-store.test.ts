import { describe, expect, it } from 'vitest';
import {
  createInitialRegionsState,
  createRegionsStore,
  isSaving,
  overallStatus,
  regionsReducer,
  type RegionsState,
} from './regions-store.ts';
import { chooseRegion, defaultSelection } from './selection.ts';

const quebec = chooseRegion(defaultSelection(), { type: 'edition', value: 17 });
const failure = { code: 'API_STATUS', message: 'Impossible de résoudre x (503)', status: 503 };

function saving(): RegionsState {
  return regionsReducer(createInitialRegionsState(), {
    type: 'regions/saveRequested',
    payload: { regions: quebec, sections: ['edition', 'television'] },
  });
}

describe('the regions store', () => {
  it('starts with region 8 everywhere, YUL, and nothing to report', () => {
    const state = createInitialRegionsState();
    expect(state.selected).toEqual(defaultSelection());
    expect(state.place).toEqual({ cityCode: 'YUL', countryCode: 'CA', tz: 'America/Toronto' });
    expect(state.status).toEqual({});
    expect(state.failedRequest).toBeNull();
  });

  it('starts from the cookie, then lets the address override it for this page only', () => {
    const state = createInitialRegionsState({
      cookie: { edition: 17, television: 17 },
      query: { regions: { television: 24 }, place: { cityCode: 'YHZ' } },
    });
    expect(state.selected.edition.id).toBe(17);
    expect(state.selected.television.id).toBe(24);
    expect(state.persisted.television.id).toBe(17);
    expect(state.place.cityCode).toBe('YHZ');
    expect(state.fromQuery).toEqual(['television']);
  });

  it('applies a valid choice with its linked sections and ignores an invalid one', () => {
    const store = createRegionsStore();
    store.dispatch({ type: 'regions/select', payload: { type: 'television', value: 23 } });
    expect(store.getState().selected.edition.id).toBe(3);
    const before = store.getState();
    store.dispatch({ type: 'regions/select', payload: { type: 'television', value: 3 } });
    store.dispatch({ type: 'regions/select', payload: { value: 3 } });
    store.dispatch({ type: 'regions/select', payload: { type: 'television' } });
    expect(store.getState()).toBe(before);
  });

  it('applies the member’s saved regions except where the address chose', () => {
    const initial = createInitialRegionsState({ query: { regions: { edition: 2 }, place: {} } });
    const state = regionsReducer(initial, {
      type: 'regions/profileLoaded',
      payload: { productsRegions: { info: 17, iciMusique: '17', premiere: 17, tele: 99, oHdio: null } },
    });
    expect(state.selected.edition.id).toBe(2);
    expect(state.selected.musique.id).toBe(17);
    expect(state.selected.premiere.id).toBe(17);
    expect(state.selected.television.id).toBe(8);
    expect(state.persisted.edition.id).toBe(17);
  });

  it('marks the requested sections saving and shows the requested regions', () => {
    const state = saving();
    expect(state.status).toEqual({ edition: 'saving', television: 'saving' });
    expect(state.selected).toBe(quebec);
    expect(isSaving(state)).toBe(true);
    expect(overallStatus(state)).toBe('saving');
  });

  it('moves saving sections to saved and remembers what is saved', () => {
    const state = regionsReducer(saving(), {
      type: 'regions/saveSucceeded',
      payload: { regions: quebec, sections: ['edition', 'television'] },
    });
    expect(state.status).toEqual({ edition: 'saved', television: 'saved' });
    expect(state.persisted).toBe(quebec);
    expect(overallStatus(state)).toBe('saved');
  });

  it('moves saving sections to error and keeps the requested regions for a retry', () => {
    const state = regionsReducer(saving(), {
      type: 'regions/saveFailed',
      payload: { regions: quebec, sections: ['edition', 'television'], error: failure },
    });
    expect(state.status).toEqual({ edition: 'error', television: 'error' });
    expect(state.failedRequest).toBe(quebec);
    expect(state.selected).toBe(quebec);
    expect(state.persisted).toEqual(defaultSelection());
    expect(state.lastFailure).toEqual(failure);
    expect(overallStatus(state)).toBe('error');
  });

  it('clears the status of some sections, then of all, forgetting the failure', () => {
    const failed = regionsReducer(saving(), {
      type: 'regions/saveFailed',
      payload: { regions: quebec, sections: ['edition', 'television'], error: failure },
    });
    const partly = regionsReducer(failed, {
      type: 'regions/statusCleared',
      payload: { sections: ['edition'] },
    });
    expect(partly.status).toEqual({ television: 'error' });
    expect(partly.failedRequest).toBe(quebec);
    const cleared = regionsReducer(partly, { type: 'regions/statusCleared' });
    expect(cleared.status).toEqual({});
    expect(cleared.failedRequest).toBeNull();
    expect(cleared.selected).toBe(quebec);
    expect(overallStatus(cleared)).toBeUndefined();
  });
});
