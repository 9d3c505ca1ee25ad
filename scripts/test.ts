// npm test: every check of the project, in order, then one closing line « N passed, N failed ».
// The gates: lint (no HTML sinks), unit (with the member-API fuzzing and the portal link walk's
// ceiling, the root vitest.config.ts's walk project), size (budgets.json),
// lighthouse (load-independent bounds of scripts/lighthouse-thresholds.ts), interop (third-party
// clients, HTTP semantics), e2e (security headers, axe walk), interop-nginx and e2e-nginx (HTTP
// semantics, security headers and the core journeys with the apps served by nginx), shapes (the core
// journeys with the provider in its b2c and external-id shapes), engines (the core journeys in
// Firefox ESR and WebKitGTK), sites (renewals and sign-out across four sites, third-party cookies
// blocked, in the three engines, and the provider down in Chromium: a short npm run bench:renewals
// -- --sites). The summary gives each runner's counts.
// audit: the production dependencies' known advisories (scripts/audit-verdict.ts).
// The apps are built first; then three lanes run at once on the machine's cores (test-lanes.ts): the
// main lane in order (lint, unit, interop, size, the Chromium runs), typecheck, the audit and
// Prettier's check (format) beside ESLint (each lane takes one core), then the provider shapes on
// end-to-end ports of their own (PORTAIL_SHAPES_*_PORT), and the « beside » lane on end-to-end
// ports of its own (PORTAIL_BESIDE_*_PORT): Lighthouse (its gate counts CPU time, not wall time, so
// the others' load does not move it), the cross-site renewals (most of their time is waiting for
// 20-second tokens to expire) and the other engines. A step of another lane has its output held
// and printed whole at its place in the list, with its own time. The machine's two cores are busy
// throughout (97 %): the run lasts about its CPU time over two, so what shortens it is less CPU
// (the Playwright specs run in Chromium's headless shell where installed: tools/chromium.ts).
// The summary gives each step's wall time and CPU time (scripts/step-cpu.ts).
// A step that fails does not stop the later ones (the report says everything at once), but the
// run exits non-zero. PORTAIL_TEST_STEPS=lint,unit limits the steps (for a quick local loop);
// PORTAIL_TEST_CPU=<file> adds where the CPU went, by step and process kind (scripts/cpu-sampler.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  addCounts,
  engineCounts,
  engineFlaky,
  failureLines,
  playwrightCounts,
  playwrightFailures,
  vitestCounts,
  vitestFailures,
} from './test-results.ts';
import { otherShapes, shapeReport } from './test-shapes.ts';
import { failureTail, startLanes, type StepRun } from './test-lanes.ts';
import { readCpuSeconds, readMachineCpu, withCpuTimes } from './step-cpu.ts';
import { portsFromEnv } from '../tools/ports.ts';

const rootDir = fileURLToPath(new URL('..', import.meta.url));
// The Chromium runs (e2e, e2e-nginx, shapes) record no trace: they cost 18 % of the specs' CPU time
// (e2e/playwright.config.ts); a failed test run again alone records its trace.
process.env.PORTAIL_E2E_TRACE ??= 'off';
const runStarted = performance.now();
const machineAtStart = readMachineCpu();
// PORTAIL_TEST_CPU=<file>: where the CPU goes, by step and process kind (scripts/cpu-sampler.ts),
// printed after the summary; every step's processes carry PORTAIL_TEST_STEP for it.
const cpuReport = process.env.PORTAIL_TEST_CPU;
const sampler = cpuReport
  ? spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'scripts/cpu-sampler.ts', cpuReport], {
      cwd: rootDir,
      stdio: 'inherit',
      env: { ...process.env, PORTAIL_TEST_STEP: '(sampler)' },
    })
  : undefined;
