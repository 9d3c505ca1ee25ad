import { HttpError, HttpTimeoutError } from './errors.ts';
import {
  backoffDelay,
  DEFAULT_TIMEOUT_MS,
  isRetryableFailure,
  isRetryableMethod,
  MAX_RETRIES,
  sleep,
} from './retry-policy.ts';

export interface PolicyOptions {
  signal?: AbortSignal;
  /** Milliseconds before each attempt is aborted with HttpTimeoutError (default 15 000). */
  timeoutMs?: number;
  /** Retries of a GET, HEAD or OPTIONS after a network error, a time-out or a 5xx (default 2; others never retry). */
  retries?: number;
}

export interface PolicySenderOptions {
  fetch: typeof fetch;
  /** The jitter's source (tests). */
  random: () => number;
  /** False while the browser knows it is offline: a retry could not succeed then. */
  isOnline: () => boolean;
}

/**
 * The one way this package sends a request (the fetch wrapper and the member-API client both go
 * through it): a time-out on every attempt, combined with the caller's AbortSignal; any status
 * outside 200–299 (304 excepted) thrown as HttpError; an idempotent read that fails on the network,
 * times out or gets a 5xx tried again after an exponential backoff with full jitter
 * (retry-policy.ts), unless the browser is offline or the caller aborted.
 */
export function createPolicySender({ fetch: fetchImpl, random, isOnline }: PolicySenderOptions) {
  async function attempt(url: string, init: RequestInit, options: PolicyOptions): Promise<Response> {
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const controller = new AbortController();
    const onAbort = () => controller.abort(options.signal?.reason);
    if (options.signal?.aborted) controller.abort(options.signal.reason);
    options.signal?.addEventListener('abort', onAbort, { once: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new HttpTimeoutError(url, timeoutMs));
    }, timeoutMs);
    try {
      const response = await fetchImpl(url, { ...init, signal: controller.signal });
      if ((response.status < 200 || response.status > 299) && response.status !== 304) {
        throw new HttpError(url, response);
      }
      return response;
    } catch (error) {
      if (timedOut) throw new HttpTimeoutError(url, timeoutMs);
      throw error;
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    }
  }

  return async function send(url: string, init: RequestInit, options: PolicyOptions = {}): Promise<Response> {
    for (let retry = 0; ; retry++) {
      try {
        return await attempt(url, init, options);
      } catch (error) {
        // the retry policy is asked only about a failure: a request answered at once runs none of it
        if (
          isRetryableMethod(init.method ?? 'GET') &&
          retry < (options.retries ?? MAX_RETRIES) &&
          isRetryableFailure(error) &&
          !options.signal?.aborted &&
          isOnline()
        ) {
          await sleep(backoffDelay(retry, random), options.signal);
          continue;
        }
        throw error;
      }
    }
  };
}
