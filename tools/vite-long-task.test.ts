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

  // How long the task takes is a figure of the machine and its JIT (the calibration runs in Node, the
  // task in the page): npm run lighthouse -- --inject-long-task=150 prints it. Here, what does not
  // move with the load: the source runs exactly the work it was given.
  it('runs in the page the very loop it was calibrated with, for the number of iterations given', () => {
    const iterations = iterationsFor(20);
    expect(Number.isInteger(iterations) && iterations > 0).toBe(true);
    const run = (count: number) =>
      new Function(
        longTaskSource(count).replace('globalThis.__portailInjectedLongTask =', 'return'),
      )() as number;
    let expected = 0;
    for (let index = 0; index < 1000; index += 1) expected = (Math.imul(expected, 31) + index) | 0;
    expect(run(1000)).toBe(expected);
    expect(longTaskSource(iterations)).toContain(`(${iterations});`);
  });
});
