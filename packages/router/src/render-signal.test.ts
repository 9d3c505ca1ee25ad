import { describe, expect, it } from 'vitest';
import { createRenderSignal } from './render-signal.ts';

/** A scheduler whose callbacks run only when the test says the macrotask has come. */
function manualSchedule() {
  const callbacks: Array<() => void> = [];
  return {
    schedule: (callback: () => void) => callbacks.push(callback),
    runNextMacrotask: () => callbacks.splice(0).forEach((callback) => callback()),
  };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('createRenderSignal', () => {
  it('ends the wait as soon as the view shows the navigation, without waiting for a macrotask', async () => {
    const { schedule } = manualSchedule();
    const signal = createRenderSignal(schedule);
    const wait = signal.rendered(3);
    expect(await settled(wait)).toBe(false);
    signal.shown(3);
    expect(await settled(wait)).toBe(true);
  });

  it('ends the wait of an earlier navigation when the view already shows a later one', async () => {
    const signal = createRenderSignal(manualSchedule().schedule);
    const wait = signal.rendered(2);
    signal.shown(4);
    expect(await settled(wait)).toBe(true);
    expect(await settled(signal.rendered(4))).toBe(true);
  });

  it('does not end the wait of a later navigation when the view shows an earlier one', async () => {
    const signal = createRenderSignal(manualSchedule().schedule);
    const wait = signal.rendered(5);
    signal.shown(4);
    expect(await settled(wait)).toBe(false);
  });

  it('ends the wait at the next macrotask when the view never shows the navigation (an error screen in its place)', async () => {
    const { schedule, runNextMacrotask } = manualSchedule();
    const signal = createRenderSignal(schedule);
    const wait = signal.rendered(1);
    expect(await settled(wait)).toBe(false);
    runNextMacrotask();
    expect(await settled(wait)).toBe(true);
  });
});