const vitestReport = join(rootDir, '.vitest-results.json');
const playwrightReport = join(rootDir, '.playwright-results.json');
const enginesReport = join(rootDir, '.engines-results.json');
const interopReport = join(rootDir, '.vitest-interop-results.json');
const interopNginxReport = join(rootDir, '.vitest-interop-nginx-results.json');
const playwrightNginxReport = join(rootDir, '.playwright-nginx-results.json');
/**
 * A lane's end-to-end ports as the PORTAIL_E2E_*_PORT its steps read: from PORTAIL_<lane>_*_PORT,
 * else the defaults (its stacks run while the main lane's hold PORTAIL_E2E_*_PORT). WebKitWebDriver
 * takes the API port + 7 in either.
 */
function lanePortsEnv(lane: string, defaults: Parameters<typeof portsFromEnv>[1]) {
  const ports = portsFromEnv(
    {
      PORTAIL_PORTAL_PORT: process.env[`PORTAIL_${lane}_PORTAL_PORT`],
      PORTAIL_ACCOUNT_PORT: process.env[`PORTAIL_${lane}_ACCOUNT_PORT`],
      PORTAIL_IDP_PORT: process.env[`PORTAIL_${lane}_IDP_PORT`],
      PORTAIL_API_PORT: process.env[`PORTAIL_${lane}_API_PORT`],
    },
    defaults,
  );
  return {
    PORTAIL_E2E_PORTAL_PORT: String(ports.portal),
    PORTAIL_E2E_ACCOUNT_PORT: String(ports.account),
    PORTAIL_E2E_IDP_PORT: String(ports.idp),
    PORTAIL_E2E_API_PORT: String(ports.api),
  };
}
const besidePortsEnv = lanePortsEnv('BESIDE', { portal: 18180, account: 18181, idp: 18182, api: 18183 });
// The provider shapes' stacks run in the typecheck lane, beside both others (PORTAIL_SHAPES_*_PORT).
const shapesPortsEnv = lanePortsEnv('SHAPES', { portal: 18280, account: 18281, idp: 18282, api: 18283 });

interface Step {
  name: string;
  command: string[];
  /** Variables added to the step's environment. */
  env?: Record<string, string>;
  /**
   * The lane that runs the step (main by default). Every lane starts once the build is done and runs
   * its steps in order; a step of another lane than main has its output held and printed at its place.
   */
  lane?: 'typecheck' | 'beside';
}

