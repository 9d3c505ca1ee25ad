import type { PageEntry } from './pages-store.ts';
import type { PathParams } from './pattern-cache.ts';
import { pageIdFor } from './query.ts';
import type { RouterLocation } from './router-store.ts';
import type { AppRoute, PageRecord, QueryParams } from './route-types.ts';

export function toPageEntry(record: PageRecord): PageEntry {
  return {
    data: record.data ?? null,
    meta: record.meta ?? {},
    metric: record.metric ?? {},
    routing: record.routing ?? {},
  };
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
