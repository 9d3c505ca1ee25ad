import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('throttle', () => {
  it('runs the first call at once and the last of a burst at the end of the window', () => {
    const run = vi.fn();
    const throttled = throttle(run, 5000);
    throttled(1);
    throttled(2);
    throttled(3);
    expect(run.mock.calls).toEqual([[1]]);
    vi.advanceTimersByTime(5000);
    expect(run.mock.calls).toEqual([[1], [3]]);
  });

  it('drops calls inside the window when trailing is off', () => {
    const run = vi.fn();
    const throttled = throttle(run, 2000, { trailing: false });
    throttled();
    throttled();
    vi.advanceTimersByTime(2000);
    expect(run).toHaveBeenCalledTimes(1);
    throttled();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('runs a pending call on flush and forgets it on cancel', () => {
    const run = vi.fn();
    const throttled = throttle(run, 5000);
    throttled('a');
    throttled('b');
    throttled.flush();
    expect(run).toHaveBeenLastCalledWith('b');
    throttled('c');
    throttled.cancel();
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
