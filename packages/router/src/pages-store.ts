import { createStore, type Store } from '@portail/state';
import type { PageMeta, PageRecord, PageRouting } from './route-types.ts';

/**
 * SPEC.md §3 pages store: pages keyed by page id and a loading flag. A route's layout and component
 * are its own (its view), committed with the location in the router store, not the store's.
 */
export interface PageEntry {
  data: unknown;
  meta: PageMeta;
  metric: Record<string, unknown>;
  routing: PageRouting;
}

export interface PagesState {
  pages: Record<string, PageEntry>;
  loading: boolean;
}

type PagesAction =
  | { type: 'pages/loading' }
  | { type: 'pages/loaded'; pageId: string; page: PageEntry }
  | { type: 'pages/settled' };

const initialPagesState: PagesState = { pages: {}, loading: false };

function pagesReducer(state: PagesState, action: PagesAction): PagesState {
  switch (action.type) {
    case 'pages/loading':
      return state.loading ? state : { ...state, loading: true };
    case 'pages/loaded':
      return { ...state, pages: { ...state.pages, [action.pageId]: action.page } };
    case 'pages/settled':
      return state.loading ? { ...state, loading: false } : state;
    default:
      return state;
  }
}

/** A loader's page record as the store keeps it: every field present. */
export function toPageEntry(record: PageRecord): PageEntry {
  return {
    data: record.data ?? null,
    meta: record.meta ?? {},
    metric: record.metric ?? {},
    routing: record.routing ?? {},
  };
}

export type PagesStore = Store<PagesState, PagesAction>;

export function createPagesStore(initial: PagesState = initialPagesState): PagesStore {
  return createStore(pagesReducer, initial);
}
