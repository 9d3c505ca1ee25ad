import { HttpError, HttpTimeoutError } from './errors.ts';

/** A request without its own `timeoutMs` is aborted after this long. */
export const DEFAULT_TIMEOUT_MS = 15_000;
/** Retries after the first attempt of an idempotent request (so at most 3 attempts). */
export const MAX_RETRIES = 2;
/** Backoff before retry n (0-based): up to BASE × 2ⁿ, never above CAP; full jitter. */
export const RETRY_BASE_MS = 300;
export const RETRY_CAP_MS = 5_000;

/** Only idempotent reads are retried: a POST, PATCH or DELETE could otherwise be applied twice. */
export const isRetryableMethod = (method: string): boolean =>
  method === 'GET' || method === 'HEAD' || method === 'OPTIONS';

/**
 * A failure worth another try: the network (fetch's TypeError), a time-out, or a 5xx answer. A 4xx
 * is the request's own fault and fails at once; so does the caller's abort.
 */
export const isRetryableFailure = (error: unknown): boolean =>
  error instanceof TypeError ||
  error instanceof HttpTimeoutError ||
  (error instanceof HttpError && error.status >= 500);

/** The wait before retry `retry` (0-based): exponential, capped, with full jitter (0 to the cap). */
export const backoffDelay = (retry: number, random: () => number = Math.random): number =>
  Math.round(random() * Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** retry));

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
