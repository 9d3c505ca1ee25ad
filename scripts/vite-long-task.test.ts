import { describe, expect, it } from 'vitest';
import { iterationsFor, longTaskMs, longTaskSource } from './vite-long-task.ts';

describe('the injected long task', () => {
  it('is off unless the variable gives a whole number of milliseconds', () => {
    expect(longTaskMs({})).toBeUndefined();
    expect(longTaskMs({ PORTAIL_LONG_TASK_MS: '' })).toBeUndefined();
    expect(longTaskMs({ PORTAIL_LONG_TASK_MS: '150' })).toBe(150);
    expect(() => longTaskMs({ PORTAIL_LONG_TASK_MS: 'beaucoup' })).toThrow(/whole number/);
    expect(() => longTaskMs({ PORTAIL_LONG_TASK_MS: '0' })).toThrow(/whole number/);
  });

  // CPU time, not wall time: the figure holds on a busy machine (the wall clock of the test does not).
  it('is a fixed amount of work that takes about the asked CPU time', () => {
    const iterations = iterationsFor(60);
    const source = longTaskSource(iterations);
    const run = new Function(source.replace('globalThis.__portailInjectedLongTask =', 'return'));
    const before = process.threadCpuUsage();
    run();
    const used = process.threadCpuUsage(before);
    const cpuMs = (used.user + used.system) / 1000;
    expect(cpuMs).toBeGreaterThan(30);
    expect(cpuMs).toBeLessThan(120);
    expect(source).toContain(`(${iterations})`);
  }, 120_000);
});