const steps: Step[] = [
  // The apps' builds, once, before anything that serves them (interop, Lighthouse, e2e) starts.
  { name: 'build', command: ['npm', 'run', '--silent', 'build', '--', '--stale'] },
  // npm run lint's two checks, one on each core: ESLint in the main lane; TypeScript, the audit and
  // Prettier (about 31 CPU s, as much as ESLint's 34) one after the other in the other lane.
  { name: 'lint', command: ['npx', 'eslint', '.', '--max-warnings', '0'] },
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'], lane: 'typecheck' },
  // The production dependencies' known advisories (npm audit --omit=dev): fails on one, says so in
  // one line and passes when the registry cannot be asked (scripts/audit-verdict.ts).
  { name: 'audit', command: ['npm', 'run', '--silent', 'audit:production'], lane: 'typecheck' },
  { name: 'format', command: ['npx', 'prettier', '--check', '.'], lane: 'typecheck' },
  {
    name: 'unit',
    command: [
      'npx',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestReport}`,
    ],
  },
  // The provider and the APIs driven by openid-client, jose and Apollo Client; HTTP semantics.
  {
    name: 'interop',
    command: [
      'npx',
      'vitest',
      'run',
      '--config',
      'interop/vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${interopReport}`,
    ],
  },
  // The HTTP semantics again, with the apps served by nginx from their stamped files (issue 28).
  {
    name: 'interop-nginx',
    command: [
      'npx',
      'vitest',
      'run',
      '--config',
      'interop/vitest.config.ts',
      'interop/http-semantics.interop.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${interopNginxReport}`,
    ],
    env: { PORTAIL_INTEROP_APP_SERVER: 'nginx' },
  },
  { name: 'size', command: ['npm', 'run', '--silent', 'size'] },
  { name: 'e2e', command: ['npm', 'run', '--silent', 'test:e2e'] },
  // The security headers and the core journeys (sign-in in both apps, profile save, sign-out) with
  // the apps served by nginx from their stamped files (PORTAIL_APP_SERVER=nginx, issue 28).
  {
    name: 'e2e-nginx',
    command: [
      'npm',
      'run',
      '--silent',
      'test:e2e',
      '--',
      'e2e/app-server-nginx.spec.ts',
      'e2e/security-headers.spec.ts',
      'e2e/account-sign-in.spec.ts',
      'e2e/sign-out-both-apps.spec.ts',
      'e2e/account-profile.spec.ts',
      '--grep',
      'server of the apps|security of the apps|signing in to Mon compte|after member A signs out on the portal|saves the changed fields',
    ],
    env: { PORTAIL_E2E_APP_SERVER: 'nginx', PORTAIL_E2E_REPORT: playwrightNginxReport },
  },
  // The portal home, an article and Mon compte "/" signed in, three runs each; the gate holds what
  // does not move with the machine's load (CPU time from the trace, not the score: see
  // lighthouse-thresholds.ts), so it runs beside the main lane from lint on: most of a Lighthouse run
  // is waiting for the page to be quiet. npm run lighthouse does every page.
  {
    name: 'lighthouse',
    command: ['npm', 'run', '--silent', 'lighthouse', '--', '--quick', '--runs=3'],
    lane: 'beside',
  },
  // The cross-site topology (four *.localhost sites, third-party cookies blocked) in Chromium and
  // Firefox ESR at once, then WebKitGTK alone (two WebKitGTK sessions at once break each other; each
  // journey has a member of its own): 2 renewals with 20-second tokens in each app,
  // then sign-out from each app, and in Chromium the provider's site down during renewals (npm run
  // bench:renewals -- --sites does 10 renewals); beside the main lane after Lighthouse, since most of
  // it is waiting for the tokens to expire. A failed sign-out journey runs twice more, each time in a
  // new browser: under the run's load WebKitGTK at times never ends the first navigation after the
  // provider's sign-out chain by its own account (the document answered, none of its subresources
  // asked for, every later command timed out), on a first attempt and on its retry alike (the last
  // CI run); the table names a journey that passed on a retry.
  {
    name: 'sites',
    lane: 'beside',
    command: [
      'env',
      'RENEWALS=2',
      'npm',
      'run',
      '--silent',
      'bench:renewals',
      '--',
      '--sites',
      '--webkit-alone',
      '--retries=2',
    ],
  },
  // The core journeys again with the provider in its b2c and external-id shapes (the e2e step is
  // local): in the typecheck lane once Prettier is done (about a minute in), on ports of their own,
  // so that the beside lane (Lighthouse, the renewals' waiting, the other engines) is not the longest.
  {
    name: 'shapes',
    command: ['npm', 'run', '--silent', 'test:shapes'],
    lane: 'typecheck',
    env: shapesPortsEnv,
  },
  // The core journeys in Firefox ESR and WebKitGTK (Debian's packages, under xvfb-run): after the
  // renewals in the beside lane (two WebKitGTK sessions at once break each other).
  {
    name: 'engines',
    command: ['npm', 'run', '--silent', 'test:engines', '--', '--retries=1'],
    lane: 'beside',
  },
];

const only = process.env.PORTAIL_TEST_STEPS?.split(',').map((name) => name.trim());
rmSync(vitestReport, { force: true });
rmSync(playwrightReport, { force: true });
rmSync(enginesReport, { force: true });
rmSync(interopReport, { force: true });
rmSync(interopNginxReport, { force: true });
rmSync(playwrightNginxReport, { force: true });
for (const shape of otherShapes) rmSync(shapeReport(shape), { force: true });

