import { describe, expect, it, vi } from 'vitest';
import { browserConnectivity, NETWORK_RETRY_MAX_MS, networkRetryDelay } from './offline-queue.ts';

describe('connectivity', () => {
  it('reads navigator.onLine and calls back on each online event until removed', () => {
    const win = new EventTarget() as EventTarget & { navigator: { onLine: boolean } };
    win.navigator = { onLine: false };
    const connectivity = browserConnectivity(win as unknown as Window);
    expect(connectivity.isOnline()).toBe(false);
    const listener = vi.fn();
    const remove = connectivity.onOnline(listener);
    win.navigator.onLine = true;
    win.dispatchEvent(new Event('online'));
    expect(connectivity.isOnline()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    remove();
    win.dispatchEvent(new Event('online'));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('counts a page without a window as online', () => {
    expect(browserConnectivity(undefined).isOnline()).toBe(true);
  });

  it('waits twice as long after each network failure in a row, up to a minute', () => {
    expect([1, 2, 3].map((failures) => networkRetryDelay(failures, 5000))).toEqual([5000, 10_000, 20_000]);
    expect(networkRetryDelay(30, 5000)).toBe(NETWORK_RETRY_MAX_MS);
  });
});
