/**
 * What the telemetry transports need to hold records while the network is gone: whether the browser
 * is online, a call when it comes back (the window's `online` event), and how long to wait before
 * trying a sink again after a network failure while the browser still says it is online.
 */
export interface Connectivity {
  isOnline(): boolean;
  /** Calls `listener` on each return of the network; returns the remover. */
  onOnline(listener: () => void): () => void;
}

/** The window's view: navigator.onLine and the `online` event (always online without a window). */
export function browserConnectivity(win: Window | undefined = globalThis.window): Connectivity {
  return {
    isOnline: () => win?.navigator?.onLine !== false,
    onOnline(listener) {
      if (!win) return () => undefined;
      win.addEventListener('online', listener);
      return () => win.removeEventListener('online', listener);
    },
  };
}

/** Longest wait between two tries of an unreachable sink. */
export const NETWORK_RETRY_MAX_MS = 60_000;

/** The wait after `failures` network failures in a row: `baseMs` doubled each time, capped. */
export const networkRetryDelay = (failures: number, baseMs: number): number =>
  Math.min(NETWORK_RETRY_MAX_MS, baseMs * 2 ** Math.max(0, failures - 1));
