// npm run size: the gzip size (level 9) of the initial JS and CSS of every route of both apps, and
// of the identity package, checked against budgets.json. The table is printed on every run; the
// exit status is non-zero when a budget is crossed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { identityBundleSize } from '../packages/identity/scripts/size.ts';
import { accountRoutesList, portalRoutes, type AppRouteEntry } from '../e2e/app-routes.ts';
import { appNames, buildStaleApps } from '../tools/build-apps.ts';
import {
  checkBudgets,
  formatTable,
  kilobytes,
  readBudgets,
  routeLimit,
  unknownBudgetRoutes,
  type Measurement,
} from './budgets.ts';
import { routeSize, type Manifest } from './route-size.ts';

const rootDir = fileURLToPath(new URL('..', import.meta.url));
const budgets = readBudgets(join(rootDir, 'budgets.json'));
await buildStaleApps(rootDir);

/** The lazy modules that render a route: the budget file's, else (portal) its content application's chunk and stylesheet. */
function routeModules(route: AppRouteEntry): string[] {
  const declared = budgets.apps[route.app]?.routes?.[route.path]?.modules;
  if (declared) return declared;
  if (route.contentApp) {
    const id = route.contentApp;
    return [`src/apps/${id}/${id}-app.ts`, `src/apps/${id}/${id}.css`];
  }
  return [];
}

const problems: string[] = [];
const measurements: (Measurement & { app: string; route: string; files: number })[] = [];
const tables: Record<string, AppRouteEntry[]> = { portal: portalRoutes(), account: accountRoutesList() };
for (const app of appNames) {
  const appBudget = budgets.apps[app];
  if (!appBudget) {
    problems.push(`budgets.json has no budget for the ${app} app`);
    continue;
  }
  const routes = tables[app] ?? [];
  for (const stale of unknownBudgetRoutes(
    appBudget,
    routes.map((route) => route.path),
  )) {
    problems.push(`budgets.json names ${app} ${stale}, which the route table does not have`);
  }
  const distDir = join(rootDir, 'apps', app, 'dist');
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  // Routes that load the same files make one row (the portal's news sections, for instance).
  const rows = new Map<string, (typeof measurements)[number]>();
  for (const route of routes) {
    const modules = routeModules(route);
    const limit = routeLimit(appBudget, route.path);
    const key = JSON.stringify([modules, limit, route.path === '/']);
    const existing = rows.get(key);
    if (existing) {
      existing.route = existing.route.replace(
        /(?: \(\+(\d+)\))?$/,
        (_match, count: string | undefined) => ` (+${Number(count ?? 0) + 1})`,
      );
      continue;
    }
    const size = routeSize(distDir, manifest, modules);
    rows.set(key, {
      app,
      route: route.path,
      subject: `${app} ${route.path}`,
      jsBytes: size.jsGzip,
      cssBytes: size.cssGzip,
      files: size.files,
      limit,
    });
  }
  measurements.push(...rows.values());
}

const identity = await identityBundleSize();
const verdicts = checkBudgets([
  ...measurements,
  // what a page loads to start the sign-in client; the rest (jose, oauth4webapi) loads on demand
  { subject: 'package identity', jsBytes: identity.initial.gzip, limit: budgets.packages.identity ?? {} },
  // and with every on-demand chunk (callback and id-token check, token endpoint): issue 31's 20 KB
  {
    subject: 'package identity, every chunk',
    jsBytes: identity.total.gzip,
    limit: budgets.packages['identity, every chunk'] ?? {},
  },
]);
if (identity.libraryLeaks.length > 0) {
  problems.push(`@portail/identity loads ${identity.libraryLeaks.join(' and ')} at start: use import()`);
}

const limitCell = (limit: number | undefined) => (limit === undefined ? '—' : `${limit} KB`);
const table = [['app', 'route', 'JS gzip', 'budget', 'CSS gzip', 'budget', 'files', '']];
for (const verdict of verdicts) {
  const row = measurements.find((measurement) => measurement.subject === verdict.subject);
  table.push([
    row?.app ?? 'package',
    row?.route ?? verdict.subject.replace(/^package /, '@portail/'),
    kilobytes(verdict.jsBytes),
    limitCell(verdict.limit.js),
    verdict.cssBytes === undefined ? '—' : kilobytes(verdict.cssBytes),
    limitCell(verdict.limit.css),
    row ? String(row.files) : '—',
    verdict.over.length > 0 ? 'OVER' : 'ok',
  ]);
}
for (const line of formatTable(table)) console.log(line);
console.log(
  `@portail/identity: ${kilobytes(identity.initial.gzip)} at start, ${kilobytes(identity.total.gzip)} with every on-demand chunk`,
);

const over = verdicts.flatMap((verdict) => verdict.over);
for (const line of [...problems, ...over]) console.error(`✗ ${line}`);
if (problems.length + over.length > 0) {
  console.error(
    `\nnpm run size: ${over.length} budget(s) crossed, ${problems.length} problem(s) in budgets.json`,
  );
  process.exit(1);
}
console.log('\nnpm run size: every route and package is within budgets.json');
