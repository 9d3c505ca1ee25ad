import { KEEPALIVE_MAX_BYTES } from './constants.ts';

export type Beacon = (url: string, data: Blob) => boolean;
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

const encoder = new TextEncoder();
export const byteLength = (text: string) => encoder.encode(text).length;

/**
 * Splits items into JSON-array bodies of at most `maxItems` items and under `maxBytes` bytes; an item
 * too big on its own is dropped (it could never be delivered while the page unloads).
 */
export function packBodies<T>(
  items: readonly T[],
  maxItems: number,
  maxBytes = KEEPALIVE_MAX_BYTES,
): string[] {
  const bodies: string[] = [];
  let current: string[] = [];
  let size = 2;
  const close = () => {
    if (current.length) bodies.push(`[${current.join(',')}]`);
    current = [];
    size = 2;
  };
  for (const item of items) {
    const json = JSON.stringify(item);
    const bytes = byteLength(json);
    if (bytes + 2 >= maxBytes) continue;
    if (current.length >= maxItems || size + bytes + (current.length ? 1 : 0) >= maxBytes) close();
    size += bytes + (current.length ? 1 : 0);
    current.push(json);
  }
  close();
  return bodies;
}

/**
 * The beacon's content type. A cross-origin sendBeacon may only carry a CORS-safelisted type (an
 * application/json Blob makes Chromium refuse the beacon), so the JSON travels as text/plain and the
 * sinks read its text as JSON.
 */
const BEACON_CONTENT_TYPE = 'text/plain;charset=UTF-8';

/** Sends a body while the page goes away: sendBeacon, else fetch keepalive. */
export function sendWhileLeaving(
  url: string,
  body: string,
  beacon: Beacon | undefined,
  fetcher: FetchLike | undefined,
): void {
  if (beacon?.(url, new Blob([body], { type: BEACON_CONTENT_TYPE }))) return;
  void fetcher?.(url, {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'content-type': 'application/json' },
  }).catch(() => undefined);
}

/** The browser's sendBeacon, bound, when there is one. */
export function browserBeacon(): Beacon | undefined {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return undefined;
  return (url, data) => navigator.sendBeacon(url, data);
}

export function browserFetch(): FetchLike | undefined {
  return typeof fetch === 'function' ? (input, init) => fetch(input, init) : undefined;
}
