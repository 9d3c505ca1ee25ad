// npm test's lanes (scripts/test.ts): the steps of the main lane run one after the other, in the
// terminal; every other lane starts at once beside it and runs its own steps one after the other,
// their output held for their place in the report.

export interface LaneStep {
  name: string;
  /** The lane that runs the step; none: the main lane. */
  lane?: string;
}

/**
 * How a step ended: its exit status (null: it did not start), its own wall time, the CPU seconds of its
 * process tree (scripts/step-cpu.ts; undefined when not known) and its held output.
 */
export interface StepRun {
  status: number | null;
  seconds: number;
  cpuSeconds?: number;
  output: string;
}

/**
 * Starts every lane other than the main one: each runs its steps in their order, the next once the
 * one before has ended (whatever its outcome). Returns each such step's run, to await at its place.
 */
export function startLanes<S extends LaneStep>(
  steps: readonly S[],
  run: (step: S) => Promise<StepRun>,
): Map<S, Promise<StepRun>> {
  const runs = new Map<S, Promise<StepRun>>();
  const lanes = new Map<string, Promise<unknown>>();
  for (const step of steps) {
    if (step.lane === undefined) continue;
    const previous = lanes.get(step.lane) ?? Promise.resolve();
    const current = previous.then(() => run(step));
    runs.set(step, current);
    lanes.set(step.lane, current);
  }
  return runs;
}

/**
 * The end of a failed step's held output, for the summary: CI keeps only the end of a run's output,
 * where a held step's own report (printed at its place, long before) is cut. Colour codes go; blank
 * lines do not count.
 */
export function failureTail(output: string, count = 20): string[] {
  const lines = output
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '');
  return lines.slice(-count);
}
