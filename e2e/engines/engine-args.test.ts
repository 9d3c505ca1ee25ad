import { describe, expect, it } from 'vitest';
import { engineArgs } from './engine-args.ts';

const all = ['firefox', 'webkit'] as const;

describe('the engine runners’ options', () => {
  it('run every engine without a retry by default', () => {
    expect(engineArgs([], all)).toEqual({ engines: ['firefox', 'webkit'], retries: 0 });
  });

  it('run the one engine named, with the retries asked for', () => {
    expect(engineArgs(['--engine=webkit', '--retries=1'], all)).toEqual({ engines: ['webkit'], retries: 1 });
  });

  it('refuse an engine the runner does not have instead of running none and passing', () => {
    expect(() => engineArgs(['--engine=safari'], all)).toThrow('--engine=safari: not one of firefox, webkit');
  });

  it('refuse a retry count that is not a small whole number instead of retrying for ever', () => {
    for (const bad of ['x', '-1', '1.5', '10', ''])
      expect(() => engineArgs([`--retries=${bad}`], all)).toThrow(`--retries=${bad}:`);
  });
});
