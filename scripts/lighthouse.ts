// npm run lighthouse: Lighthouse (mobile preset) on the portal home and every Mon compte page, the
// member signed in, against the production builds served by the local stack; prints the table and
// exits non-zero when a page crosses a bound of lighthouse-thresholds.ts.
//   --quick            one page per app (the portal home and Mon compte "/"): what npm test runs
//   --performance=99   (and --accessibility, --best-practices, --cls, --tbt) other bounds
//   --measure-only=performance,tbt   print those bounds without failing on them
//   --runs=3           runs per page, the median one reported (3 unless told)
//   --trace            keep each page's Chromium trace beside its report in .lighthouse/
// Chromium is Debian's, driven by Playwright (which signs the member in at the provider) in a
// persistent profile; Lighthouse attaches to the same browser through its DevTools port, so the
// signed-in pages read the tokens that the sign-in stored.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext } from '@playwright/test';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { startStack } from '../services/local/src/index.ts';
import { fillProviderSignIn } from '../e2e/support/sign-in.ts';
import { testPorts } from '../e2e/test-ports.ts';
import { accountRoutesList } from './app-routes.ts';
import { formatTable } from './budgets.ts';
import { buildStaleApps } from './build-apps.ts';
import { findChromium, offlineChromiumArgs } from './chromium.ts';
import {
  lighthouseFailures,
  lighthouseThresholds,
  scoresOf,
  type LighthouseScores,
  type Thresholds,
} from './lighthouse-thresholds.ts';

const rootDir = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs= takes a whole number of runs, 1 or more');
const bounds: Thresholds = { ...lighthouseThresholds };
for (const [flag, key] of [
  ['--performance=', 'performance'],
  ['--accessibility=', 'accessibility'],
  ['--best-practices=', 'bestPractices'],
  ['--cls=', 'cls'],
  ['--tbt=', 'tbt'],
] as const) {
  const value = args.find((arg) => arg.startsWith(flag));
  if (value) bounds[key] = Number(value.slice(flag.length));
}
// --measure-only=performance,tbt: those bounds are measured and printed, but do not fail the run.
const measureOnly = new Set(
  (args.find((arg) => arg.startsWith('--measure-only='))?.slice('--measure-only='.length) ?? '')
    .split(',')
    .filter(Boolean),
);
const enforced = (failure: string) =>
  ![...measureOnly].some((name) => failure.toLowerCase().startsWith(name.toLowerCase()));

const executablePath = findChromium();
if (!executablePath) throw new Error('Chromium not found (/usr/bin/chromium or CHROME_PATH)');

await buildStaleApps(rootDir);
const dataDir = mkdtempSync(join(tmpdir(), 'portail-lighthouse-'));
const profileDir = mkdtempSync(join(tmpdir(), 'portail-lighthouse-profile-'));
const stack = await startStack({ ports: testPorts, dataDir, rootDir });
const { portalOrigin, accountOrigin } = stack.config;

interface Page {
  app: 'portal' | 'account';
  path: string;
  signedIn: boolean;
}
// Mon compte's pages from its route table (the not-found page is not a page of the account).
const accountPages: Page[] = accountRoutesList()
  .filter((route) => route.status === 200)
  .map((route) => ({ app: 'account', path: route.path, signedIn: true }));
const pages: Page[] = [
  { app: 'portal', path: '/', signedIn: false },
  ...(quick ? accountPages.filter((page) => page.path === '/') : accountPages),
];

// Every report is kept, to read what made a page fail (layout shifts, long tasks, the LCP element).
const reportDir = join(rootDir, '.lighthouse');
mkdirSync(reportDir, { recursive: true });
const rows: { page: Page; scores: LighthouseScores; failures: string[]; unmet: string[] }[] = [];

/** One Lighthouse run; a run that Chromium's tracing spoiled (NO_NAVSTART and the like) is run again once. */
async function measure(url: string, port: number, keepStorage: boolean) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: keepStorage,
      },
      undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError) return { lhr: result.lhr, trace: result.artifacts.Trace };
    if (attempt === 2) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    console.warn(`${url}: ${result.lhr.runtimeError.code}, measuring again`);
  }
}
/**
 * Runs `use` with Chromium started on the persistent profile (the member's sign-in lives there),
 * then closes it: every Lighthouse run gets a browser of its own, as Lighthouse's own command line
 * does, so that no run inherits the previous page's renderer process (its heap, its garbage
 * collection) — that showed as a 100–150 ms task right after the first paint of the next page.
 */
