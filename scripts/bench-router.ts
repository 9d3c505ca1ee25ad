// npm run bench:router (node scripts/bench-router.ts): 100 000 realistic portal addresses resolved by
// @portail/router (route table, then the application registry for external and unknown paths) and,
// over the same table, by find-my-way (Fastify's radix router), TanStack Router's matcher and React
// Router's matchRoutes (scripts/bench-router-peers.ts). Every router must give the same answer for
// every address. Two figures each:
//   cold: a fresh Node process builds the router (@portail/router's pattern cache empty, nothing
//         compiled, nothing warmed by the JIT) and resolves the 100 000 addresses once, build included
//   warm: in this process, after warm-up passes, the median of 5 passes (1 for React Router, whose
//         pass lasts tens of seconds), each router's own caches as its previous pass left them
// It prints figures; it is a benchmark, not a timed test.
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { clearPatternCache, createAppRegistry, createRouteTable, APP_REGISTRY } from '@portail/router';
import { buildPortalRoutes } from '@portail/portal/routes';
import {
  buildFindMyWay,
  buildReactRouter,
  buildTanStack,
  NOT_FOUND,
  pathnameOf,
  sharedTable,
  type Resolve,
} from './bench-router-peers.ts';

// BENCH_ROUTER_PATHS=2000 for a quick check of the routers' agreement; the figures use 100 000.
const PATH_COUNT = Number(process.env.BENCH_ROUTER_PATHS ?? 100_000);
const WARM_ROUNDS = 5;
const COLD_RUNS = 3;

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
/**
 * Ours: the route that serves the address, else the application whose registry patterns cover it
 * (external), else the 404 route — the question the navigation machine asks on every request.
 * Built from nothing: the compiled-pattern cache is emptied first.
 */
function buildPortail(): Resolve {
  clearPatternCache();
  const routes = createRouteTable(buildPortalRoutes());
  const registry = createAppRegistry();
  return (url) => {
    const pathname = pathnameOf(url);
    const match = routes.match(pathname);
    if (match) return match.route.id;
    const app = registry.appForPath(pathname);
    return app ? `external:${app}` : NOT_FOUND;
  };
}

const table = sharedTable(createRouteTable(buildPortalRoutes()).routes);

interface ColdRun {
  buildMs: number;
  opsPerSecond: number;
}
interface Contender {
  name: string;
  label: string;
  build: () => Resolve;
  /** Warm passes measured: React Router's pass lasts tens of seconds, so one. */
  warmRounds: number;
  coldRuns: number;
  answers: string[];
  warm: number[];
  cold?: ColdRun;
}
const contender = (name: string, label: string, build: () => Resolve, rounds = WARM_ROUNDS): Contender => ({
  name,
  label,
  build,
  warmRounds: rounds,
  coldRuns: rounds === WARM_ROUNDS ? COLD_RUNS : 1,
  answers: [],
  warm: [],
});
const portail = contender('portail', '@portail/router', buildPortail);
const peers = [
  contender('find-my-way', 'find-my-way', () => buildFindMyWay(table)),
  contender('tanstack', 'TanStack Router', () => buildTanStack(table)),
  contender('react-router', 'React Router matchRoutes', () => buildReactRouter(table), 1),
];
const contenders = [portail, ...peers];

