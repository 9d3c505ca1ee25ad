import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addCounts, engineCounts, playwrightCounts, vitestCounts } from './test-results.ts';

const dir = mkdtempSync(join(tmpdir(), 'portail-results-'));

describe('test result counting', () => {
  it('reads passed, failed and skipped tests from a Vitest report', () => {
    const path = join(dir, 'vitest.json');
    writeFileSync(
      path,
      JSON.stringify({ numPassedTests: 7, numFailedTests: 1, numPendingTests: 2, numTodoTests: 1 }),
    );
    expect(vitestCounts(path)).toEqual({ passed: 7, failed: 1, skipped: 3 });
  });

  it('counts a Playwright test that passed on its retry as passed, and says how many did', () => {
    const path = join(dir, 'playwright.json');
    writeFileSync(path, JSON.stringify({ stats: { expected: 4, unexpected: 1, flaky: 1, skipped: 0 } }));
    expect(playwrightCounts(path)).toEqual({ passed: 5, failed: 1, skipped: 0, flaky: 1 });
  });

  it('counts nothing for a runner that left no report, and adds the rest', () => {
    expect(addCounts(vitestCounts(join(dir, 'missing.json')), { passed: 2, failed: 0, skipped: 1 })).toEqual({
      passed: 2,
      failed: 0,
      skipped: 1,
    });
  });

  it('reads each engine’s counts from the engines report, and nothing when the step did not run', () => {
    const path = join(dir, 'engines.json');
    writeFileSync(
      path,
      JSON.stringify({
        firefox: { passed: 6, failed: 0, skipped: 0 },
        webkit: { passed: 6, failed: 1, skipped: 0 },
      }),
    );
    expect(engineCounts(path)).toEqual({
      firefox: { passed: 6, failed: 0, skipped: 0 },
      webkit: { passed: 6, failed: 1, skipped: 0 },
    });
    expect(engineCounts(join(dir, 'no-engines.json'))).toEqual({});
  });
});
