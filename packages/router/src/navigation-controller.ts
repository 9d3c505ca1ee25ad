import { fetchRouteData, type CacheVersionMemory, type HttpClient, type SettingsStore } from '@portail/http';
import type { AppRegistry } from './app-registry.ts';
import { createApplicationSwitcher, type ShellApp } from './application-switch.ts';
import {
  EmptyLayoutError,
  MissingComponentError,
  RedirectionLoopError,
  RouteNotFoundError,
} from './errors.ts';
import { PAGE_CHANGED_EVENT, breadcrumbsOf, focusFirstTabbable, updateHistory } from './dom-effects.ts';
import { toPageEntry, type PageEntry, type PagesStore } from './pages-store.ts';
import type { RenderSignal } from './render-signal.ts';
import { parseQuery, urlFor, withKeptQueryParams } from './query.ts';
import { buildLocation, type RouteRequest, type RouterLocation, type RouterStore } from './router-store.ts';
import type {
  AppRoute,
  PageRecord,
  QueryParams,
  RouteContext,
  RouteMatch,
  RouteView,
} from './route-types.ts';
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
  /**
   * The application registry (SPEC.md §2.1), asked only for a path no route serves: the registry
   * itself or its loader (the portal's loads on first use, outside the first script).
   */
  registry: AppRegistry | (() => Promise<AppRegistry>);
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
  /** The analytics step (SPEC.md §4.1 step 4): the portal gives telemetry's page-view step. */
  analytics?: (location: RouterLocation, page: PageEntry | undefined) => void;
  loadModules?: (location: RouterLocation) => void | Promise<void>;
  /**
   * Says when a committed page is in the DOM (default: the next macrotask). The portal's view says
   * when it has shown the location (`createRenderSignal`), so that nothing waits for a frame.
   */
  renders?: Pick<RenderSignal, 'rendered'>;
  onPageChanged?: (detail: PageChangedDetail) => void;
}

/**
 * SPEC.md §4.1 steps 4 and 5, in the order a resolved navigation runs them: commit the location, run
 * analytics, load modules, write history, wait for the view to show the page, scroll, end the
 * request, move focus, fire page-changed. Each name is one entry of the controller's step table: a
 * new step is a line here and its function there.
 */
export const NAVIGATION_STEPS = [
  'commit',
  'analytics',
  'modules',
  'history',
  'render',
  'scroll',
  'ended',
  'focus',
  'page-changed',
] as const;

export type NavigationStepName = (typeof NAVIGATION_STEPS)[number];

/** A navigation whose page is resolved, as its steps read and write it. */
interface ResolvedNavigation {
  request: RouteRequest & { queryParams: QueryParams };
  location: RouterLocation;
  /** The route's page (layout, component), committed with the location: the view renders it as it is. */
  view: RouteView | undefined;
  page: PageEntry | undefined;
  /** The address history gets (a redirect drops the request's hash). */
  url: string;
  hash: string;
  replace: boolean;
  /** Set by the scroll step: the page is at its top (focus then needs no scroll). */
  atTop: boolean;
}

type NavigationStep = (navigation: ResolvedNavigation) => void | Promise<void>;

