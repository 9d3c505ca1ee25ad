import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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

  it('names the engines’ journeys that passed only on their retry', () => {
    const path = join(dir, 'engines-flaky.json');
    writeFileSync(
      path,
      JSON.stringify({
        firefox: { passed: 7, failed: 0, skipped: 0, flaky: [] },
        webkit: { passed: 8, failed: 0, skipped: 0, flaky: ['signs out from the header menu'] },
      }),
    );
    expect(engineFlaky(path)).toEqual(['webkit: signs out from the header menu']);
    expect(engineFlaky(join(dir, 'no-engines.json'))).toEqual([]);
  });

  it('names each failed unit test with its file and the first line of its error, colours removed', () => {
    const path = join(dir, 'vitest-failures.json');
    writeFileSync(
      path,
      JSON.stringify({
        testResults: [
          {
            name: '/repo/services/local/a.test.ts',
            status: 'failed',
            assertionResults: [
              { fullName: 'the store keeps a member', status: 'passed', failureMessages: [] },
              {
                fullName: 'the store refuses a bad email',
                status: 'failed',
                failureMessages: [
                  '\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n    at a.test.ts:4',
                ],
              },
            ],
          },
          {
            name: '/repo/b.test.ts',
            status: 'failed',
            message: 'Cannot find module x',
            assertionResults: [],
          },
          { name: '/repo/c.test.ts', status: 'passed', assertionResults: [] },
        ],
      }),
    );
    expect(vitestFailures(path, '/repo')).toEqual([
      {
        file: 'services/local/a.test.ts',
        name: 'the store refuses a bad email',
        error: 'AssertionError: expected 1 to be 2',
      },
      { file: 'b.test.ts', name: '(the file did not load)', error: 'Cannot find module x' },
    ]);
    expect(failureLines('✗ unit', vitestFailures(path, '/repo'))[0]).toBe(
      '  ✗ unit services/local/a.test.ts › the store refuses a bad email',
    );
  });

  it('names the failed and the flaky end-to-end tests with their describe titles, and none without a report', () => {
    const path = join(dir, 'playwright-failures.json');
    const spec = (title: string, status: string, message?: string) => ({
      title,
      file: 'shell.spec.ts',
      tests: [{ status, results: message ? [{ error: { message } }, {}] : [{}] }],
    });
    writeFileSync(
      path,
      JSON.stringify({
        suites: [
          {
            title: 'shell.spec.ts',
            file: 'shell.spec.ts',
            specs: [spec('opens the home', 'expected')],
            suites: [
              {
                title: 'the header',
                specs: [
                  spec('signs in', 'unexpected', 'Error: timed out\nmore'),
                  spec('signs out', 'flaky', 'Error: once'),
                ],
              },
            ],
          },
        ],
      }),
    );
    expect(playwrightFailures(path)).toEqual({
      failed: [{ file: 'shell.spec.ts', name: 'the header › signs in', error: 'Error: timed out' }],
      flaky: [{ file: 'shell.spec.ts', name: 'the header › signs out', error: 'Error: once' }],
    });
    expect(playwrightFailures(join(dir, 'no-playwright.json'))).toEqual({ failed: [], flaky: [] });
  });
});
