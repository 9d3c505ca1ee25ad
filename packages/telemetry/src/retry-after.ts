import { DEFAULT_RETRY_AFTER_MS } from './constants.ts';

/**
 * How long to wait before the next send, from a response: a 429 or any Retry-After header (seconds
 * or an HTTP date) asks us to wait; 0 means send freely.
 */
export function retryDelayFor(response: Pick<Response, 'status' | 'headers'>, now: number): number {
  const header = response.headers.get('Retry-After');
  if (header !== null) {
    const seconds = Number(header.trim());
    if (header.trim() !== '' && Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
    const date = Date.parse(header);
    if (Number.isFinite(date)) return Math.max(0, date - now);
  }
  return response.status === 429 ? DEFAULT_RETRY_AFTER_MS : 0;
}
