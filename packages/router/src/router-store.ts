import { createStore, type Store } from '@portail/state';
import type { PathParams } from './pattern-cache.ts';
import { pageIdFor } from './query.ts';
import type { AppRoute, QueryParams, RouteView } from './route-types.ts';

/** SPEC.md §3 router location. */
export interface RouterLocation {
  appId: string;
  pageId: string;
  pathname: string;
  routePath: string;
  pathParams: PathParams;
  /** Set when the navigation ended on a redirect: where it was sent. */
  locationToRedirect: string | null;
  state: unknown;
  queryParams: QueryParams;
  statusCode: number;
  requestIndex: number;
  routeId: string;
  layoutId: string;
  metas: { title: string };
}

/** Every field of SPEC.md §3 router location, for a resolved route. */
export function buildLocation({
  route,
  pathname,
  pathParams,
  queryParams,
  state,
  statusCode,
  requestIndex,
  redirectedTo,
  title,
}: {
  route: AppRoute;
  pathname: string;
  pathParams: PathParams;
  queryParams: QueryParams;
  state: unknown;
  statusCode: number;
  requestIndex: number;
  redirectedTo: string | null;
  title: string;
}): RouterLocation {
  return {
    appId: route.appId,
    pageId: pageIdFor(pathname, queryParams),
    pathname,
    routePath: route.path,
    pathParams,
    locationToRedirect: redirectedTo,
    state: state ?? null,
    queryParams,
    statusCode,
    requestIndex,
    routeId: route.id,
    layoutId: route.layoutId,
    metas: { title },
  };
}

/** SPEC.md §2.2 route request. */
export interface RouteRequest {
  pathname: string;
  queryParams?: QueryParams;
  state?: unknown;
  pathParams?: PathParams;
  isPop?: boolean;
  replaceState?: boolean;
  hash?: string;
  /** Both default to true (SPEC.md §2.2). */
  withScrollTop?: boolean;
  withFocusOnFirstElementInPage?: boolean;
}

export interface RouterState {
  location: RouterLocation | null;
  /**
   * The committed location's page as its route resolved it (layout, component): committed with the
   * location, so that the view renders it without looking the route up again.
   */
  view: RouteView | undefined;
  previousLocation: RouterLocation | null;
  isPop: boolean;
  requesting: boolean;
  requestingRoute: { pathname: string; queryParams: QueryParams } | null;
  /** Counts requests; the committed location carries the index of the request it answers. */
  requestIndex: number;
  /** The target of the last click that left the youth section (SPEC.md §2.2), for its own handling. */
  youthSectionExit: string | null;
}

type RouterAction =
  | { type: 'router/requested'; pathname: string; queryParams: QueryParams }
  | { type: 'router/committed'; location: RouterLocation; view?: RouteView | undefined; isPop: boolean }
  | { type: 'router/ended' }
  | { type: 'router/youthSectionLeft'; url: string };

export const initialRouterState: RouterState = {
  location: null,
  view: undefined,
  previousLocation: null,
  isPop: false,
  requesting: false,
  requestingRoute: null,
  requestIndex: 0,
  youthSectionExit: null,
};

function routerReducer(state: RouterState, action: RouterAction): RouterState {
  switch (action.type) {
    case 'router/requested':
      return {
        ...state,
        requesting: true,
        requestingRoute: { pathname: action.pathname, queryParams: action.queryParams },
        requestIndex: state.requestIndex + 1,
      };
    case 'router/committed':
      return {
        ...state,
        location: action.location,
        view: action.view,
        previousLocation: state.location,
        isPop: action.isPop,
      };
    case 'router/ended':
      return { ...state, requesting: false, requestingRoute: null };
    case 'router/youthSectionLeft':
      return { ...state, youthSectionExit: action.url };
    default:
      return state;
  }
}

export type RouterStore = Store<RouterState, RouterAction>;

export function createRouterStore(initial: RouterState = initialRouterState): RouterStore {
  return createStore(routerReducer, initial);
}
