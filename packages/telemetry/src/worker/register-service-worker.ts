import { SERVICE_WORKER_DELAY_MS, SERVICE_WORKER_URL } from '../constants.ts';
import type { WorkerStore } from './worker-state.ts';

export interface RegisterServiceWorkerOptions {
  store: WorkerStore;
  container?: ServiceWorkerContainer;
  url?: string;
  /** Told to the worker in its address (`/sw.js?api=…`): the origin whose public page data it keeps offline. */
  apiOrigin?: string;
  delayMs?: number;
  onRegistered?: (registration: ServiceWorkerRegistration) => void;
  onError?: (error: unknown) => void;
}

/**
 * Registers /sw.js 2000 ms after start-up (so it never competes with the first paint) and marks the
 * PWA active once the worker is active. Returns the function that cancels a pending registration.
 */
export function registerServiceWorker(options: RegisterServiceWorkerOptions): () => void {
  const {
    store,
    container = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined,
    url = SERVICE_WORKER_URL,
    apiOrigin,
    delayMs = SERVICE_WORKER_DELAY_MS,
    onRegistered,
    onError = () => undefined,
  } = options;
  if (!container) return () => undefined;
  const timer = setTimeout(() => {
    container.register(apiOrigin ? `${url}?api=${encodeURIComponent(apiOrigin)}` : url).then(
      async (registration) => {
        onRegistered?.(registration);
        try {
          const ready = await container.ready;
          store.dispatch({ type: 'worker/pwaActivated', isActive: ready.active !== null });
        } catch (error) {
          onError(error);
        }
      },
      (error: unknown) => onError(error),
    );
  }, delayMs);
  return () => clearTimeout(timer);
}
