// The routers npm run bench:router measures @portail/router against, each given the same table: the
// portal's routes first, then every pattern of the application registry as a prefix naming its
// application, and every exception of a pattern as a prefix that resolves to nothing. Each answers
// the question the navigation machine asks: the route's id, else `external:{app}`, else not-found.
//
// The registry's rules are « routes first, then the first pattern that covers the path, unless one
// of its exceptions does ». The peers rank by specificity instead (static before parameter before
// splat, longer before shorter), which gives the same answers for this table: every exception is
// longer than the prefix it cuts into, and every route is at least as specific as the prefix it
// sits under. The benchmark checks that all of them agree on every address.
import FindMyWay from 'find-my-way';
// Production builds, as a site ships them: under Node, React Router's package entry is its
// development build (warning strings built on every match); TanStack's path matcher is the module
// its router calls (processRouteTree + findRouteMatch, with its own 1 000-entry match cache), not
// re-exported by the package's entry.
import { matchRoutes, type RouteObject } from '../node_modules/react-router/dist/production/index.mjs';
import {
  findRouteMatch,
  processRouteTree,
} from '../node_modules/@tanstack/router-core/dist/esm/new-process-route-tree.js';
import { APP_REGISTRY, type AppRoute } from '@portail/router';

export const NOT_FOUND = 'not-found';

/** One entry of the shared table: a path pattern (path-to-regexp syntax) and what it resolves to. */
interface Entry {
  path: string;
  /** A route id, `external:{app}`, or not-found (an exception). */
  answer: string;
  /** A route matches its path only; a registry pattern or exception matches it and below it. */
  prefix: boolean;
}

/** The table in the order @portail/router reads it. */
export function sharedTable(routes: readonly AppRoute[]): Entry[] {
  return [
    ...routes
      .filter((route) => !route.disabled)
      .map((route) => ({ path: route.path, answer: route.id, prefix: !route.exact })),
    ...APP_REGISTRY.flatMap((entry) =>
      entry.patterns.flatMap((pattern) => [
        { path: pattern.path, answer: `external:${entry.id}`, prefix: true },
        ...(pattern.except ?? []).map((path) => ({ path, answer: NOT_FOUND, prefix: true })),
      ]),
    ),
  ];
}

/**
 * A pattern's segments with its parameters renamed in each router's syntax. `*name` that is not
 * last (`/rdi/*show/site`) becomes a one-segment parameter: the generated addresses have one
 * segment there; a trailing `/*rest` is the prefix's own « and below ».
 */
function segments(path: string, param: (name: string) => string): string {
  return path.replace(/\/\*\w+$/, '').replace(/[:*](\w+)/g, (_match, name: string) => param(name));
}

/** The path without its query: every router here is given the same pathname. */
export function pathnameOf(url: string): string {
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? url : url.slice(0, queryAt);
}

/** The first entry per path: a route shadows a registry pattern written the same way. */
function firstPerPath(table: readonly Entry[], key: (entry: Entry) => string): Entry[] {
  const seen = new Set<string>();
  return table.filter((entry) => {
    const path = key(entry);
    if (seen.has(path)) return false;
    seen.add(path);
    return true;
  });
}

export type Resolve = (url: string) => string;

/** React Router's matchRoutes: flattens and ranks the whole table on every call. */
export function buildReactRouter(table: readonly Entry[]): Resolve {
  const routes: RouteObject[] = table.map((entry, index) => {
    const path = segments(entry.path, (name) => `:${name}`);
    return { id: `${index}`, path: entry.prefix ? `${path}/*` : path };
  });
  return (url) => {
    const matches = matchRoutes(routes, pathnameOf(url));
    const id = matches?.[matches.length - 1]?.route.id;
    return id === undefined ? NOT_FOUND : (table[Number(id)] as Entry).answer;
  };
}

/** find-my-way (Fastify's router): a radix tree, static before parametric before wildcard. */
export function buildFindMyWay(table: readonly Entry[]): Resolve {
  const router = FindMyWay({ ignoreTrailingSlash: true, caseSensitive: false });
  const noop = () => undefined;
  const paths = table.flatMap((entry) => {
    const path = segments(entry.path, (name) => `:${name}`) || '/';
    return entry.prefix
      ? [
          { ...entry, path },
          { ...entry, path: `${path}/*` },
        ]
      : [{ ...entry, path }];
  });
  for (const entry of firstPerPath(paths, (item) => item.path.toLowerCase().replace(/:\w+/g, ':')))
    router.on('GET', entry.path, noop, { answer: entry.answer });
  return (url) => {
    const found = router.find('GET', pathnameOf(url));
    return (found?.store as { answer: string } | undefined)?.answer ?? NOT_FOUND;
  };
}

interface TanStackRoute {
  id: string;
  path: string;
  fullPath: string;
  isRoot?: boolean;
  children?: TanStackRoute[];
  answer: string;
  init: (index: number) => void;
}

/**
 * TanStack Router's matcher: a segment trie, most specific first. A page at exactly a path is an
 * index route there (`/info/`), TanStack's own way to rank it above a splat (`/info/$`) that would
 * also match the bare path.
 */
export function buildTanStack(table: readonly Entry[]): Resolve {
  const init = () => undefined;
  const paths = table.flatMap((entry) => {
    const path = segments(entry.path, (name) => `$${name}`).replace(/\/$/, '');
    return entry.prefix
      ? [
          { ...entry, path: `${path}/` },
          { ...entry, path: `${path}/$` },
        ]
      : [{ ...entry, path: `${path}/` }];
  });
  const children: TanStackRoute[] = firstPerPath(paths, (item) =>
    item.path.toLowerCase().replace(/\$\w+/g, '$'),
  ).map((entry, index) => ({
    id: `r${index}`,
    path: entry.path,
    fullPath: entry.path,
    answer: entry.answer,
    init,
  }));
  const root: TanStackRoute = {
    id: '__root__',
    isRoot: true,
    path: '/',
    fullPath: '/',
    answer: NOT_FOUND,
    init,
    children,
  };
  const { processedTree } = processRouteTree(root);
  return (url) => {
    const match = findRouteMatch(pathnameOf(url), processedTree);
    return match && !match.route.isRoot ? match.route.answer : NOT_FOUND;
  };
}
