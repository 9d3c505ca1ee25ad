/**
 * npm run test:engines: the journeys of journeys.ts in Firefox ESR and WebKitGTK (Debian's
 * packages), against the end-to-end stack on its own ports (PORTAIL_E2E_*_PORT). Prints each test,
 * then each engine's counts; writes them to .engines-results.json for npm test's summary. The two
 * engines run at once, each printing its tests when it ends. Runs
 * under `xvfb-run` (MiniBrowser needs a display). `--engine=firefox` runs one engine only.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configForPorts } from '@portail/contracts';
import { startE2eStack, stopE2eStack } from '../stack-process.ts';
import { testPorts } from '../test-ports.ts';
import type { EngineName, EngineTab } from './engine-page.ts';
import { engineArgs } from './engine-args.ts';
import { startEngine, type EngineRunner } from './launch.ts';
import { journeys } from './journeys.ts';

/** A failure's text: its message, or its name where it has none (selenium's timeouts, a lost session). */
const failureText = (error: unknown): string =>
  error instanceof Error ? error.message.trim() || error.name : String(error);

const rootDir = fileURLToPath(new URL('../..', import.meta.url));
export const ENGINES_REPORT = join(rootDir, '.engines-results.json');
const origins = configForPorts(testPorts);
// generous: WebKit under Xvfb on a busy machine takes over a minute for a sign-in journey
const TEST_TIMEOUT_MS = 240_000;

interface EngineCounts {
  passed: number;
  failed: number;
  skipped: number;
  /** Passed only on their retry (--retries=1, npm test's setting, like its Playwright runs on CI). */
  flaky: string[];
}

// --retries=1: a failed journey runs once more, in a new browser (a WebKit session that timed out
// under npm test's load stayed unusable for the journeys after it), and is named as flaky if it passes
const { engines, retries } = engineArgs(process.argv, ['firefox', 'webkit'] as const);

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no end after ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Runs the engine's journeys; `log` takes its report's lines (held when the engines run at once). */
async function runEngine(engine: EngineName, log: (line: string) => void): Promise<EngineCounts> {
  const counts: EngineCounts = { passed: 0, failed: 0, skipped: 0, flaky: [] };
  log(`\n${engine}`);
  const start = () => withTimeout(startEngine(engine), 120_000, `starting ${engine}`);
  let runner: EngineRunner | undefined;
  try {
    runner = await start();
  } catch (error) {
    log(`  ✘ ${engine} did not start: ${failureText(error)}`);
    return {
      ...counts,
      failed: journeys.filter((journey) => !journey.engines || journey.engines.includes(engine)).length,
    };
  }
  for (const journey of journeys) {
    if (journey.engines && !journey.engines.includes(engine)) continue;
    for (let attempt = 0; ; attempt += 1) {
      const started = performance.now();
      let tab: EngineTab | undefined;
      try {
        runner ??= await start();
        tab = await runner.open();
        await withTimeout(journey.run({ tab, origins }), TEST_TIMEOUT_MS, journey.name);
        counts.passed += 1;
        if (attempt > 0) counts.flaky.push(journey.name);
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        log(`  ✓ ${journey.name} (${seconds} s${attempt > 0 ? ', flaky: passed on its retry' : ''})`);
        break;
      } catch (error) {
        log(`  ✘ ${journey.name}${attempt < retries ? ' (retried)' : ''}\n      ${failureText(error)}`);
        if (attempt >= retries) {
          counts.failed += 1;
          break;
        }
        // the retry in a new browser
        await tab?.close().catch(() => undefined);
        tab = undefined;
        await runner?.close().catch(() => undefined);
        runner = undefined;
      } finally {
        await tab?.close().catch(() => undefined);
      }
    }
  }
  await runner?.close().catch(() => undefined);
  return counts;
}

const reuse = process.env.PORTAIL_E2E_REUSE_STACK === '1';
const stack = reuse ? undefined : await startE2eStack(origins.apiOrigin);
const results: Partial<Record<EngineName, EngineCounts>> = {};
try {
  // Firefox and WebKitGTK at once (one browser of each: two WebKitGTK sessions at once break each
  // other; each journey has a member of its own): most of a journey is waiting on the other
  // processes. Each engine's report is printed whole when it ends.
  await Promise.all(
    engines.map(async (engine) => {
      const lines: string[] = [];
      results[engine] = await runEngine(engine, (line) => lines.push(line));
      console.log(lines.join('\n'));
    }),
  );
} finally {
  if (stack) await stopE2eStack(stack);
}
writeFileSync(ENGINES_REPORT, `${JSON.stringify(results, null, 2)}\n`);
console.log('');
for (const [engine, counts] of Object.entries(results)) {
  console.log(`${engine}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  for (const name of counts.flaky) console.log(`  ~ ${engine} flaky: ${name}`);
}
process.exit(Object.values(results).some((counts) => counts.failed > 0) ? 1 : 0);
