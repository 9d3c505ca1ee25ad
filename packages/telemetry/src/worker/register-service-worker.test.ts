import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './register-service-worker.ts';
import { createWorkerStore } from './worker-state.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const container = (register = vi.fn(async () => ({}) as ServiceWorkerRegistration)) =>
  ({ register, ready: Promise.resolve({ active: {} }) }) as unknown as ServiceWorkerContainer & {
    register: typeof register;
  };

describe('registering the service worker', () => {
  it('registers /sw.js 2000 ms after start-up and marks the PWA active', async () => {
    const store = createWorkerStore(true);
    const sw = container();
    registerServiceWorker({ store, container: sw });
    await vi.advanceTimersByTimeAsync(1999);
    expect(sw.register).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(sw.register).toHaveBeenCalledWith('/sw.js');
    expect(store.getState().pwa.isActive).toBe(true);
  });

  it('tells the worker the API origin in its address when given one', async () => {
    const sw = container();
    registerServiceWorker({
      store: createWorkerStore(true),
      container: sw,
      apiOrigin: 'https://api.test:8083',
    });
    await vi.advanceTimersByTimeAsync(2000);
    expect(sw.register).toHaveBeenCalledWith('/sw.js?api=https%3A%2F%2Fapi.test%3A8083');
  });

  it('can be cancelled before the wait ends, and reports a failed registration', async () => {
    const store = createWorkerStore(true);
    const cancelled = container();
    registerServiceWorker({ store, container: cancelled })();
    await vi.advanceTimersByTimeAsync(5000);
    expect(cancelled.register).not.toHaveBeenCalled();
    const onError = vi.fn();
    registerServiceWorker({
      store,
      container: container(vi.fn(() => Promise.reject(new Error('denied')))),
      onError,
    });
    await vi.advanceTimersByTimeAsync(2000);
    expect(onError).toHaveBeenCalledWith(new Error('denied'));
    expect(store.getState().pwa.isActive).toBe(false);
  });
});
