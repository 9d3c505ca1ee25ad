import { describe, expect, it } from 'vitest';
import { startLanes, type LaneStep, type StepRun } from './test-lanes.ts';

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
