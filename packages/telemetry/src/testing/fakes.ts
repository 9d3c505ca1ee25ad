import type { Connectivity } from '../offline-queue.ts';
/** Test stand-ins for the telemetry's browser dependencies (not exported by the package). */
import { vi } from 'vitest';

export function fakePage() {
  const win = new EventTarget() as EventTarget & Record<string, unknown>;
  const doc = new EventTarget() as EventTarget & { visibilityState: string; cookie: string };
  doc.visibilityState = 'visible';
  doc.cookie = '';
  const hide = () => {
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
  };
  return { win: win as unknown as Window, doc: doc as unknown as Document, rawDoc: doc, rawWin: win, hide };
}

export function fakeFetch(
  responder: (url: string, init: RequestInit) => Response = () => new Response(null, { status: 204 }),
) {
  return vi.fn(async (url: string, init: RequestInit) => responder(url, init));
}

export const bodyOf = (call: unknown[] | undefined): unknown =>
  JSON.parse(String((call?.[1] as RequestInit).body));

export async function blobJson(blob: Blob): Promise<unknown> {
  return JSON.parse(await blob.text());
}

/** A network the test turns off and on; `online` fires the listeners as the window's event does. */
export function switchableNetwork() {
  let online = true;
  const listeners = new Set<() => void>();
  const connectivity: Connectivity = {
    isOnline: () => online,
    onOnline(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    connectivity,
    offline: () => {
      online = false;
    },
    online: () => {
      online = true;
      for (const listener of listeners) listener();
    },
    listenerCount: () => listeners.size,
  };
}
