import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range.ts';

describe('parseByteRange', () => {
  it.each([
    [undefined, undefined],
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=900-', { start: 900, end: 999 }],
    ['bytes=950-5000', { start: 950, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=0-9, 20-29', { start: 0, end: 9 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=50-10', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['items=0-10', undefined],
    ['bytes=-', undefined],
  ] as const)('reads %s for 1000 bytes as %j', (header, expected) => {
    expect(parseByteRange(header, 1000)).toEqual(expected);
  });
});
