import { describe, expect, it } from 'vitest';
import { createWorkerStore, trackOnlineStatus } from './worker-state.ts';

describe('the worker state', () => {
  it('starts inactive and follows pwa and push changes', () => {
    const store = createWorkerStore(true);
    expect(store.getState()).toEqual({ isOnline: true, pwa: { isActive: false }, push: { isActive: false } });
    store.dispatch({ type: 'worker/pwaActivated', isActive: true });
    store.dispatch({ type: 'worker/pushChanged', isActive: true });
    expect(store.getState()).toEqual({ isOnline: true, pwa: { isActive: true }, push: { isActive: true } });
  });

  it('tracks the online and offline events of the window', () => {
    const store = createWorkerStore(true);
    const win = Object.assign(new EventTarget(), { navigator: { onLine: false } });
    const stop = trackOnlineStatus(store, win as unknown as Window);
    expect(store.getState().isOnline).toBe(false);
    win.navigator.onLine = true;
    win.dispatchEvent(new Event('online'));
    expect(store.getState().isOnline).toBe(true);
    stop();
    win.navigator.onLine = false;
    win.dispatchEvent(new Event('offline'));
    expect(store.getState().isOnline).toBe(true);
  });
});
