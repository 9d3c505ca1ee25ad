import { describe, expect, it } from 'vitest';
import { failureTail, startLanes, type LaneStep, type StepRun } from './test-lanes.ts';

/** A step runner whose steps end when the test says so, recording when each started and ended. */
function controlledRunner() {
  const events: string[] = [];
  const finishers = new Map<string, (status: number) => void>();
  const run = (step: LaneStep) =>
    new Promise<StepRun>((resolve) => {
      events.push(`start ${step.name}`);
      finishers.set(step.name, (status) => {
        events.push(`end ${step.name}`);
        resolve({ status, seconds: 0, output: '' });
      });
    });
  const finish = async (name: string, status = 0) => {
    finishers.get(name)?.(status);
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { events, run, finish };
}

describe('startLanes', () => {
  it('starts the first step of every other lane at once and leaves the main lane’s steps alone', async () => {
    const { events, run } = controlledRunner();
    const steps = [{ name: 'lint' }, { name: 'typecheck', lane: 'a' }, { name: 'lighthouse', lane: 'b' }];
    const runs = startLanes(steps, run);
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual(['start typecheck', 'start lighthouse']);
    expect([...runs.keys()].map((step) => step.name)).toEqual(['typecheck', 'lighthouse']);
  });

  it('runs the steps of one lane one after the other, even after a failure, and gives each its outcome', async () => {
    const { events, run, finish } = controlledRunner();
    const steps = [
      { name: 'lighthouse', lane: 'beside' },
      { name: 'unit' },
      { name: 'sites', lane: 'beside' },
    ];
    const runs = startLanes(steps, run);
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual(['start lighthouse']);
    await finish('lighthouse', 1);
    expect(events).toEqual(['start lighthouse', 'end lighthouse', 'start sites']);
    await finish('sites', 0);
    expect((await runs.get(steps[0] as LaneStep))?.status).toBe(1);
    expect((await runs.get(steps[2] as LaneStep))?.status).toBe(0);
  });
});

describe('failureTail', () => {
  it('gives the last lines of a failed step’s output, without colour codes or blank lines', () => {
    const output = `start\n\u001b[31m✗ signs out from Mon compte\u001b[39m\n\n  waited 20000 ms\nexit 1\n\n`;
    expect(failureTail(output, 3)).toEqual(['✗ signs out from Mon compte', '  waited 20000 ms', 'exit 1']);
  });

  it('gives every line of a short output', () => {
    expect(failureTail('one\ntwo\n')).toEqual(['one', 'two']);
  });
});
