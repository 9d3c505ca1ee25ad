import { fetchRouteData, type CacheVersionMemory, type HttpClient, type SettingsStore } from '@portail/http';
import type { AppRegistry } from './app-registry.ts';
import {
  createApplicationSwitcher,
  StaleNavigation,
  throwIfStale,
  type ShellApp,
} from './application-switch.ts';
import {
  EmptyLayoutError,
  MissingComponentError,
  RedirectionLoopError,
  RouteNotFoundError,
} from './errors.ts';
import { PAGE_CHANGED_EVENT, breadcrumbsOf, focusFirstTabbable, updateHistory } from './dom-effects.ts';
import { buildLocation, toPageEntry } from './location-builder.ts';
import type { PageEntry, PagesStore } from './pages-store.ts';
import { parseQuery, urlFor, withKeptQueryParams } from './query.ts';
import type { RouteRequest, RouterLocation, RouterStore } from './router-store.ts';
import type { AppRoute, PageRecord, QueryParams, RouteContext, RouteMatch } from './route-types.ts';
import type { RouteTable } from './route-table.ts';

/** SPEC.md §9. */
export const NAVIGATION_DELAY_MS = 15;
const REDIRECT_LIMIT = 4;

export type { ShellApp };

export interface PageChangedDetail {
  location: RouterLocation;
  breadcrumbs: string[];
}

export interface NavigationControllerOptions {
  routerStore: RouterStore;
  pagesStore: PagesStore;
  settingsStore: SettingsStore;
  routes: RouteTable;
  registry: AppRegistry;
  /** The app manager: every application whose routes are registered. */
  apps: Readonly<Record<string, ShellApp>>;
  apiOrigin: string;
  http: HttpClient;
  window: Window;
  /** In debug mode an error is logged and shown, never turned into a full page load. */
  debug?: () => boolean;
  log?: (message: string, error?: unknown) => void;
  /** A full browser load of a URL (default: location.assign). */
  fullLoad?: (url: string) => void;
  /** Whether the application module holds a component for the route (else « Route has no component »). */
  hasComponent?: (route: AppRoute) => boolean;
  analytics?: (location: RouterLocation, page: PageEntry | undefined) => void;
  /**
   * The title of a committed page, computed once: the location carries it (`metas.title`) and the
   * view shows it (default: the page's meta title, else none).
   */
  pageTitle?: (page: PageEntry | undefined, statusCode: number) => string;
  loadModules?: (location: RouterLocation) => void | Promise<void>;
  /**
   * Resolves once the committed page is in the DOM (default: the next macrotask). The portal's view
   * says when it has shown the location (`createRenderSignal`), so that nothing waits for a frame.
   */
  waitForRender?: (location: RouterLocation) => Promise<void>;
  onPageChanged?: (detail: PageChangedDetail) => void;
}

const REDIRECT_STATUSES = new Set([301, 302]);

/**
 * The navigation machine of SPEC.md §4.1, framework-free: it reads and writes the router, pages and
 * settings stores and touches the DOM only through the window it is given.
 */
