import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle.ts';

afterEach(() => vi.useRealTimers());

describe('whenIdle', () => {
  it('asks the browser for an idle period, at the latest within two seconds', () => {
    const requestIdleCallback = vi.fn();
    const task = vi.fn();
    whenIdle(task, { requestIdleCallback } as unknown as Window);
    expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 2000 });
    expect(task).not.toHaveBeenCalled();
  });

  it('runs the task 200 ms later where the browser has no idle callback (Safari)', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdle(task, {} as Window);
    vi.advanceTimersByTime(199);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