const outcomes: {
  name: string;
  ok: boolean;
  seconds: number;
  cpuSeconds?: number;
  /** A failed held step's last lines (its report was printed at its place, far above). */
  tail?: string[];
}[] = [];
// Each step's CPU times land in a file of this folder (scripts/step-cpu.ts).
const cpuDir = mkdtempSync(join(tmpdir(), 'portail-test-cpu-'));
const wanted = steps.filter((step) => !only || only.includes(step.name));

/** Runs a step; `held`: its output kept (for its place in the report) instead of shown as it comes. */
function runStep(step: Step, held: boolean): Promise<StepRun> {
  const cpuFile = join(cpuDir, step.name);
  const [command, ...args] = withCpuTimes(step.command, cpuFile) as [string, ...string[]];
  const output: string[] = [];
  const started = performance.now();
  const env = {
    ...process.env,
    ...(step.lane === 'beside' ? besidePortsEnv : {}),
    ...step.env,
    PORTAIL_TEST_STEP: step.name,
  };
  const child = spawn(command, args, {
    cwd: rootDir,
    stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env,
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return new Promise((resolve) => {
    const end = (status: number | null) =>
      resolve({
        status,
        seconds: (performance.now() - started) / 1000,
        cpuSeconds: readCpuSeconds(cpuFile),
        output: output.join(''),
      });
    child.on('error', (error) => {
      output.push(`${error.message}\n`);
      end(null);
    });
    child.on('close', (status) => end(status));
  });
}

// Wall time moves with the machine's load; CPU time (user + system of the step's processes) is what
// the step costs, whatever else runs: on 2 cores, 10 minutes hold at most 1200 CPU seconds.
const cpuText = (cpuSeconds: number | undefined) =>
  cpuSeconds === undefined ? '' : `, ${cpuSeconds.toFixed(1)} s CPU`;

let held: Map<Step, Promise<StepRun>> | undefined;
for (const step of wanted) {
  // The other lanes start once the build (the first step) is done.
  if (step.name !== 'build') held ??= startLanes(wanted, (other) => runStep(other, true));
  const run = held?.get(step);
  if (run) {
    const { status, seconds, cpuSeconds, output } = await run;
    console.log(
      `\n━━ ${step.name} (run beside the main lane, ${seconds.toFixed(1)} s${cpuText(cpuSeconds)}): ${step.command.join(' ')}`,
    );
    process.stdout.write(output);
    const ok = status === 0;
    outcomes.push({ name: step.name, ok, seconds, cpuSeconds, tail: ok ? undefined : failureTail(output) });
    continue;
  }
  console.log(`\n━━ ${step.name}: ${step.command.join(' ')}`);
  const { status, seconds, cpuSeconds } = await runStep(step, false);
  // Its times at once too, so that a run stopped midway still tells what each step cost.
  console.log(`━━ ${step.name}: ${seconds.toFixed(1)} s${cpuText(cpuSeconds)}`);
  outcomes.push({ name: step.name, ok: status === 0, seconds, cpuSeconds });
}
rmSync(cpuDir, { recursive: true, force: true });

const cpuColumn = (cpuSeconds: number | undefined) =>
  cpuSeconds === undefined ? '' : `  ${cpuSeconds.toFixed(1).padStart(7)} s CPU`;
console.log('\n━━ summary (wall time, CPU time)');
for (const outcome of outcomes) {
  console.log(
    `  ${outcome.ok ? 'ok  ' : 'FAIL'}  ${outcome.name.padEnd(13)} ${outcome.seconds.toFixed(1).padStart(7)} s${cpuColumn(outcome.cpuSeconds)}`,
  );
}
const runCpu = outcomes.reduce((sum, outcome) => sum + (outcome.cpuSeconds ?? 0), 0);
console.log(
  `  ${''.padEnd(6)}${'all'.padEnd(13)} ${((performance.now() - runStarted) / 1000).toFixed(1).padStart(7)} s${cpuColumn(runCpu)}`,
);
// The steps' sum misses processes not reaped through their tree (scripts/step-cpu.ts): the
// machine's own count, which includes anything else running on it meanwhile.
const machineAtEnd = readMachineCpu();
if (machineAtStart && machineAtEnd) {
  const busy = machineAtEnd.busy - machineAtStart.busy;
  const total = machineAtEnd.total - machineAtStart.total;
  console.log(
    `  machine: ${busy.toFixed(1)} CPU s busy of ${total.toFixed(1)} (${((100 * busy) / total).toFixed(0)} % of its cores, /proc/stat)`,
  );
}
if (sampler && cpuReport) {
  // a sampler that already ended (a crash, a path it could not write) has no close event left to wait for
  if (sampler.exitCode === null && sampler.signalCode === null) {
    const ended = new Promise((resolve) => sampler.once('close', resolve));
    sampler.kill('SIGTERM');
    await ended;
  }
  try {
    console.log(`\n${readFileSync(cpuReport, 'utf8')}`);
  } catch (error) {
    console.log(`\nCPU sampler: no report at ${cpuReport} (${(error as Error).message})`);
  }
}
const endToEnd = playwrightCounts(playwrightReport);
const engines = engineCounts(enginesReport);
const unit = vitestCounts(vitestReport);
const interop = vitestCounts(interopReport);
const interopNginx = vitestCounts(interopNginxReport);
const endToEndNginx = playwrightCounts(playwrightNginxReport);
const shapes = otherShapes.map((shape) => [shape, playwrightCounts(shapeReport(shape))] as const);
const counts = addCounts(
  unit,
  interop,
  interopNginx,
  endToEnd,
  endToEndNginx,
  ...Object.values(engines),
  ...shapes.map(([, shapeCounts]) => shapeCounts),
);
console.log('');
const line = (
  name: string,
  { passed, failed, skipped }: { passed: number; failed: number; skipped: number },
) => `  ${name.padEnd(18)} ${passed} passed, ${failed} failed, ${skipped} skipped`;
console.log(line('unit', unit));
console.log(line('interop', interop));
console.log(line('interop (nginx)', interopNginx));
console.log(line('chromium (e2e)', endToEnd));
console.log(line('chromium (nginx)', endToEndNginx));
for (const [engine, engineCount] of Object.entries(engines)) console.log(line(engine, engineCount));
for (const [shape, shapeCount] of shapes) console.log(line(`shape ${shape}`, shapeCount));
if (endToEnd.flaky > 0) {
  console.log(
    `\n⚠ ${endToEnd.flaky} end-to-end test(s) failed once and passed on their retry (marked « flaky » above).`,
  );
}
// The failed and flaky tests by name, near the end: CI keeps only the end of the output.
const endToEndProblems = playwrightFailures(playwrightReport);
const problems = [
  ...failureLines('✗ unit', vitestFailures(vitestReport, rootDir)),
  ...failureLines('✗ interop', vitestFailures(interopReport, rootDir)),
  ...failureLines('✗ interop (nginx)', vitestFailures(interopNginxReport, rootDir)),
  ...failureLines('✗ e2e (nginx)', playwrightFailures(playwrightNginxReport).failed),
  ...failureLines('✗ e2e', endToEndProblems.failed),
  ...otherShapes.flatMap((shape) =>
    failureLines(`✗ ${shape}`, playwrightFailures(shapeReport(shape)).failed),
  ),
  ...failureLines('~ e2e flaky', endToEndProblems.flaky),
  ...engineFlaky(enginesReport).map((journey) => `  ~ engines flaky ${journey} (passed on its retry)`),
];
if (problems.length > 0) console.log(`\n${problems.join('\n')}`);
const failedSteps = outcomes.filter((outcome) => !outcome.ok).length;
if (failedSteps > 0) {
  const names = outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.name);
  for (const outcome of outcomes) {
    if (outcome.tail) console.log(`\n✗ ${outcome.name}, the end of its output:\n${outcome.tail.join('\n')}`);
  }
  console.log(`\n${failedSteps} step(s) failed: ${names.join(', ')}`);
}
// The last line is the one that CI reads.
console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failedSteps > 0 ? 1 : 0);
