import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError, HttpTimeoutError } from './errors.ts';
import {
  backoffDelay,
  isRetryableFailure,
  isRetryableMethod,
  RETRY_BASE_MS,
  RETRY_CAP_MS,
  sleep,
} from './retry-policy.ts';

afterEach(() => vi.useRealTimers());

describe('retry policy', () => {
  it.each(['GET', 'HEAD', 'OPTIONS'])('retries the idempotent method %s', (method) => {
    expect(isRetryableMethod(method)).toBe(true);
  });

  it.each(['POST', 'PATCH', 'DELETE', 'PUT'])('never retries %s', (method) => {
    expect(isRetryableMethod(method)).toBe(false);
  });

  it('retries network errors, time-outs and 5xx answers, not 4xx answers nor aborts', () => {
    expect(isRetryableFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryableFailure(new HttpTimeoutError('/x', 10))).toBe(true);
    expect(isRetryableFailure(new HttpError('/x', new Response(null, { status: 503 })))).toBe(true);
    expect(isRetryableFailure(new HttpError('/x', new Response(null, { status: 404 })))).toBe(false);
    expect(isRetryableFailure(new HttpError('/x', new Response(null, { status: 429 })))).toBe(false);
    expect(isRetryableFailure(new DOMException('stop', 'AbortError'))).toBe(false);
  });

  it('doubles the longest wait at each retry, up to the cap, and draws the wait below it', () => {
    expect([0, 1, 2].map((retry) => backoffDelay(retry, () => 1))).toEqual([
      RETRY_BASE_MS,
      RETRY_BASE_MS * 2,
      RETRY_BASE_MS * 4,
    ]);
    expect(backoffDelay(20, () => 1)).toBe(RETRY_CAP_MS);
    expect(backoffDelay(3, () => 0.5)).toBe(RETRY_BASE_MS * 4);
    expect(backoffDelay(3, () => 0)).toBe(0);
  });

  it('stops waiting as soon as the caller aborts', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const waiting = sleep(10_000, controller.signal).catch((error: unknown) => error);
    controller.abort(new DOMException('stop', 'AbortError'));
    expect(await waiting).toMatchObject({ name: 'AbortError' });
    expect(vi.getTimerCount()).toBe(0);
  });
});