export function createNavigationController(options: NavigationControllerOptions) {
  const { routerStore, pagesStore, settingsStore, routes, registry, apps, window: win } = options;
  const doc = win.document;
  const log = options.log ?? ((message, error) => console.error(message, error));
  const fullLoad = options.fullLoad ?? ((url: string) => win.location.assign(url));
  const isDebug = options.debug ?? (() => false);
  const pageTitle = options.pageTitle ?? ((page: PageEntry | undefined) => page?.meta.title ?? '');
  const waitForRender =
    options.waitForRender ?? (() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  const switcher = createApplicationSwitcher({
    apps,
    http: options.http,
    apiOrigin: options.apiOrigin,
    settingsStore,
    doc,
    log,
  });
  function documentUrl(): string {
    return `${win.location.pathname}${win.location.search}`;
  }

  function navigate(request: RouteRequest): void {
    const queryParams = withKeptQueryParams(
      request.queryParams ?? {},
      routerStore.getState().location?.queryParams ?? parseQuery(win.location.search),
    );
    routerStore.dispatch({ type: 'router/requested', pathname: request.pathname, queryParams });
    const requestIndex = routerStore.getState().requestIndex;
    if (timer !== undefined) clearTimeout(timer);
    controller?.abort();
    const current = new AbortController();
    controller = current;
    timer = setTimeout(() => {
      timer = undefined;
      void run({ ...request, queryParams }, requestIndex, current.signal);
    }, NAVIGATION_DELAY_MS);
  }

  /** Where the last seen cache version is kept; storage can be unavailable (private mode). */
  function cacheVersionMemory(): CacheVersionMemory | undefined {
    try {
      return win.localStorage;
    } catch {
      return undefined;
    }
  }

  function routeContext(route: AppRoute, fields: Omit<RouteContext, 'route' | 'fetchData'>): RouteContext {
    return {
      ...fields,
      route,
      fetchData: <T>(url: string) => {
        const cacheVersion = settingsStore.getState().byApp[route.appId]?.cacheVersion;
        return fetchRouteData<T>(options.http, url, {
          version: route.version,
          signal: fields.signal,
          memory: cacheVersionMemory(),
          ...(cacheVersion !== undefined ? { cacheVersion } : {}),
        });
      },
    };
  }

  /** Step 3's layout: loaded when it is not the committed page's (the pages store keeps it). */
  async function loadLayout(route: AppRoute, signal: AbortSignal): Promise<void> {
    const shown = routerStore.getState().location?.layoutId;
    if (route.layoutId === shown && route.layoutId in pagesStore.getState().layouts) return;
    const layout = routes.layout(route.layoutId);
    const loaded: unknown = await layout.loader({ appId: route.appId, layoutId: route.layoutId, signal });
    throwIfStale(signal);
    if (loaded === undefined || loaded === null) throw new EmptyLayoutError(route.layoutId);
    pagesStore.dispatch({ type: 'pages/layoutLoaded', layoutId: route.layoutId, layout: loaded });
  }

  interface Resolved {
    match: RouteMatch;
    pathname: string;
    queryParams: QueryParams;
    page: PageRecord | undefined;
    redirectedTo: string | null;
    replace: boolean;
  }

  /** Steps 2 and 3: application, layout, loader, redirects. Undefined when the browser took over. */
  async function resolve(request: RouteRequest & { queryParams: QueryParams }, signal: AbortSignal) {
    let pathname = request.pathname;
    let queryParams = request.queryParams;
    // A redirect never had a history entry of its own (history is written once, at the end), so the
    // final address is pushed or replaced exactly as the original request asked.
    const replace = request.replaceState ?? false;
    let redirectedTo: string | null = null;
    const chain = [urlFor(pathname, queryParams)];
    const followRedirect = (target: string): boolean => {
      chain.push(target);
      if (chain.length - 1 > REDIRECT_LIMIT) throw new RedirectionLoopError(chain);
      const url = new URL(target, win.location.href);
      if (url.origin !== win.location.origin) {
        fullLoad(url.href);
        return false;
      }
      pathname = url.pathname;
      queryParams = parseQuery(url.search);
      redirectedTo = `${url.pathname}${url.search}`;
      return true;
    };

    for (;;) {
      let match = routes.match(pathname);
      if (!match) {
        const owner = registry.appForPath(pathname);
        const isDocumentUrl =
          routerStore.getState().location === null && urlFor(pathname, queryParams) === documentUrl();
        if (owner !== undefined && owner !== switcher.activeAppId() && !isDocumentUrl) {
          // Another application serves this path: the browser loads it.
          fullLoad(urlFor(pathname, queryParams, request.hash));
          return undefined;
        }
        match = { route: routes.notFound, pathParams: {} };
      }
      const { route } = match;
      if (!apps[route.appId]) throw new RouteNotFoundError(route.id);
      const context = routeContext(route, {
        pathname,
        pathParams: match.pathParams,
        queryParams,
        state: request.state,
        signal,
      });
      if (REDIRECT_STATUSES.has(route.status) && route.redirect !== undefined) {
        const target = typeof route.redirect === 'string' ? route.redirect : await route.redirect(context);
        throwIfStale(signal);
        if (followRedirect(target)) continue;
        return undefined;
      }
      if (route.appId !== switcher.activeAppId()) await switcher.switchTo(route.appId, signal);
      await loadLayout(route, signal);
      if (options.hasComponent && !options.hasComponent(route)) throw new MissingComponentError(route.id);
      let page: PageRecord | undefined;
      if (route.loader) {
        page = await route.loader(context);
      } else if (route.navigate) {
        const outcome = await route.navigate(context);
        if (outcome?.redirect) page = { status: outcome.status ?? 302, redirect: outcome.redirect };
      }
      throwIfStale(signal);
      if (page?.redirect !== undefined && REDIRECT_STATUSES.has(page.status ?? 301)) {
        if (followRedirect(page.redirect)) continue;
        return undefined;
      }
      const resolved: Resolved = { match, pathname, queryParams, page, redirectedTo, replace };
      return resolved;
    }
  }

  async function run(
    request: RouteRequest & { queryParams: QueryParams },
    requestIndex: number,
    signal: AbortSignal,
  ) {
    const target = urlFor(request.pathname, request.queryParams, request.hash);
    pagesStore.dispatch({ type: 'pages/loading' });
    try {
      const resolved = await resolve(request, signal);
      if (!resolved) return;
      const { match, pathname, queryParams, page } = resolved;
      const entry = page ? toPageEntry(page) : undefined;
      const statusCode = page?.status ?? match.route.status;
      const location = buildLocation({
        route: match.route,
        pathname,
        pathParams: match.pathParams,
        queryParams,
        state: request.state,
        statusCode,
        requestIndex,
        redirectedTo: resolved.redirectedTo,
        title: pageTitle(entry, statusCode),
      });
      if (entry) pagesStore.dispatch({ type: 'pages/loaded', pageId: location.pageId, page: entry });
      routerStore.dispatch({ type: 'router/committed', location, isPop: request.isPop ?? false });
      options.analytics?.(location, entry);
      await options.loadModules?.(location);
      throwIfStale(signal);
      const hash = resolved.redirectedTo === null ? (request.hash ?? '') : '';
      updateHistory(win, urlFor(pathname, queryParams, hash), {
        isPop: request.isPop ?? false,
        replace: resolved.replace,
        state: request.state,
      });
      await waitForRender(location);
      throwIfStale(signal);
      let atTop = false;
      if (request.withScrollTop ?? true) {
        const anchor = hash ? doc.getElementById(decodeURIComponent(hash.slice(1))) : null;
        if (anchor) anchor.scrollIntoView();
        else {
          win.scrollTo(0, 0);
          atTop = true;
        }
      }
      routerStore.dispatch({ type: 'router/ended' });
      pagesStore.dispatch({ type: 'pages/settled' });
      // At the top of the page, the first tabbable element (the skip link) is in view: focusing it
      // without scrolling spares the click's path a forced layout, which the next frame does anyway.
      if (request.withFocusOnFirstElementInPage ?? true)
        focusFirstTabbable(doc.body, { preventScroll: atTop });
      // SPEC.md §2.2's breadcrumb tags, from the page's own meta: the head React renders says the same.
      const detail: PageChangedDetail = { location, breadcrumbs: breadcrumbsOf(entry?.meta) };
      options.onPageChanged?.(detail);
      // The window's own CustomEvent: the controller may run on a window that is not the global one.
      const { CustomEvent: WindowCustomEvent } = win as Window & typeof globalThis;
      win.dispatchEvent(new WindowCustomEvent<PageChangedDetail>(PAGE_CHANGED_EVENT, { detail }));
    } catch (error) {
      if (error instanceof StaleNavigation || signal.aborted) return;
      routerStore.dispatch({ type: 'router/ended' });
      pagesStore.dispatch({ type: 'pages/settled' });
      log(`La navigation vers ${target} a échoué.`, error);
      if (isDebug()) return;
      const isDocumentUrl = routerStore.getState().location === null && target === documentUrl();
      if (isDocumentUrl) {
        // The browser already loaded this address: loading it again would loop. Show the not-found page.
        await showNotFound(request, requestIndex, signal);
        return;
      }
      fullLoad(target);
    }
  }

  async function showNotFound(
    request: RouteRequest & { queryParams: QueryParams },
    requestIndex: number,
    signal: AbortSignal,
  ) {
    try {
      const route = routes.notFound;
      const context = routeContext(route, {
        pathname: request.pathname,
        pathParams: {},
        queryParams: request.queryParams,
        state: null,
        signal,
      });
      if (route.appId !== switcher.activeAppId()) await switcher.switchTo(route.appId, signal);
      await loadLayout(route, signal);
      const page = route.loader ? toPageEntry(await route.loader(context)) : undefined;
      throwIfStale(signal);
      const location = buildLocation({
        route,
        pathname: request.pathname,
        pathParams: {},
        queryParams: request.queryParams,
        state: null,
        statusCode: route.status,
        requestIndex,
        redirectedTo: null,
        title: pageTitle(page, route.status),
      });
      if (page) pagesStore.dispatch({ type: 'pages/loaded', pageId: location.pageId, page });
      routerStore.dispatch({ type: 'router/committed', isPop: false, location });
    } catch (error) {
      if (!(error instanceof StaleNavigation)) log('La page introuvable n’a pas pu être affichée.', error);
    }
  }

  return {
    navigate,
    /** Starts with the document's own address (a replace: the entry already exists). */
    start(): void {
      navigate({
        pathname: win.location.pathname,
        queryParams: parseQuery(win.location.search),
        hash: win.location.hash,
        state: win.history.state as unknown,
        replaceState: true,
        withFocusOnFirstElementInPage: false,
        withScrollTop: false,
      });
    },
    /** Stops a pending navigation and discards any load in flight. */
    dispose(): void {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      controller?.abort();
    },
  };
}

export type NavigationController = ReturnType<typeof createNavigationController>;
