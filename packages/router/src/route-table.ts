import {
  InvalidRouteError,
  LayoutNotFoundError,
  MissingLayoutIdError,
  MissingLoaderError,
  RouteNotFoundError,
} from './errors.ts';
import { compilePattern, type PatternMatcher } from './pattern-cache.ts';
import type {
  AppLayout,
  AppRoute,
  AppRoutesDefinition,
  LayoutDefinition,
  RouteChunk,
  RouteDefinition,
  RouteMatch,
  RouteView,
} from './route-types.ts';
import { SegmentIndex } from './segment-index.ts';

const NOT_FOUND_STATUS = 404;
const REDIRECT_STATUSES = new Set([301, 302]);
const VERSIONS = new Set(['v3', 'v4', 'v5']);

/** Told of each failed load of a route's view (the portal's chunk-failure guard); the load still fails. */
type LoadFailureListener = (error: unknown) => void;

/** A route's view, loaded once: later loads share the first one's promise; a failed load is tried again. */
function lazyView<View extends RouteView>(load: () => View | Promise<View>, onFailure?: LoadFailureListener) {
  let loaded: View | undefined;
  let pending: Promise<View> | undefined;
  return {
    loadView(): Promise<View> {
      pending ??= Promise.resolve()
        .then(load)
        .then(
          (view) => (loaded = view),
          (error: unknown) => {
            pending = undefined;
            onFailure?.(error);
            throw error;
          },
        );
      return pending;
    },
    view: () => loaded,
  };
}

/** A route's view from its application's chunk: the chunk's layout and the page of the route's id. */
function chunkView<View extends RouteView>(routeId: string, chunk: () => Promise<RouteChunk<View>>) {
  return () =>
    chunk().then(({ layout, pages }) => {
      const page = pages[routeId];
      return { layout, component: page?.component, load: page?.load } as View;
    });
}

const noView = () => undefined;

/** Checks one route of an application against SPEC.md §5 and returns it normalised. */
export function validateRoute<View extends RouteView = RouteView>(
  appId: string,
  layoutId: string | undefined,
  definition: RouteDefinition<View>,
  onLoadFailure?: LoadFailureListener,
): AppRoute<View> {
  if (typeof definition.id !== 'string' || definition.id.trim() === '') {
    throw new InvalidRouteError('a route needs a non-empty id');
  }
  if (typeof definition.path !== 'string' || definition.path.trim() === '') {
    throw new InvalidRouteError(`route ${definition.id} needs a non-empty path`);
  }
  if (!definition.path.startsWith('/'))
    throw new InvalidRouteError(`route ${definition.id}: path must start with /`);
  if (typeof layoutId !== 'string' || layoutId.trim() === '') throw new MissingLayoutIdError(definition.id);
  const status = definition.status ?? 200;
  if (!Number.isInteger(status) || status < 100 || status > 599) {
    throw new InvalidRouteError(`route ${definition.id}: status ${String(status)} is not an HTTP status`);
  }
  const redirects = REDIRECT_STATUSES.has(status);
  if (redirects !== (definition.redirect !== undefined)) {
    throw new InvalidRouteError(
      `route ${definition.id}: a redirect goes with status 301 or 302, and only with them`,
    );
  }
  const version = definition.version ?? 'v5';
  if (!VERSIONS.has(version))
    throw new InvalidRouteError(`route ${definition.id}: unknown version ${version}`);
  // a route's page (its view) brings its data loader
  const hasLoader = [definition.loader, definition.view, definition.chunk].some(
    (f) => typeof f === 'function',
  );
  const hasNavigate = typeof definition.navigate === 'function';
  if (!redirects && hasLoader === hasNavigate) throw new MissingLoaderError(definition.id);
  try {
    compilePattern(definition.path);
  } catch {
    throw new InvalidRouteError(`route ${definition.id}: path ${definition.path} is not a valid pattern`);
  }
  return {
    id: definition.id,
    path: definition.path,
    appId,
    layoutId,
    status,
    exact: definition.exact ?? true,
    disabled: definition.disabled ?? false,
    version,
    ...(definition.loader ? { loader: definition.loader } : {}),
    ...(definition.navigate ? { navigate: definition.navigate } : {}),
    ...(definition.redirect !== undefined ? { redirect: definition.redirect } : {}),
    ...(definition.title ? { title: definition.title } : {}),
    ...(definition.view
      ? lazyView(definition.view, onLoadFailure)
      : definition.chunk
        ? lazyView(chunkView(definition.id, definition.chunk), onLoadFailure)
        : { view: noView }),
  };
}

