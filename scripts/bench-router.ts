// npm run bench:router (node scripts/bench-router.ts): 100 000 realistic portal addresses resolved by
// @portail/router (route table, then the application registry for external and unknown paths)
// side by side with React Router's matchRoutes over the same table, in the same run.
import { performance } from 'node:perf_hooks';
import { matchRoutes, type RouteObject } from 'react-router';
import {
  APP_REGISTRY,
  createAppRegistry,
  createRouteTable,
  pageIdFor,
  parseQuery,
  type RouteTable,
} from '../packages/router/src/index.ts';
import { buildPortalRoutes } from '../apps/portal/src/routing/portal-routes.ts';

const PATH_COUNT = 100_000;
const ROUNDS = 5;

/** A deterministic pseudo-random sequence (mulberry32), so that every run measures the same paths. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = [
  'pont',
  'champlain',
  'budget',
  'sante',
  'quebec',
  'hiver',
  'record',
  'chaleur',
  'electrique',
  'autobus',
  'greve',
  'ecoles',
  'fleuve',
  'inondations',
  'recolte',
  'bleuets',
  'hockey',
  'canadiens',
  'festival',
  'logement',
];
const SECTIONS = [
  'info',
  'sports',
  'arts',
  'politique',
  'economie',
  'international',
  'science',
  'techno',
  'sante',
  'environnement',
  'societe',
  'grandmontreal',
  'quebec',
  'estrie',
  'ontario/toronto',
];
const QUERIES = [
  '',
  '',
  '',
  '?fromMobileApp=ios',
  '?editionRegionId=8&cityCode=YUL',
  '?utm_source=infolettre&utm_medium=courriel',
  '?tz=America%2FToronto&infoRegionId=3',
  '?data-adunit=dev&page=2',
];

function makePaths(): string[] {
  const next = random(2026);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const slug = (min: number, max: number) =>
    Array.from({ length: min + Math.floor(next() * (max - min + 1)) }, () => pick(WORDS)).join('-');
  const id = () => String(1_000_000 + Math.floor(next() * 9_000_000));
  const makers: [weight: number, make: () => string][] = [
    [30, () => `/nouvelle/${id()}/${slug(3, 9)}`],
    [15, () => `/${pick(SECTIONS)}`],
    [6, () => `/theme/${slug(1, 3)}`],
    [8, () => `/ohdio/balados/${id()}/${slug(2, 4)}`],
    [3, () => `/premiere/emissions/${slug(1, 3)}`],
    [6, () => `/tele/${slug(1, 4)}`],
    [2, () => `/rdi/${slug(1, 3)}/site`],
    [4, () => `/mordu/recettes/${slug(2, 4)}`],
    [3, () => `/recit-numerique/${id()}/${slug(2, 5)}`],
    [3, () => '/'],
    [4, () => `/sports/hockey/${slug(1, 2)}`],
    [3, () => pick(['/sports/podium', '/info/infolettre', '/arts/livres/romans', '/quebec/infolettre'])],
    [4, () => `/info/mon-info/mes-suivis/${slug(1, 2)}`],
    [5, () => `/${slug(1, 2)}/${slug(1, 3)}`],
    [4, () => pick(['/utils', '/a11y', '/web-adhoc', '/decrypteurs', '/recits-numeriques'])],
  ];
  const total = makers.reduce((sum, [weight]) => sum + weight, 0);
  const paths: string[] = [];
  for (let index = 0; index < PATH_COUNT; index += 1) {
    let roll = next() * total;
    let make = makers[0]?.[1] ?? (() => '/');
    for (const [weight, candidate] of makers) {
      roll -= weight;
      if (roll < 0) {
        make = candidate;
        break;
      }
    }
    paths.push(`${make()}${pick(QUERIES)}`);
  }
  return paths;
}

const noModules = { layout: async () => null, page: async () => ({}) };
const routes: RouteTable = createRouteTable(buildPortalRoutes(noModules));
const registry = createAppRegistry();

/** Ours: route, else external application, else 404 — and the page id without region parameters. */
function resolveWithPortail(url: string): string {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? {} : parseQuery(url.slice(queryAt));
  const match = routes.match(pathname);
  const pageId = pageIdFor(pathname, query);
  if (match) return `${match.route.id} ${pageId}`;
  const app = registry.appForPath(pathname);
  return app ? `external:${app}` : 'not-found';
}

/** The same table for React Router: routes first, then each registry prefix as a splat route. */
function toReactRouterPath(path: string): string {
  return path.replace(/\*(\w+)\/site$/, ':$1/site');
}
const reactRoutes: RouteObject[] = [
  ...routes.routes
    .filter((route) => !route.disabled)
    .map((route) => ({
      id: route.id,
      path: route.exact ? toReactRouterPath(route.path) : `${toReactRouterPath(route.path)}/*`,
    })),
  ...APP_REGISTRY.flatMap((entry) =>
    entry.patterns.map((pattern, index) => ({
      id: `${entry.id}-pattern-${index}`,
      path: `${pattern.path.replace(/\/\*rest$/, '').replace(/\*(\w+)\/site$/, ':$1/site')}/*`,
    })),
  ),
];

function resolveWithReactRouter(url: string): string {
  const matches = matchRoutes(reactRoutes, url);
  return matches ? (matches[matches.length - 1]?.route.id ?? 'not-found') : 'not-found';
}

function measure(name: string, paths: readonly string[], resolve: (url: string) => string) {
  let sink = 0;
  const started = performance.now();
  for (const path of paths) sink += resolve(path).length;
  const elapsed = performance.now() - started;
  return { name, opsPerSecond: (paths.length / elapsed) * 1000, sink };
}

const paths = makePaths();
// Warm-up: compile every pattern and let the JIT settle.
measure('warm-up', paths.slice(0, 10_000), resolveWithPortail);
measure('warm-up', paths.slice(0, 10_000), resolveWithReactRouter);

const ours: number[] = [];
const theirs: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  ours.push(measure('portail', paths, resolveWithPortail).opsPerSecond);
  theirs.push(measure('react-router', paths, resolveWithReactRouter).opsPerSecond);
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const portail = median(ours);
const reactRouter = median(theirs);
const outcomes = new Map<string, number>();
for (const path of paths) {
  const outcome = resolveWithPortail(path).split(' ')[0] ?? '';
  const kind = outcome.startsWith('external') ? 'external' : outcome === 'not-found' ? 'not-found' : 'route';
  outcomes.set(kind, (outcomes.get(kind) ?? 0) + 1);
}

const format = (value: number) => Math.round(value).toLocaleString('fr-CA');
console.log(
  `Routeur : ${PATH_COUNT.toLocaleString('fr-CA')} adresses, ${routes.routes.length} routes, ${APP_REGISTRY.length} applications, médiane de ${ROUNDS} passes (Node ${process.version})`,
);
console.log(`  résolutions : ${[...outcomes].map(([kind, count]) => `${kind} ${count}`).join(', ')}`);
console.log(`  @portail/router          ${format(portail).padStart(12)} op/s`);
console.log(`  react-router matchRoutes ${format(reactRouter).padStart(12)} op/s`);
console.log(`  rapport                  ${(portail / reactRouter).toFixed(2)}×`);
