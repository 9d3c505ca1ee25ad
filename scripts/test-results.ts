import { existsSync, readFileSync } from 'node:fs';

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

const none: Counts = { passed: 0, failed: 0, skipped: 0 };

/** Counts from Vitest's JSON reporter file. */
export function vitestCounts(path: string): Counts {
  if (!existsSync(path)) return none;
  const report = JSON.parse(readFileSync(path, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/**
 * Counts from Playwright's JSON reporter file. A flaky test (failed, then passed on its retry: CI
 * retries once) counts as passed; `flaky` says how many, for the summary to name.
 */
export function playwrightCounts(path: string): Counts & { flaky: number } {
  if (!existsSync(path)) return { ...none, flaky: 0 };
  const report = JSON.parse(readFileSync(path, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    skipped: report.stats.skipped,
    flaky: report.stats.flaky,
  };
}

export function addCounts(...all: Counts[]): Counts {
  return all.reduce(
    (sum, counts) => ({
      passed: sum.passed + counts.passed,
      failed: sum.failed + counts.failed,
      skipped: sum.skipped + counts.skipped,
    }),
    none,
  );
}

/** Each engine's counts from e2e/engines/run.ts's report file (Firefox ESR, WebKitGTK). */
export function engineCounts(path: string): Record<string, Counts> {
  if (!existsSync(path)) return {};
  const report = JSON.parse(readFileSync(path, 'utf8')) as Record<string, Partial<Counts>>;
  return Object.fromEntries(
    Object.entries(report).map(([engine, counts]) => [
      engine,
      { passed: counts.passed ?? 0, failed: counts.failed ?? 0, skipped: counts.skipped ?? 0 },
    ]),
  );
}

/** The engines' journeys that passed only on their retry, as « engine: journey ». */
export function engineFlaky(path: string): string[] {
  if (!existsSync(path)) return [];
  const report = JSON.parse(readFileSync(path, 'utf8')) as Record<string, { flaky?: string[] }>;
  return Object.entries(report).flatMap(([engine, counts]) =>
    (counts.flaky ?? []).map((name) => `${engine}: ${name}`),
  );
}

/** One failed (or flaky) test: where it is, its name, and the first line of its error. */
export interface FailedTest {
  file: string;
  name: string;
  error: string;
}

/** Reporters colour their messages; the summary is read as plain text (CI keeps only its end). */
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

const firstLine = (text: string | undefined) =>
  (text ?? '')
    .replace(ANSI_COLOUR, '')
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()
    .slice(0, 200) ?? '';

/** The failed tests of a Vitest JSON report (none when the step did not run). */
export function vitestFailures(path: string, rootDir = ''): FailedTest[] {
  if (!existsSync(path)) return [];
  const report = JSON.parse(readFileSync(path, 'utf8')) as {
    testResults: {
      name: string;
      message?: string;
      status: string;
      assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
    }[];
  };
  return report.testResults.flatMap((file) => {
    const name =
      rootDir && file.name.startsWith(rootDir)
        ? file.name.slice(rootDir.length).replace(/^\//, '')
        : file.name;
    const failed = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => ({ file: name, name: test.fullName, error: firstLine(test.failureMessages[0]) }));
    // A file that failed before any test ran (an import error) has no failed test: name the file.
    if (failed.length === 0 && file.status === 'failed')
      return [{ file: name, name: '(the file did not load)', error: firstLine(file.message) }];
    return failed;
  });
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    tests: { status: string; results: { error?: { message?: string } }[] }[];
  }[];
}

/** The failed and the flaky tests of a Playwright JSON report, each with its describe path. */
export function playwrightFailures(path: string): { failed: FailedTest[]; flaky: FailedTest[] } {
  const found = { failed: [] as FailedTest[], flaky: [] as FailedTest[] };
  if (!existsSync(path)) return found;
  const report = JSON.parse(readFileSync(path, 'utf8')) as { suites?: PlaywrightSuite[] };
  const visit = (suite: PlaywrightSuite, titles: string[]) => {
    const path = suite.file && suite.title === suite.file ? titles : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const kind = test.status === 'unexpected' ? 'failed' : test.status === 'flaky' ? 'flaky' : undefined;
        if (!kind) continue;
        const error = test.results.find((result) => result.error)?.error?.message;
        found[kind].push({
          file: spec.file,
          name: [...path, spec.title].join(' › '),
          error: firstLine(error),
        });
      }
    }
    for (const child of suite.suites ?? []) visit(child, path);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  return found;
}

/** The summary's lines for failed tests: « file › name », then the error indented. */
export function failureLines(label: string, tests: FailedTest[]): string[] {
  return tests.flatMap((test) => [
    `  ${label} ${test.file} › ${test.name}`,
    ...(test.error ? [`      ${test.error}`] : []),
  ]);
}
