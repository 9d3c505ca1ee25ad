import { defineConfig, devices } from '@playwright/test';
import { configForPorts } from '@portail/contracts';
import { findChromium, findTestChromium, offlineChromiumArgs } from '../tools/chromium.ts';
import { testPorts } from './test-ports.ts';
import { e2eTls } from './test-tls.ts';

const tls = e2eTls();
// The workers, started after this, trust the authority for the specs' own requests.
if (tls) process.env.NODE_EXTRA_CA_CERTS = tls.caPath;
export const origins = configForPorts(testPorts, 'localhost', tls ? 'https' : 'http');

function launchOptions(executablePath: string | null) {
  return {
    executablePath: executablePath ?? undefined,
    // With PORTAIL_E2E_HTTPS=1, Chromium trusts the stack's authority by its key, and nothing else.
    args: [
      ...offlineChromiumArgs,
      ...(tls ? [`--ignore-certificate-errors-spki-list=${tls.caSpkiSha256}`] : []),
    ],
  };
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // scripts/test-shapes.ts runs the core journeys again in other provider shapes, each with its own
  // results folder and report, so that the main run's stay whole.
  outputDir: process.env.PORTAIL_E2E_OUTPUT_DIR ?? '../test-results',
  fullyParallel: true,
  forbidOnly: true,
  // CI retries a failed test once and the summary names those that passed only then (flaky);
  // locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 5_000 },
  // PORTAIL_E2E_REPORT / PORTAIL_E2E_OUTPUT_DIR: another report and results folder (npm test's runs
  // through nginx and in the other provider shapes keep the first run's).
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PORTAIL_E2E_REPORT ?? '../.playwright-results.json' }],
  ],
  // Prints the accessibility walk's table (pages × checks) when the walk ran.
  globalTeardown: './support/a11y/walk-report-teardown.ts',
  use: {
    baseURL: origins.portalOrigin,
    locale: 'fr-CA',
    timezoneId: 'America/Toronto',
    // Recording a trace snapshots the page at every action: on CI, only the retry of a failed test
    // records one (the first attempt's failure is in the report; the retry shows it again, traced).
    // npm test (PORTAIL_E2E_TRACE=off) records none: the traces' DOM snapshots were 18 % of the specs'
    // CPU time (newsletters, account sign-in and member regions: 49.6 → 40.6 CPU s; without their
    // screencast 48.8), for a file that only a failure keeps. The failure's report, screenshot and
    // error context stay; `npm run test:e2e -- <spec> -g <test>` runs it again with its trace.
    trace: process.env.CI
      ? 'on-first-retry'
      : process.env.PORTAIL_E2E_TRACE === 'off'
        ? 'off'
        : 'retain-on-failure',
    // The portal's service worker, once it controls a page, takes its requests: page.route() no
    // longer sees them (a chunk answered from the worker's cache, not from a test's 503) and a
    // response that the worker passed through has no body for the test to read. The specs about
    // the worker (offline, push, its registration) allow it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: launchOptions(findTestChromium()),
  },
  // The specs run in Chromium's headless shell where installed (tools/chromium.ts); a test tagged
  // @whole-browser runs in the whole browser: a tab brought to the front takes the focus only there
  // (the shell has no windows).
  projects: [
    {
      name: 'desktop',
      grepInvert: /@whole-browser/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'desktop-whole-browser',
      grep: /@whole-browser/,
      use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions: launchOptions(findChromium()) },
    },
  ],
  webServer: {
    command: 'node --disable-warning=ExperimentalWarning e2e/start-stack.ts',
    cwd: '..',
    url: `${origins.apiOrigin}/health`,
    reuseExistingServer: false,
    // the readiness probe only (it cannot be told the authority)
    ignoreHTTPSErrors: Boolean(tls),
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