/** Resolves every address once into `answers`; op/s. */
function pass(paths: readonly string[], resolve: Resolve, answers: string[]): number {
  const started = performance.now();
  for (let index = 0; index < paths.length; index += 1) answers[index] = resolve(paths[index] as string);
  return (paths.length / (performance.now() - started)) * 1000;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const paths = makePaths();

// A child process: one cold measurement of one router, printed as JSON for the parent.
const coldArgument = process.argv.find((arg) => arg.startsWith('--cold='));
if (coldArgument) {
  const router = contenders.find((entry) => entry.name === coldArgument.slice('--cold='.length));
  if (!router) throw new Error(`unknown router ${coldArgument}`);
  const started = performance.now();
  const resolve = router.build();
  const buildMs = performance.now() - started;
  pass(paths, resolve, router.answers);
  const run: ColdRun = { buildMs, opsPerSecond: (paths.length / (performance.now() - started)) * 1000 };
  console.log(JSON.stringify(run));
  process.exit(0);
}

// Warm: every router built and warmed up, then their passes interleaved round by round.
const resolvers = new Map(contenders.map((entry) => [entry, entry.build()] as const));
for (const [entry, resolve] of resolvers) {
  pass(paths.slice(0, entry.warmRounds === 1 ? 2_000 : 10_000), resolve, entry.answers);
}
for (let round = 0; round < WARM_ROUNDS; round += 1) {
  for (const [entry, resolve] of resolvers) {
    if (entry.warm.length < entry.warmRounds) entry.warm.push(pass(paths, resolve, entry.answers));
  }
}

// Every router must have given our answer for every address, or the comparison means nothing.
const outcomes = new Map<string, number>();
const disagreements: string[] = [];
paths.forEach((path, index) => {
  const ours = portail.answers[index] ?? '';
  const kind = ours.startsWith('external:') ? 'externe' : ours === NOT_FOUND ? 'introuvable' : 'route';
  outcomes.set(kind, (outcomes.get(kind) ?? 0) + 1);
  for (const peer of peers) {
    const theirs = peer.answers[index] ?? '';
    if (theirs !== ours) disagreements.push(`${path}: @portail/router ${ours}, ${peer.label} ${theirs}`);
  }
});
if (disagreements.length > 0) {
  console.error(`Les routeurs ne s'accordent pas sur ${disagreements.length} réponses, par exemple :`);
  for (const line of disagreements.slice(0, 10)) console.error(`  ${line}`);
  process.exit(1);
}

// Cold: each router in fresh processes, the median of 3 (1 for React Router).
const script = fileURLToPath(import.meta.url);
for (const entry of contenders) {
  const runs: ColdRun[] = [];
  for (let run = 0; run < entry.coldRuns; run += 1) {
    const child = spawnSync(
      process.execPath,
      ['--disable-warning=ExperimentalWarning', script, `--cold=${entry.name}`],
      { encoding: 'utf8', env: process.env },
    );
    if (child.status !== 0) throw new Error(`cold run of ${entry.name} failed: ${child.stderr}`);
    runs.push(JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '{}') as ColdRun);
  }
  runs.sort((a, b) => a.opsPerSecond - b.opsPerSecond);
  entry.cold = runs[Math.floor(runs.length / 2)];
}

const format = (value: number) => Math.round(value).toLocaleString('fr-CA');
const coldOf = (entry: Contender) => entry.cold?.opsPerSecond ?? 0;
const ours = { cold: coldOf(portail), warm: median(portail.warm) };
console.log(
  `Routeur : ${PATH_COUNT.toLocaleString('fr-CA')} adresses, ${table.length} entrées (routes du portail, motifs et exceptions du registre des ${APP_REGISTRY.length} applications); Node ${process.version}`,
);
console.log(
  `  résolutions : ${[...outcomes].map(([kind, count]) => `${kind} ${count}`).join(', ')}; mêmes réponses des ${contenders.length} routeurs pour les ${PATH_COUNT.toLocaleString('fr-CA')} adresses`,
);
console.log(
  '  froid : processus neuf, construction (cache de motifs vide) + une passe, médiane de 3 (1 pour React Router); chaud : médiane de 5 passes après échauffement (1 pour React Router)',
);
console.log(
  `  ${'routeur'.padEnd(26)}${'construction'.padStart(13)}${'froid op/s'.padStart(14)}${'chaud op/s'.padStart(14)}${'nous÷eux froid'.padStart(16)}${'nous÷eux chaud'.padStart(16)}`,
);
for (const entry of contenders) {
  const theirs = { cold: coldOf(entry), warm: median(entry.warm) };
  console.log(
    `  ${entry.label.padEnd(26)}${`${(entry.cold?.buildMs ?? 0).toFixed(1)} ms`.padStart(13)}${format(theirs.cold).padStart(14)}${format(theirs.warm).padStart(14)}${`${(ours.cold / theirs.cold).toFixed(2)}×`.padStart(16)}${`${(ours.warm / theirs.warm).toFixed(2)}×`.padStart(16)}`,
  );
}
const fastestCold = Math.max(...peers.map(coldOf));
const aheadWarm = peers.every((peer) => ours.warm > median(peer.warm));
console.log(
  `  objectifs : devant tous à chaud ${aheadWarm ? 'oui' : 'NON'}; à froid ${(ours.cold / fastestCold).toFixed(2)}× le plus rapide des autres (au moins 0,5× visé : ${ours.cold * 2 >= fastestCold ? 'oui' : 'NON'})`,
);