/** What a request knows of its route at once: its match, and its page's code on its way. */
interface RequestedRoute {
  match: RouteMatch | undefined;
  view: Promise<RouteView> | undefined;
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
  const renders = options.renders ?? {
    rendered: () => new Promise<void>((resolve) => setTimeout(resolve, 0)),
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  /** The address (path and query) of the page shown, as its history step left it, or as back/forward did. */
  let shown: string | undefined;
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
    // Back/forward moved the browser's address already: it is what a next back/forward compares with,
    // even before its page arrives (else a forward pressed meanwhile, back to the page on screen, would
    // be taken for a hash change, and the page brought back would stay under the forward's address).
    if (request.isPop) shown = `${win.location.pathname}${win.location.search}`;
    const requestIndex = routerStore.getState().requestIndex;
    if (timer !== undefined) clearTimeout(timer);
    controller?.abort();
    const current = new AbortController();
    controller = current;
    // The route is matched once, and its page's code asked for at once: the chunk comes over the
    // network during the 15 ms wait and the application's settings instead of after them (its
    // loader still runs at step 3). Once overtaken, nothing waits for it: a failed load is not left
    // unhandled.
    const match = routes.match(request.pathname);
    const view = match?.route.loadView?.();
    view?.catch(() => undefined);
    timer = setTimeout(() => {
      timer = undefined;
      void run({ ...request, queryParams }, requestIndex, current.signal, { match, view });
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

  /**
   * Step 3's layout and the route's component: the route's view, loaded once (its application's
   * chunk, asked for at the request); it is committed with the location, which the view renders.
   */
  async function loadView(
    route: AppRoute,
    signal: AbortSignal,
    loading: Promise<RouteView> | undefined = route.loadView?.(),
  ): Promise<RouteView | undefined> {
    if (!loading) return undefined;
    const view = await loading;
    signal.throwIfAborted();
    if (view.layout === undefined || view.layout === null) throw new EmptyLayoutError(route.layoutId);
    if (view.component === undefined || view.component === null) throw new MissingComponentError(route.id);
    return view;
  }

  /**
   * The title of a committed page, worked out once: the route's own rule; else the page meta's, else
   * the route's title text (the not-found route's for a status other than 200, which shows that page).
   */
  function titleOf(route: AppRoute, page: PageEntry | undefined, statusCode: number): string {
    if (typeof route.title === 'function') return route.title(page, statusCode);
    const fallback = statusCode === 200 ? route.title : routes.notFound.title;
    return page?.meta.title ?? (typeof fallback === 'string' ? fallback : '');
  }

  interface Resolved {
    match: RouteMatch;
    view: RouteView | undefined;
    pathname: string;
    queryParams: QueryParams;
    page: PageRecord | undefined;
    redirectedTo: string | null;
    replace: boolean;
  }

  /** Steps 2 and 3: application, layout, loader, redirects. Undefined when the browser took over. */
  async function resolve(
    request: RouteRequest & { queryParams: QueryParams },
    signal: AbortSignal,
    requested: RequestedRoute,
  ) {
    let pathname = request.pathname;
    let queryParams = request.queryParams;
    // A redirect never had a history entry of its own (history is written once, at the end), so the
    // final address is pushed or replaced exactly as the original request asked.
    const replace = request.replaceState ?? false;
    let redirectedTo: string | null = null;
    // the addresses a redirect went through (the loop error names them); none on most navigations
    let chain: string[] | undefined;
    const followRedirect = (target: string): boolean => {
      chain ??= [urlFor(request.pathname, request.queryParams)];
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
      const early = pathname === request.pathname;
      let match = early ? requested.match : routes.match(pathname);
      if (!match) {
        const owner = (typeof registry === 'function' ? await registry() : registry).appForPath(pathname);
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
        signal.throwIfAborted();
        if (followRedirect(target)) continue;
        return undefined;
      }
      if (route.appId !== switcher.activeAppId()) await switcher.switchTo(route.appId, signal);
      const view = await loadView(
        route,
        signal,
        early && match === requested.match ? requested.view : undefined,
      );
      const loader = view?.load ?? route.loader;
      let page: PageRecord | undefined;
      if (loader) {
        page = await loader(context);
      } else if (route.navigate) {
        const outcome = await route.navigate(context);
        if (outcome?.redirect) page = { status: outcome.status ?? 302, redirect: outcome.redirect };
      }
      signal.throwIfAborted();
      if (page?.redirect !== undefined && REDIRECT_STATUSES.has(page.status ?? 301)) {
        if (followRedirect(page.redirect)) continue;
        return undefined;
      }
      const resolved: Resolved = { match, view, pathname, queryParams, page, redirectedTo, replace };
      return resolved;
    }
  }

  /** The request is over (step 5's end, or a failure): not requesting, no page loading. */
  function end(): void {
    routerStore.dispatch({ type: 'router/ended' });
    pagesStore.dispatch({ type: 'pages/settled' });
  }

  /** The steps of a resolved navigation by name; NAVIGATION_STEPS gives their order. */
  const steps: Record<NavigationStepName, NavigationStep> = {
    commit: ({ request, location, view, page }) => {
      if (page) pagesStore.dispatch({ type: 'pages/loaded', pageId: location.pageId, page });
      routerStore.dispatch({ type: 'router/committed', location, view, isPop: request.isPop ?? false });
    },
    analytics: ({ location, page }) => options.analytics?.(location, page),
    modules: ({ location }) => options.loadModules?.(location),
    history: ({ request, url, replace }) => {
      updateHistory(win, url, { isPop: request.isPop ?? false, replace, state: request.state });
      shown = `${win.location.pathname}${win.location.search}`;
    },
    render: ({ location }) => renders.rendered(location.requestIndex),
    scroll: (navigation) => {
      if (!(navigation.request.withScrollTop ?? true)) return;
      const { hash } = navigation;
      const anchor = hash ? doc.getElementById(decodeURIComponent(hash.slice(1))) : null;
      if (anchor) anchor.scrollIntoView();
      else {
        win.scrollTo(0, 0);
        navigation.atTop = true;
      }
    },
    ended: end,
    // At the top of the page, the first tabbable element (the skip link) is in view: focusing it
    // without scrolling spares the click's path a forced layout, which the next frame does anyway.
    focus: ({ request, atTop }) => {
      if (request.withFocusOnFirstElementInPage ?? true)
        focusFirstTabbable(doc.body, { preventScroll: atTop });
    },
    'page-changed': ({ location, page }) => {
      // SPEC.md §2.2's breadcrumb tags, from the page's own meta: the head React renders says the same.
      const detail: PageChangedDetail = { location, breadcrumbs: breadcrumbsOf(page?.meta) };
      options.onPageChanged?.(detail);
      // The window's own CustomEvent: the controller may run on a window that is not the global one.
      const { CustomEvent: WindowCustomEvent } = win as Window & typeof globalThis;
      win.dispatchEvent(new WindowCustomEvent<PageChangedDetail>(PAGE_CHANGED_EVENT, { detail }));
    },
  };

  /** A resolved navigation as its steps take it: its location, page and address. */
  function navigationOf(
    request: RouteRequest & { queryParams: QueryParams },
    requestIndex: number,
    { match, view, pathname, queryParams, redirectedTo, replace, page: record }: Resolved,
  ): ResolvedNavigation {
    const page = record ? toPageEntry(record) : undefined;
    const statusCode = record?.status ?? match.route.status;
    const hash = redirectedTo === null ? (request.hash ?? '') : '';
    return {
      request,
      view,
      page,
      location: buildLocation({
        route: match.route,
        pathname,
        pathParams: match.pathParams,
        queryParams,
        state: request.state,
        statusCode,
        requestIndex,
        redirectedTo,
        title: titleOf(match.route, page, statusCode),
      }),
      url: urlFor(pathname, queryParams, hash),
      hash,
      replace,
      atTop: false,
    };
  }

  async function run(
    request: RouteRequest & { queryParams: QueryParams },
    requestIndex: number,
    signal: AbortSignal,
    requested: RequestedRoute,
  ) {
    pagesStore.dispatch({ type: 'pages/loading' });
    try {
      const resolved = await resolve(request, signal, requested);
      if (!resolved) return;
      const navigation = navigationOf(request, requestIndex, resolved);
      for (const name of NAVIGATION_STEPS) {
        // a step that waits (module loading, the render) may have been overtaken by a newer request
        const pending = steps[name](navigation);
        if (pending) {
          await pending;
          signal.throwIfAborted();
        }
      }
    } catch (error) {
      // overtaken by a newer request: its results are discarded
      if (signal.aborted) return;
      const target = urlFor(request.pathname, request.queryParams, request.hash);
      end();
      log(`La navigation vers ${target} a échoué.`, error);
      if (isDebug()) return;
      const isDocumentUrl = routerStore.getState().location === null && target === documentUrl();
      if (isDocumentUrl) {
        // The browser already loaded this address: loading it again would loop. Show the not-found page.
        await showNotFound({ ...request, state: null, isPop: false }, requestIndex, signal);
        return;
      }
      fullLoad(target);
    }
  }

  /**
   * The not-found route resolved as any route is, for the document's own address, and only committed:
   * the address and its history entry are the browser's already.
   */
  async function showNotFound(
    request: RouteRequest & { queryParams: QueryParams },
    requestIndex: number,
    signal: AbortSignal,
  ) {
    try {
      const match = { route: routes.notFound, pathParams: {} };
      const resolved = await resolve(request, signal, { match, view: undefined });
      if (resolved) await steps.commit(navigationOf(request, requestIndex, resolved));
    } catch (error) {
      if (!signal.aborted) log('La page introuvable n’a pas pu être affichée.', error);
    }
  }

  return {
    navigate,
    /**
     * The address (path and query) of the page on screen, once a navigation wrote its history, or the
     * one back/forward brought, from its request on; what back/forward compares with (the link
     * interception): only the hash changed, nothing to do.
     */
    shownAddress: (): string | undefined => shown,
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
