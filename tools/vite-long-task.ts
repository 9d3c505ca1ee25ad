// A regression on purpose, to show that the Lighthouse gate catches one: with PORTAIL_LONG_TASK_MS=150
// in the environment of a build, each app's entry module starts with a synchronous task that costs
// 150 ms of CPU on the machine that builds (`npm run lighthouse -- --inject-long-task=150` sets it,
// builds, measures; the next build without it is a fresh one, build-apps.ts hashes the variable).
// The task is a fixed amount of work, as a real regression is (a parse, a loop over data): a loop
// timed against the clock would do less work on a busier machine.
import type { Plugin } from 'vite';

export const LONG_TASK_VARIABLE = 'PORTAIL_LONG_TASK_MS';

/** The milliseconds of the variable, or undefined when it is unset; anything else is an error. */
export function longTaskMs(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const value = env[LONG_TASK_VARIABLE];
  if (value === undefined || value === '') return undefined;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 1 || ms > 10_000)
    throw new Error(`${LONG_TASK_VARIABLE}=${value}: a whole number of milliseconds, 1 to 10000`);
  return ms;
}

/** The work: the same source runs here (to count its iterations) and in the page (V8 both). */
function spin(iterations: number): number {
  let value = 0;
  for (let index = 0; index < iterations; index += 1) value = (Math.imul(value, 31) + index) | 0;
  return value;
}

/** How many iterations of `spin` take `ms` of this thread's CPU time (not wall time). */
export function iterationsFor(ms: number): number {
  spin(1_000_000);
  let iterations = 1_000_000;
  for (;;) {
    const before = process.threadCpuUsage();
    spin(iterations);
    const used = process.threadCpuUsage(before);
    const cpuMs = (used.user + used.system) / 1000;
    if (cpuMs >= 50) return Math.round((iterations * ms) / cpuMs);
    iterations *= 2;
  }
}

/** The line put at the start of an entry module. */
export function longTaskSource(iterations: number): string {
  return `globalThis.__portailInjectedLongTask = (${spin.toString()})(${iterations});\n`;
}

/** Prepends the task to the app's `src/main.tsx` when the variable is set; does nothing otherwise. */
export function longTaskPlugin(): Plugin {
  const ms = longTaskMs();
  let source = '';
  return {
    name: 'portail-injected-long-task',
    apply: 'build',
    buildStart() {
      if (ms !== undefined && source === '') source = longTaskSource(iterationsFor(ms));
    },
    transform(code, id, options) {
      if (ms === undefined || options?.ssr || !id.endsWith('/src/main.tsx')) return undefined;
      this.warn(`${LONG_TASK_VARIABLE}=${ms}: a ${ms} ms synchronous task starts ${id}`);
      return { code: `${source}${code}`, map: null };
    },
  };
}