async function withBrowser<T>(use: (context: BrowserContext, port: number) => Promise<T>): Promise<T> {
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: executablePath as string,
    headless: true,
    args: [...offlineChromiumArgs, '--remote-debugging-port=0'],
    locale: 'fr-CA',
  });
  try {
    const port = Number(readFileSync(join(profileDir, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
    return await use(context, port);
  } finally {
    await context.close();
  }
}

try {
  // Sign the member in once: the tokens and the provider's session stay in this profile.
  await withBrowser(async (context) => {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${accountOrigin}/`);
    await fillProviderSignIn(page, 'complet@exemple.ca');
    await page.waitForURL(`${accountOrigin}/`);
    await page.getByLabel('Adresse courriel').waitFor();
  });

  for (const target of pages) {
    const origin = target.app === 'portal' ? portalOrigin : accountOrigin;
    // Each page is measured `runs` times and the median run kept (Lighthouse's own choice: the run
    // nearest the median FCP and TTI), since one run swings with what else the machine does.
    // Signed-in pages keep their storage (the tokens); the HTTP cache is emptied before every run,
    // so that each is a first load.
    const measured: Awaited<ReturnType<typeof measure>>[] = [];
    for (let run = 0; run < runs; run += 1) {
      measured.push(
        await withBrowser(async (context, port) => {
          const page = context.pages()[0] ?? (await context.newPage());
          await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
          return measure(`${origin}${target.path}`, port, target.signedIn);
        }),
      );
    }
    const median = computeMedianRun(measured.map((entry) => entry.lhr));
    const { lhr, trace } =
      measured.find((entry) => entry.lhr === median) ?? (measured[0] as (typeof measured)[0]);
    const finalUrl = lhr.finalDisplayedUrl;
    if (target.signedIn && !finalUrl.startsWith(accountOrigin)) {
      throw new Error(`${target.path} was not measured signed in: it ended on ${finalUrl}`);
    }
    const reportName = `${target.app}${target.path.replace(/\//g, '-').replace(/-$/, '')}.json`;
    writeFileSync(join(reportDir, reportName), JSON.stringify(lhr));
    // --trace: the page's Chromium trace too (open it in DevTools' Performance panel).
    if (args.includes('--trace'))
      writeFileSync(join(reportDir, reportName.replace(/\.json$/, '.trace.json')), JSON.stringify(trace));
    const scores = scoresOf(lhr);
    const all = lighthouseFailures(scores, bounds);
    rows.push({
      page: target,
      scores,
      failures: all.filter(enforced),
      unmet: all.filter((failure) => !enforced(failure)),
    });
  }
} finally {
  await stack.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
}

const table = [['app', 'page', 'perf', 'a11y', 'best pr.', 'CLS', 'TBT', 'LCP', '']];
for (const { page, scores, failures, unmet } of rows) {
  table.push([
    page.app,
    `${page.path}${page.signedIn ? ' (connecté)' : ''}`,
    String(scores.performance),
    String(scores.accessibility),
    String(scores.bestPractices),
    scores.cls.toFixed(3),
    `${Math.round(scores.tbt)} ms`,
    `${(scores.lcp / 1000).toFixed(2)} s`,
    failures.length > 0 ? 'FAIL' : unmet.length > 0 ? 'ok (measured only: unmet)' : 'ok',
  ]);
}
console.log(
  `Lighthouse (mobile, median of ${runs} run${runs > 1 ? 's' : ''} per page): performance ≥ ${bounds.performance}, accessibility ≥ ${bounds.accessibility}, ` +
    `best practices ≥ ${bounds.bestPractices}, CLS ≤ ${bounds.cls}, TBT ≤ ${bounds.tbt} ms`,
);
for (const line of formatTable(table)) console.log(line);
for (const row of rows.filter((entry) => entry.unmet.length > 0)) {
  console.warn(`⚠ ${row.page.app} ${row.page.path}, not enforced here: ${row.unmet.join('; ')}`);
}
const failing = rows.filter((row) => row.failures.length > 0);
for (const row of failing) console.error(`✗ ${row.page.app} ${row.page.path}: ${row.failures.join('; ')}`);
if (failing.length > 0) {
  console.error(`\nnpm run lighthouse: ${failing.length} page(s) under the bounds`);
  process.exit(1);
}
console.log(`\nnpm run lighthouse: ${rows.length} page(s) within the bounds (reports in .lighthouse/)`);
