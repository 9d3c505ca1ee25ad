// The CPU time of an npm test step: its process tree's user + system seconds, as the POSIX shell's
// `times` reports them for the children it waited for (each process's time is added to its parent's
// children time when the parent reaps it, so the step's whole tree is counted). Wall time moves with
// the machine's load (other jobs take the cores); CPU time is what the step itself costs.
// It misses what leaves the tree without being reaped through it: the end-to-end stack's server
// (re-parented to init) and Chromium's zygote and renderers. A cgroup around one e2e spec counted
// 27.8 CPU s where `times` said 12.9, so the machine's own count (readMachineCpu, /proc/stat) is
// printed for the whole run beside the steps' sum.
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

/** The machine's CPU seconds since boot: busy (all but idle and I/O wait) and in all, from /proc/stat. */
export function parseProcStat(text: string, ticksPerSecond = 100): { busy: number; total: number } {
  const fields = text
    .split('\n')
    .find((line) => line.startsWith('cpu '))
    ?.trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  if (!fields || fields.length < 5 || fields.some((field) => !Number.isFinite(field)))
    throw new Error('unreadable /proc/stat');
  // user nice system idle iowait irq softirq steal (guest time is inside user already)
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
  const busy = user + nice + system + irq + softirq + steal;
  return { busy: busy / ticksPerSecond, total: (busy + idle + iowait) / ticksPerSecond };
}

/** The machine's CPU seconds so far (parseProcStat), or undefined where /proc/stat is not there. */
export function readMachineCpu(): { busy: number; total: number } | undefined {
  try {
    return parseProcStat(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return undefined;
  }
}
