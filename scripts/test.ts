// npm test: every check of the project, in order, then one closing line « N passed, N failed ».
// The gates: lint (no HTML sinks), unit (with the member-API fuzzing), size (budgets.json),
// lighthouse (load-independent bounds of scripts/lighthouse-thresholds.ts), interop (third-party
// clients, HTTP semantics), e2e (security headers, axe walk), interop-nginx and e2e-nginx (HTTP
// semantics, security headers and the core journeys with the apps served by nginx), shapes (the core
// journeys with the provider in its b2c and external-id shapes), engines (the core journeys in
// Firefox ESR and WebKitGTK), sites (renewals and sign-out across four sites, third-party cookies
// blocked, in the three engines, and the provider down in Chromium: a short npm run bench:renewals
// -- --sites). The summary gives each runner's counts.
// The apps are built first; Lighthouse then runs beside lint, typecheck, unit and interop (its gate
// counts CPU time, not wall time, so the others' load does not move it) and is reported at its place.
// A step that fails does not stop the later ones (the report says everything at once), but the
// run exits non-zero. PORTAIL_TEST_STEPS=lint,unit limits the steps (for a quick local loop).
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  addCounts,
  engineCounts,
  failureLines,
  playwrightCounts,
  playwrightFailures,
  vitestCounts,
  vitestFailures,
} from './test-results.ts';
import { otherShapes, shapeReport } from './test-shapes.ts';

const rootDir = fileURLToPath(new URL('..', import.meta.url));
const runStarted = performance.now();
const vitestReport = join(rootDir, '.vitest-results.json');
const playwrightReport = join(rootDir, '.playwright-results.json');
const enginesReport = join(rootDir, '.engines-results.json');
const interopReport = join(rootDir, '.vitest-interop-results.json');
const interopNginxReport = join(rootDir, '.vitest-interop-nginx-results.json');
const playwrightNginxReport = join(rootDir, '.playwright-nginx-results.json');

interface Step {
  name: string;
  command: string[];
  /** Variables added to the step's environment. */
  env?: Record<string, string>;
  /**
   * Started once the build is done and run beside the steps before its place (its output is held
   * and printed at its place): for a step that mostly waits, whose gate does not move with the load.
   */
  beside?: true;
}

const steps: Step[] = [
  // The apps' builds, once, before anything that serves them (interop, Lighthouse, e2e) starts.
  { name: 'build', command: ['npm', 'run', '--silent', 'build', '--', '--stale'] },
  { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
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
  // The portal home, an article and Mon compte "/" signed in, three runs each; the gate holds what
  // does not move with the machine's load (CPU time from the trace, not the score: see
  // lighthouse-thresholds.ts), so it runs beside lint, typecheck, unit and interop: most of a
  // Lighthouse run is waiting for the page to be quiet. npm run lighthouse does every page.
  {
    name: 'lighthouse',
    command: ['npm', 'run', '--silent', 'lighthouse', '--', '--quick', '--runs=3'],
    beside: true,
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
  // The core journeys again with the provider in its b2c and external-id shapes (the e2e step is local).
  { name: 'shapes', command: ['npm', 'run', '--silent', 'test:shapes'] },
  // The core journeys in Firefox ESR and WebKitGTK (Debian's packages), under xvfb-run.
  { name: 'engines', command: ['npm', 'run', '--silent', 'test:engines'] },
  // The cross-site topology (four *.localhost sites, third-party cookies blocked) in Chromium,
  // Firefox ESR and WebKitGTK, one after the other: 2 renewals with 20-second tokens in each app,
  // then sign-out from each app, and in Chromium the provider's site down during renewals (npm run
  // bench:renewals -- --sites does 10 renewals).
  {
    name: 'sites',
    command: [
      'env',
      'RENEWALS=2',
      'npm',
      'run',
      '--silent',
      'bench:renewals',
      '--',
      '--sites',
      '--one-at-a-time',
    ],
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

const outcomes: { name: string; ok: boolean; seconds: number }[] = [];
const wanted = steps.filter((step) => !only || only.includes(step.name));

/** A step run beside the others: its output held until its place, then printed whole. */
interface Beside {
  output: string[];
  started: number;
  done: Promise<{ status: number | null; ended: number }>;
}
const besides = new Map<Step, Beside>();
function startBeside(step: Step): Beside {
  const [command, ...args] = step.command as [string, ...string[]];
  const output: string[] = [];
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: rootDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...step.env },
  });
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const done = new Promise<{ status: number | null; ended: number }>((resolve) => {
    child.on('error', (error) => {
      output.push(`${error.message}\n`);
      resolve({ status: null, ended: performance.now() });
    });
    child.on('close', (status) => resolve({ status, ended: performance.now() }));
  });
  return { output, started, done };
}

for (const step of wanted) {
  // The steps run beside start once the build (the first step) is done.
  if (step.name !== 'build' && besides.size === 0) {
    for (const other of wanted) if (other.beside) besides.set(other, startBeside(other));
  }
  const beside = besides.get(step);
  if (beside) {
    const { status, ended } = await beside.done;
    const seconds = (ended - beside.started) / 1000;
    console.log(
      `\n━━ ${step.name} (run beside the steps above, ${seconds.toFixed(1)} s): ${step.command.join(' ')}`,
    );
    process.stdout.write(beside.output.join(''));
    outcomes.push({ name: step.name, ok: status === 0, seconds });
    continue;
  }
  console.log(`\n━━ ${step.name}: ${step.command.join(' ')}`);
  const started = performance.now();
  const [command, ...args] = step.command as [string, ...string[]];
  const result = spawnSync(command, args, {
    cwd: rootDir,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  outcomes.push({ name: step.name, ok: result.status === 0, seconds: (performance.now() - started) / 1000 });
}

console.log('\n━━ summary');
for (const outcome of outcomes) {
  console.log(
    `  ${outcome.ok ? 'ok  ' : 'FAIL'}  ${outcome.name.padEnd(13)} ${outcome.seconds.toFixed(1)} s`,
  );
}
console.log(`  all         ${((performance.now() - runStarted) / 1000).toFixed(1)} s`);
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
];
if (problems.length > 0) console.log(`\n${problems.join('\n')}`);
const failedSteps = outcomes.filter((outcome) => !outcome.ok).length;
if (failedSteps > 0) {
  const names = outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.name);
  console.log(`\n${failedSteps} step(s) failed: ${names.join(', ')}`);
}
// The last line is the one that CI reads.
console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failedSteps > 0 ? 1 : 0);
