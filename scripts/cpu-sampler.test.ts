import { describe, expect, it } from 'vitest';
import { parseStat, stepOf } from './cpu-sampler.ts';

describe('the CPU sampler’s readings', () => {
  it('reads user + system ticks and the start time after a command name holding spaces and parentheses', () => {
    const fields = [
      'S',
      ...Array.from({ length: 10 }, () => '0'),
      '120',
      '30',
      '0',
      '0',
      '20',
      '0',
      '1',
      '0',
      '4567',
    ];
    expect(parseStat(`42 (Web Content (x)) ${fields.join(' ')}`)).toEqual({
      parent: '0',
      ticks: 150,
      start: 4567,
    });
  });

  it('finds the step in a process’s environment, and none where it is absent', () => {
    expect(stepOf('HOME=/root\0PORTAIL_TEST_STEP=e2e\0PATH=/bin\0')).toBe('e2e');
    expect(stepOf('HOME=/root\0PATH=/bin\0')).toBeUndefined();
  });
});
