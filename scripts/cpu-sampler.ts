// Where npm test's CPU goes: every second, each process's user + system time from /proc/<pid>/stat,
// summed by the step that started it (PORTAIL_TEST_STEP in its environment, which its descendants
// inherit even once re-parented to init: Chromium's renderers, the end-to-end stack) and by its kind
// (scripts/process-kind.ts). Processes without the variable are « not npm test » (other work on the
// machine). A process that starts and ends between two samples is missed: the report compares the
// sampled sum with the machine's busy time (/proc/stat) over the same span.
// PORTAIL_TEST_CPU=<file> npm test starts it (scripts/test.ts) and prints its report at the end;
// alone: `node scripts/cpu-sampler.ts <file>` until SIGTERM or SIGINT, then the report goes to <file>.
import { readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { readMachineCpu } from './step-cpu.ts';
import { processKind } from './process-kind.ts';

const TICKS = 100;
const OUTSIDE = '(not npm test)';

interface Seen {
  ticks: number;
  step: string;
  kind: string;
}

/** The parent, utime + stime and the start time (ticks since boot) from a /proc/<pid>/stat line. */
export function parseStat(text: string): { parent: string; ticks: number; start: number } | undefined {
  // the command name, in parentheses, may hold spaces and parentheses itself
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // fields[0] is the state (stat's 3rd field): utime is the 14th, stime 15th, starttime 22nd
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  const start = Number(fields[19]);
  if (![utime, stime, start].every(Number.isFinite)) return undefined;
  return { parent: fields[1] ?? '', ticks: utime + stime, start };
}

/** The step named by PORTAIL_TEST_STEP in a /proc/<pid>/environ text, or undefined. */
export function stepOf(environ: string): string | undefined {
  const entry = environ.split('\0').find((line) => line.startsWith('PORTAIL_TEST_STEP='));
  return entry?.slice('PORTAIL_TEST_STEP='.length);
}

function read(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * The step of a process, read once: from its environment, else its parent's (Chromium's renderers
 * and GPU process write their --type over their environment's memory, where ps reads their titles).
 */
function stepOfProcess(pid: string, parentStep: string | undefined): string {
  return stepOf(read(`/proc/${pid}/environ`) ?? '') ?? parentStep ?? OUTSIDE;
}

/**
 * The kind of a process, read at every sample: a shell execs the program it runs, and Chromium's
 * zygote forks a renderer that names itself (--type=renderer) only after it started.
 */
function kindOfProcess(pid: string): string {
  let exe = '';
  try {
    exe = readlinkSync(`/proc/${pid}/exe`);
  } catch {
    // a kernel thread, or gone
  }
  const args = (read(`/proc/${pid}/cmdline`) ?? '').split('\0').filter(Boolean);
  return exe
    ? processKind(exe.replace(/ \(deleted\)$/, ''), args)
    : `(${(read(`/proc/${pid}/comm`) ?? '?').trim()})`;
}

export function startSampler(intervalMs = 1000) {
  const uptime = () => Number((read('/proc/uptime') ?? '0').split(' ')[0]) * TICKS;
  const startedAt = uptime();
  const machineAtStart = readMachineCpu();
  const seen = new Map<string, Seen>();
  // the step of each living pid, for its children's
  const stepByPid = new Map<string, string>();
  const totals = new Map<string, Map<string, number>>();
  const add = (step: string, kind: string, ticks: number) => {
    if (ticks <= 0) return;
    const byKind = totals.get(step) ?? new Map<string, number>();
    byKind.set(kind, (byKind.get(kind) ?? 0) + ticks);
    totals.set(step, byKind);
  };
  const sample = () => {
    const alive = new Set<string>();
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      const stat = read(`/proc/${pid}/stat`);
      const parsed = stat && parseStat(stat);
      if (!parsed) continue;
      const key = `${pid}:${parsed.start}`;
      alive.add(key);
      const before = seen.get(key);
      // other work on the machine is summed by its kind as first seen, npm test's by its kind now
      const kind = before && before.step === OUTSIDE ? before.kind : kindOfProcess(pid);
      if (before) {
        add(before.step, kind, parsed.ticks - before.ticks);
        before.ticks = parsed.ticks;
        continue;
      }
      const step = stepOfProcess(pid, stepByPid.get(parsed.parent));
      stepByPid.set(pid, step);
      // a process born since the sampler started counts its whole life; an older one from now on
      if (parsed.start >= startedAt) add(step, kind, parsed.ticks);
      seen.set(key, { ticks: parsed.ticks, step, kind });
    }
    for (const key of seen.keys()) {
      if (alive.has(key)) continue;
      seen.delete(key);
      stepByPid.delete(key.split(':')[0] ?? '');
    }
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    /** Stops sampling and returns the report's text. */
    stop(): string {
      clearInterval(timer);
      sample();
      const machineAtEnd = readMachineCpu();
      return report(totals, machineAtStart, machineAtEnd);
    },
  };
}

function report(
  totals: Map<string, Map<string, number>>,
  machineAtStart: { busy: number; total: number } | undefined,
  machineAtEnd: { busy: number; total: number } | undefined,
): string {
  const lines: string[] = ['━━ CPU by step and process kind (scripts/cpu-sampler.ts, CPU s)'];
  const byKind = new Map<string, number>();
  let sampled = 0;
  let ours = 0;
  const steps = [...totals.entries()]
    .map(([step, kinds]) => [step, kinds, [...kinds.values()].reduce((a, b) => a + b, 0)] as const)
    .sort((a, b) => b[2] - a[2]);
  for (const [step, kinds, sum] of steps) {
    sampled += sum;
    if (step !== OUTSIDE) ours += sum;
    lines.push(`  ${step.padEnd(16)} ${(sum / TICKS).toFixed(1).padStart(8)}`);
    for (const [kind, ticks] of [...kinds.entries()].sort((a, b) => b[1] - a[1])) {
      if (step !== OUTSIDE) byKind.set(kind, (byKind.get(kind) ?? 0) + ticks);
      if (ticks / TICKS < 0.5) continue;
      lines.push(`      ${kind.padEnd(30)} ${(ticks / TICKS).toFixed(1).padStart(8)}`);
    }
  }
  lines.push('', '  npm test by process kind (all steps)');
  for (const [kind, ticks] of [...byKind.entries()].sort((a, b) => b[1] - a[1])) {
    if (ticks / TICKS < 0.5) continue;
    lines.push(
      `      ${kind.padEnd(30)} ${(ticks / TICKS).toFixed(1).padStart(8)}  ${((100 * ticks) / ours).toFixed(0).padStart(3)} %`,
    );
  }
  if (machineAtStart && machineAtEnd) {
    const busy = machineAtEnd.busy - machineAtStart.busy;
    lines.push(
      '',
      `  sampled ${(sampled / TICKS).toFixed(1)} CPU s (npm test ${(ours / TICKS).toFixed(1)}) of the machine's ` +
        `${busy.toFixed(1)} busy; the rest is kernel work and processes shorter than a sample`,
    );
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = process.argv[2];
  if (!out) throw new Error('usage: node scripts/cpu-sampler.ts <report file>');
  const sampler = startSampler();
  const finish = () => {
    writeFileSync(out, `${sampler.stop()}\n`);
    process.exit(0);
  };
  process.on('SIGTERM', finish);
  process.on('SIGINT', finish);
}
