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
