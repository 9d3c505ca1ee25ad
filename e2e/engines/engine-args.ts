/**
 * The engine runners' options (e2e/engines/run.ts, scripts/bench-renewals.ts): `--engine=NAME` runs
 * one engine only, `--retries=N` runs a failed journey N more times in a new browser (npm test: 1).
 * A name the runner does not have, or a count that is not a small whole number, is refused: a typo
 * ran no engine and passed, and `--retries=x` (NaN) retried for ever.
 */
export function engineArgs<E extends string>(
  argv: readonly string[],
  engines: readonly E[],
): { engines: E[]; retries: number } {
  const value = (name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const only = value('engine');
  if (only !== undefined && !engines.includes(only as E)) {
    throw new Error(`--engine=${only}: not one of ${engines.join(', ')}`);
  }
  const retriesText = value('retries') ?? '0';
  if (!/^[0-3]$/.test(retriesText)) throw new Error(`--retries=${retriesText}: a whole number from 0 to 3`);
  return { engines: engines.filter((engine) => !only || engine === only), retries: Number(retriesText) };
}
