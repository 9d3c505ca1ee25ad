import { NO_REFRESH, sameOriginRedirect, type RedirectAfterSave } from './after-save.ts';
import type { ApiClient } from '@portail/http/api-client';
import { ApiError } from '@portail/http/api-errors';
import { RegionCookieError } from './errors.ts';
import { saveRegionsToProfile } from './profile-regions-api.ts';
import { readRegionCookie, writeRegionCookie, type CookieJar } from './region-cookie.ts';
import { parseRegionQueryParams } from './query-params.ts';
import { rememberPagePosition, restorePagePosition, type RestoreTarget } from './reload-position.ts';
import {
  createInitialRegionsState,
  createRegionsStore,
  isSaving,
  type RegionsStore,
  type SaveFailure,
} from './regions-store.ts';
import { changedSections, validateChoice, type RegionChoice, type SelectedRegions } from './selection.ts';
import { sectionKeys, type SectionKey } from './sections.ts';

/** The browser surface the controller uses; `browserRegionsEnvironment()` gives the real one. */
export interface RegionsEnvironment {
  cookies: CookieJar;
  location: {
    href: string;
    hostname: string;
    protocol: string;
    search: string;
    reload(): void;
    assign(url: string): void;
  };
  sessionStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  elements: RestoreTarget & { activeElementId(): string | undefined };
  scroll: { top(): number; to(top: number): void };
}

/** The regions' view of a browser window (the page's own by default). */
export function browserRegionsEnvironment(win: Window = window): RegionsEnvironment {
  let storage: Storage | null;
  try {
    storage = win.sessionStorage;
  } catch {
    storage = null;
  }
  const doc = win.document;
  return {
    cookies: doc,
    location: win.location,
    sessionStorage: storage,
    elements: {
      getElementById: (id) => doc.getElementById(id),
      activeElementId: () => doc.activeElement?.id || undefined,
    },
    scroll: { top: () => win.scrollY, to: (top) => win.scrollTo({ top }) },
  };
}

export interface RegionsControllerOptions {
  environment: RegionsEnvironment;
  /** The member-API client (the profile save). */
  api: Pick<ApiClient, 'request'>;
  /** The signed-in member's access token, or null for an anonymous visitor. */
  getAccessToken(): string | null;
  /** Told about every failed save, for logs; never given the token. */
  onSaveError?(error: ApiError | RegionCookieError): void;
}

interface SaveOptions {
  /** Where to go once saved; NO_REFRESH stays; by default the page reloads. */
  redirect?: RedirectAfterSave;
  /** The element to focus after the reload; by default the element that has focus now. */
  focusId?: string;
}

type SaveOutcome = 'saved' | 'failed' | 'ignored';

export interface RegionsController {
  readonly store: RegionsStore;
  /** Chooses a region; linked sections follow. An invalid choice is ignored. */
  select(choice: RegionChoice): void;
  /** Applies a signed-in member's saved regions (profile `productsRegions`). */
  applyProfileRegions(productsRegions: unknown): void;
  /** Saves the given regions: RCID cookie for everyone, the profile for a signed-in member. */
  save(regions: SelectedRegions, options?: SaveOptions): Promise<SaveOutcome>;
  /** Saves again the regions of the last failed save. */
  retry(options?: SaveOptions): Promise<SaveOutcome>;
  clearStatus(sections?: readonly SectionKey[]): void;
  /** After a reload caused by a save: focus and scroll as they were. Call once the page has rendered. */
  restorePosition(): void;
  /**
   * Reads the RCID cookie again: regions saved in another tab become this page's (call on each page;
   * nothing to do while the page's cookies are those it last read).
   */
  followSavedRegions(): void;
}

function isCompleteSelection(regions: SelectedRegions): boolean {
  return sectionKeys.every((section) => validateChoice({ type: section, value: regions[section]?.id }));
}

function toFailure(error: unknown): SaveFailure {
  if (error instanceof ApiError || error instanceof RegionCookieError) {
    const status = error instanceof ApiError ? error.status : undefined;
    return { code: error.code, message: error.message, ...(status ? { status } : {}) };
  }
  return { code: 'REGION_UNKNOWN', message: error instanceof Error ? error.message : String(error) };
}

export function createRegionsController(options: RegionsControllerOptions): RegionsController {
  const { environment: env } = options;
  /** The cookies as this page last read them (a page change with the same ones has nothing to follow). */
  let cookiesRead = env.cookies.cookie;
  const store = createRegionsStore(
    createInitialRegionsState({
      cookie: readRegionCookie(cookiesRead),
      query: parseRegionQueryParams(env.location.search),
    }),
  );

  function leavePage(saveOptions: SaveOptions): void {
    const redirect = saveOptions.redirect;
    if (redirect === NO_REFRESH) return;
    const focusId = saveOptions.focusId ?? env.elements.activeElementId();
    rememberPagePosition(env.sessionStorage, {
      scrollTop: env.scroll.top(),
      ...(focusId ? { focusId } : {}),
    });
    const target = redirect === undefined ? undefined : sameOriginRedirect(redirect, env.location.href);
    if (target) env.location.assign(target);
    else env.location.reload();
  }

  async function save(regions: SelectedRegions, saveOptions: SaveOptions = {}): Promise<SaveOutcome> {
    const state = store.getState();
    if (isSaving(state) || !isCompleteSelection(regions)) return 'ignored';
    const changed = changedSections(state.persisted, regions);
    const request = { regions, sections: changed.length > 0 ? changed : [...sectionKeys] };
    store.dispatch({ type: 'regions/saveRequested', payload: request });
    try {
      const cookieKept = writeRegionCookie(env.cookies, env.location, regions);
      const accessToken = options.getAccessToken();
      if (accessToken) {
        await saveRegionsToProfile({ api: options.api, accessToken, regions });
      } else if (!cookieKept) {
        throw new RegionCookieError();
      }
    } catch (error) {
      if (error instanceof ApiError || error instanceof RegionCookieError) options.onSaveError?.(error);
      store.dispatch({ type: 'regions/saveFailed', payload: { ...request, error: toFailure(error) } });
      return 'failed';
    }
    store.dispatch({ type: 'regions/saveSucceeded', payload: request });
    leavePage(saveOptions);
    return 'saved';
  }

  return {
    store,
    select: (choice) => store.dispatch({ type: 'regions/select', payload: choice }),
    applyProfileRegions: (productsRegions) =>
      store.dispatch({ type: 'regions/profileLoaded', payload: { productsRegions } }),
    save,
    retry(saveOptions) {
      const failed = store.getState().failedRequest;
      return failed ? save(failed, saveOptions) : Promise.resolve('ignored');
    },
    clearStatus: (sections) =>
      store.dispatch({ type: 'regions/statusCleared', ...(sections ? { payload: { sections } } : {}) }),
    restorePosition: () => {
      restorePagePosition(env.sessionStorage, env.elements, env.scroll.to);
    },
    followSavedRegions: () => {
      const cookies = env.cookies.cookie;
      if (cookies === cookiesRead) return;
      store.dispatch({ type: 'regions/cookieRead', payload: { cookie: readRegionCookie(cookies) } });
      // a save under way does not follow the cookie: the next page reads it again
      if (!isSaving(store.getState())) cookiesRead = cookies;
    },
  };
}
