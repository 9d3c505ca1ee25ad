// The CPU time of an npm test step: its process tree's user + system seconds, as the POSIX shell's
// `times` reports them for the children it waited for (each process's time is added to its parent's
// children time when the parent reaps it, so the step's whole tree is counted). Wall time moves with
// the machine's load (other jobs take the cores); CPU time is what the step itself costs.
import { readFileSync, rmSync } from 'node:fs';

/** The command line that runs `command` and then writes its tree's CPU times to `file`. */
export function withCpuTimes(command: readonly string[], file: string): string[] {
  return ['/bin/sh', '-c', '"$@"; status=$?; times > "$0"; exit $status', file, ...command];
}

/** Seconds from a `times` figure: « 1m2.500000s » (dash and bash alike). */
function seconds(figure: string): number {
  const match = /^(\d+)m([\d.]+)s$/.exec(figure);
  if (!match) throw new Error(`unreadable times figure « ${figure} »`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The children's user and system seconds from `times` output (its second line). */
export function parseTimes(text: string): { user: number; system: number } {
  const children = text.trim().split('\n')[1];
  const [user, system] = children?.trim().split(/\s+/) ?? [];
  if (user === undefined || system === undefined) throw new Error(`unreadable times output « ${text} »`);
  return { user: seconds(user), system: seconds(system) };
}

/** Reads and removes the file written by withCpuTimes; undefined when the step left none. */
export function readCpuSeconds(file: string): number | undefined {
  try {
    const { user, system } = parseTimes(readFileSync(file, 'utf8'));
    return user + system;
  } catch {
    return undefined;
  } finally {
    rmSync(file, { force: true });
  }
}
