import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseProcStat, parseTimes, readCpuSeconds, withCpuTimes } from './step-cpu.ts';

describe('step CPU time', () => {
  it('reads the children’s user and system seconds from the shell’s times output', () => {
    expect(parseTimes('0m0.010000s 0m0.002000s\n1m4.080000s 0m0.500000s\n')).toEqual({
      user: 64.08,
      system: 0.5,
    });
  });

  it('counts the CPU time of a grandchild and keeps the step’s exit status', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'step-cpu-')), 'times');
    // sh → node, which burns about 0.3 s of CPU, then exits 3.
    const burn =
      'const end = process.cpuUsage().user + 300000; while (process.cpuUsage().user < end); process.exit(3)';
    const [command = '', ...args] = withCpuTimes(['sh', '-c', `"${process.execPath}" -e '${burn}'`], file);
    const result = spawnSync(command, args);
    expect(result.status).toBe(3);
    const cpu = readCpuSeconds(file);
    expect(cpu).toBeGreaterThanOrEqual(0.29);
    expect(cpu).toBeLessThan(5);
    expect(readCpuSeconds(file)).toBeUndefined();
  });

  it('reads the machine’s busy and total CPU seconds from /proc/stat, idle and I/O wait not busy', () => {
    const stat = ['cpu  1000 50 450 8000 300 20 30 0 0 0', 'cpu0 500 25 225 4000 150 10 15 0 0 0'].join('\n');
    expect(parseProcStat(stat)).toEqual({ busy: 15.5, total: 98.5 });
  });

  it('refuses a /proc/stat without the machine’s line', () => {
    expect(() => parseProcStat('intr 1 2 3')).toThrow('unreadable /proc/stat');
  });
});