interface IndexedRoute<View extends RouteView> {
  route: AppRoute<View>;
  match: PatternMatcher;
}

export interface RouteTableOptions<View extends RouteView = RouteView> {
  apps: readonly AppRoutesDefinition<View>[];
  /** The route used when nothing matches; its status must be 404. */
  notFound: { appId: string; layoutId: string; route: RouteDefinition<View> };
  /** Told of each failed load of a route's view (a chunk that could not load); the navigation fails as before. */
  onLoadFailure?: LoadFailureListener | undefined;
}

/** All registered routes of the portal, validated, indexed by first segment, matched in order. */
export function createRouteTable<View extends RouteView = RouteView>({
  apps,
  notFound,
  onLoadFailure,
}: RouteTableOptions<View>) {
  const routes: AppRoute<View>[] = [];
  const layouts = new Map<string, AppLayout>();
  const paths = new Set<string>();
  const ids = new Set<string>();

  const add = (route: AppRoute<View>) => {
    if (paths.has(route.path)) throw new InvalidRouteError(`path ${route.path} is registered twice`);
    if (ids.has(route.id)) throw new InvalidRouteError(`route id ${route.id} is registered twice`);
    paths.add(route.path);
    ids.add(route.id);
    routes.push(route);
  };

  for (const app of apps) {
    for (const layout of app.layouts as (LayoutDefinition<View> | undefined)[]) {
      if (!layout) continue;
      const layoutId = typeof layout.id === 'string' && layout.id.trim() !== '' ? layout.id : undefined;
      if (layoutId) {
        if (layouts.has(layoutId)) throw new InvalidRouteError(`layout ${layoutId} is registered twice`);
        layouts.set(layoutId, { id: layoutId, appId: app.appId });
      }
      for (const definition of layout.routes)
        add(validateRoute(app.appId, layoutId, definition, onLoadFailure));
    }
  }

  const notFoundRoute = validateRoute(notFound.appId, notFound.layoutId, notFound.route, onLoadFailure);
  if (notFoundRoute.status !== NOT_FOUND_STATUS) {
    throw new InvalidRouteError('the not-found route must have status 404');
  }
  if (!layouts.has(notFoundRoute.layoutId)) throw new LayoutNotFoundError(notFoundRoute.layoutId);

  const enabled: IndexedRoute<View>[] = routes
    .filter((route) => !route.disabled)
    .map((route) => ({ route, match: compilePattern(route.path, { prefix: !route.exact }) }));
  const index = new SegmentIndex(enabled, (entry) => entry.route.path);
  const byId = new Map(routes.map((route) => [route.id, route]));
  byId.set(notFoundRoute.id, notFoundRoute);
  // The last path asked and its answer: a link click asks (is it routable?) and the navigation
  // machine asks again at once, as it takes the request, for the same path; the second answer is
  // the first one (the same object: its askers only read it).
  let lastPathname: string | undefined;
  let lastMatch: RouteMatch<View> | undefined;

  /** The first enabled route whose pattern matches `pathname`, or undefined. */
  function match(pathname: string): RouteMatch<View> | undefined {
    if (pathname === lastPathname) return lastMatch;
    lastPathname = pathname;
    lastMatch = undefined;
    for (const entry of index.candidates(pathname)) {
      const pathParams = entry.match(pathname);
      if (pathParams) {
        lastMatch = { route: entry.route, pathParams };
        break;
      }
    }
    return lastMatch;
  }

  return {
    routes: routes as readonly AppRoute<View>[],
    notFound: notFoundRoute,
    match,
    /** Whether an enabled route serves `pathname` (the link interception's question). */
    serves: (pathname: string): boolean => match(pathname) !== undefined,
    route(id: string): AppRoute<View> {
      const route = byId.get(id);
      if (!route) throw new RouteNotFoundError(id);
      return route;
    },
    layout(id: string): AppLayout {
      const layout = layouts.get(id);
      if (!layout) throw new LayoutNotFoundError(id);
      return layout;
    },
  };
}

export type RouteTable<View extends RouteView = RouteView> = ReturnType<typeof createRouteTable<View>>;
