import { afterAll, describe, expect, it } from 'vitest';
import { perFile, perTest } from './per-test.ts';

const events: string[] = [];
let started = 0;

class Counter {
  count = 0;
  readonly name: string;
  constructor(name: string) {
    this.name = name;
  }
  add(): number {
    this.count += 1;
    return this.count;
  }
}

const outside = perTest(() => new Counter('outside'));

describe('perTest', () => {
  const counter = perTest(
    () => {
      started += 1;
      events.push(`start ${started}`);
      return new Counter(`counter ${started}`);
    },
    (value) => events.push(`stop ${value.name}`),
  );
  const later = perTest(
    () => ({ label: `after ${counter.name}` }),
    (value) => events.push(`stop ${value.label}`),
  );

  it('gives the test a value started before it, whose methods run on that value', () => {
    expect(counter.name).toBe('counter 1');
    expect(counter.add()).toBe(1);
    expect(counter.add()).toBe(2);
    expect(counter.count).toBe(2);
    expect({ ...later }).toEqual({ label: 'after counter 1' });
    expect('label' in later).toBe(true);
  });

  it('gives the next test a fresh value, once the last one is stopped (the later value first)', () => {
    expect(counter.name).toBe('counter 2');
    expect(counter.count).toBe(0);
    expect(events).toEqual(['start 1', 'stop after counter 1', 'stop counter 1', 'start 2']);
  });
});

describe('perFile', () => {
  let starts = 0;
  const shared = perFile(() => {
    starts += 1;
    return new Counter('shared');
  });

  it('starts the value once for the file', () => {
    expect(shared.add()).toBe(1);
  });

  it('keeps it from one test to the next', () => {
    expect(shared.add()).toBe(2);
    expect(starts).toBe(1);
  });
});

afterAll(() => {
  expect(() => outside.name).toThrow('read outside a test: the set-up has not run');
});
