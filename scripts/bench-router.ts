// npm run bench:router (node scripts/bench-router.ts): 100 000 realistic portal addresses resolved by
// @portail/router (route table, then the application registry for external and unknown paths)
// side by side with React Router's matchRoutes over the same table, in the same run.
import { performance } from 'node:perf_hooks';
// React Router's production build: under Node its package entry is the development build, whose
// matchPath builds warning strings on every call. The production build is what a site ships.
import { matchRoutes, type RouteObject } from '../node_modules/react-router/dist/production/index.mjs';
import {
  APP_REGISTRY,
  createAppRegistry,
  createRouteTable,
  type RouteTable,
} from '../packages/router/src/index.ts';
import { buildPortalRoutes } from '../apps/portal/src/routing/portal-routes.ts';

// BENCH_ROUTER_PATHS=2000 for a quick check of the two routers’ agreement; the figures use 100 000.
const PATH_COUNT = Number(process.env.BENCH_ROUTER_PATHS ?? 100_000);
/**
 * Passes over the 100 000 addresses: ours is cheap, so its median of 5 passes steadies the figure;
 * React Router's single pass already lasts tens of seconds (it is run between ours).
 */
const OUR_ROUNDS = 5;

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

/**
 * Ours: the route that serves the address, else the application whose registry patterns cover it
 * (external), else the 404 route — the question the navigation machine asks on every request.
 */
function resolveWithPortail(url: string): string {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const match = routes.match(pathname);
  if (match) return match.route.id;
  const app = registry.appForPath(pathname);
  return app ? `external:${app}` : 'not-found';
}

/**
 * The same table for React Router: the portal's routes, then every registry pattern as a splat route
 * naming its application, and every exception as a splat route that resolves to nothing (React
 * Router ranks the more specific exception above the prefix it cuts into).
 */
function toReactRouterPath(path: string): string {
  return path.replace(/\/\*rest$/, '').replace(/\*(\w+)\/site$/, ':$1/site');
}
const NOT_FOUND = 'not-found';
const reactRoutes: RouteObject[] = [
  ...routes.routes
    .filter((route) => !route.disabled)
    .map((route) => ({
      id: route.id,
      path: route.exact ? toReactRouterPath(route.path) : `${toReactRouterPath(route.path)}/*`,
    })),
  ...APP_REGISTRY.flatMap((entry) =>
    entry.patterns.flatMap((pattern, index): RouteObject[] => [
      { id: `external:${entry.id}:${index}`, path: `${toReactRouterPath(pattern.path)}/*` },
      ...(pattern.except ?? []).map((except, exceptIndex) => ({
        id: `${NOT_FOUND}:${entry.id}:${index}:${exceptIndex}`,
        path: `${except}/*`,
      })),
    ]),
  ),
];

function resolveWithReactRouter(url: string): string {
  const matches = matchRoutes(reactRoutes, url);
  const id = matches?.[matches.length - 1]?.route.id;
  if (id === undefined || id.startsWith(NOT_FOUND)) return NOT_FOUND;
  return id.startsWith('external:') ? id.split(':').slice(0, 2).join(':') : id;
}

/** Resolves every address once, keeping each answer in `answers` (same bookkeeping for both routers). */
function measure(paths: readonly string[], resolve: (url: string) => string, answers: string[]): number {
  const started = performance.now();
  for (let index = 0; index < paths.length; index += 1) answers[index] = resolve(paths[index] as string);
  const elapsed = performance.now() - started;
  return (paths.length / elapsed) * 1000;
}

const paths = makePaths();
const ourAnswers = new Array<string>(paths.length);
const theirAnswers = new Array<string>(paths.length);

// Warm-up: compile every pattern and let the JIT settle.
measure(paths.slice(0, 10_000), resolveWithPortail, ourAnswers);
measure(paths.slice(0, 2_000), resolveWithReactRouter, theirAnswers);

const ours: number[] = [];
for (let round = 0; round < 2; round += 1) ours.push(measure(paths, resolveWithPortail, ourAnswers));
const reactRouter = measure(paths, resolveWithReactRouter, theirAnswers);
while (ours.length < OUR_ROUNDS) ours.push(measure(paths, resolveWithPortail, ourAnswers));

// Both must have given the same answer for every address, or the comparison means nothing.
const outcomes = new Map<string, number>();
const disagreements: string[] = [];
paths.forEach((path, index) => {
  const answer = ourAnswers[index] ?? '';
  const kind = answer.startsWith('external:') ? 'externe' : answer === NOT_FOUND ? 'introuvable' : 'route';
  outcomes.set(kind, (outcomes.get(kind) ?? 0) + 1);
  if (theirAnswers[index] !== answer)
    disagreements.push(`${path}: @portail/router ${answer}, react-router ${theirAnswers[index] ?? ''}`);
});
if (disagreements.length > 0) {
  console.error(`Les deux routeurs ne s'accordent pas sur ${disagreements.length} adresses, par exemple :`);
  for (const line of disagreements.slice(0, 10)) console.error(`  ${line}`);
  process.exit(1);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const portail = median(ours);
const format = (value: number) => Math.round(value).toLocaleString('fr-CA');
console.log(
  `Routeur : ${PATH_COUNT.toLocaleString('fr-CA')} adresses, ${routes.routes.length} routes du portail et ${reactRoutes.length - routes.routes.length} motifs et exceptions du registre (${APP_REGISTRY.length} applications); médiane de ${OUR_ROUNDS} passes pour @portail/router, une passe pour React Router (Node ${process.version})`,
);
console.log(
  `  résolutions : ${[...outcomes].map(([kind, count]) => `${kind} ${count}`).join(', ')}; mêmes réponses des deux routeurs pour les ${PATH_COUNT.toLocaleString('fr-CA')} adresses`,
);
console.log(`  @portail/router          ${format(portail).padStart(12)} op/s`);
console.log(`  react-router matchRoutes ${format(reactRouter).padStart(12)} op/s`);
console.log(`  rapport                  ${(portail / reactRouter).toFixed(2)}×`);
console.log(
  '  (matchRoutes aplatit et classe toute la table à chaque appel; @portail/router compile chaque motif une fois, cache de 10 000)',
);
