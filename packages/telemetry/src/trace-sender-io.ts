import { browserBeacon, browserFetch, type Beacon, type FetchLike } from './keepalive.ts';
import { browserConnectivity, type Connectivity } from './offline-queue.ts';
import { onPageHidden } from './page-hidden.ts';

/** What a trace sender (logs, diagnostics) takes from its page; each defaults to the browser's. */
export interface TraceSenderEnvironment {
  fetch?: FetchLike;
  beacon?: Beacon;
  /** Send what is queued when the page is hidden (default true; needs window and document). */
  flushWhenHidden?: boolean;
  /** Whether the network is there and when it comes back: offline, records wait (default: the window's). */
  connectivity?: Connectivity;
  win?: Window;
  doc?: Document;
}

export interface TraceSenderIo {
  fetcher: FetchLike | undefined;
  beacon: Beacon | undefined;
  connectivity: Connectivity;
  /**
   * Calls `onLeave` at each page hide (unless `flushWhenHidden` is false) and `onOnline` at each
   * return of the network; returns the stop of both.
   */
  watch(onLeave: () => void, onOnline: () => void): () => void;
}

/** A trace sender's fetch, beacon and connectivity, and its watch of the page and the network. */
export function traceSenderIo(environment: TraceSenderEnvironment): TraceSenderIo {
  const win = environment.win ?? globalThis.window;
  const doc = environment.doc ?? globalThis.document;
  const connectivity = environment.connectivity ?? browserConnectivity(win);
  return {
    fetcher: environment.fetch ?? browserFetch(),
    beacon: environment.beacon ?? browserBeacon(),
    connectivity,
    watch(onLeave, onOnline) {
      const removeHidden =
        environment.flushWhenHidden === false ? () => undefined : onPageHidden(onLeave, { win, doc });
      const removeOnline = connectivity.onOnline(onOnline);
      return () => {
        removeHidden();
        removeOnline();
      };
    },
  };
}
