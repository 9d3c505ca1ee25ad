import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseTimes, readCpuSeconds, withCpuTimes } from './step-cpu.ts';

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
});
