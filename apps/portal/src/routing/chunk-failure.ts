import { createStore, type Store } from '@portail/state';
import {
  browserMarkStorage,
  isChunkLoadError,
  LEFT_ALONE_MS,
  pageLeaving,
  takeAutomaticReload,
} from '@portail/ui';

/** What the shell shows instead of the routed page: nothing special, the error screen, or a reload. */
export type PageFailure = { kind: 'none' } | { kind: 'failed' } | { kind: 'reloading' };

export interface ChunkFailureOptions {
  /** Whether the failure is on the page the browser loaded (the router's first navigation). */
  isFirstPage(): boolean;
  /** Reports the failure; resolves once the diagnostic has left. */
  report(error: unknown): Promise<void>;
  reload(): void;
  /**
   * Whether the member is leaving the page (a link to another site, an address typed, the sign-in
   * client's redirect; default: the page's own, `pageLeaving` of @portail/ui): WebKit then cancels
   * the page's module loads, which fail as a stale deploy's would, and a reload would cancel the
   * navigation and take the member back. Such a failure is left alone.
   */
  leaving?(): boolean;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  now?: () => number;
  /**
   * How long a failure left alone waits for the page to go (default: @portail/ui's LEFT_ALONE_MS):
   * still there, the redirect did not happen, and the page that the browser loaded shows the error
   * screen, reported, with no automatic reload (it would cancel a navigation still under way).
   */
  leftAloneMs?: number;
}

export interface ChunkFailureGuard {
  store: Store<PageFailure, PageFailure>;
  /** Told of each content application's chunk that failed to load (the route table's `onLoadFailure`). */
  onFailure(error: unknown): void;
}

/**
 * A content application's chunk that fails to load (a deploy replaced it, the network dropped):
 * during an in-app navigation the router loads the target page in full itself; on the page the
 * browser loaded, the page reloads once by itself (a stale deploy), then shows the error screen
 * with « Réessayer » instead of the not-found page. Every failure is reported, but for the loads
 * cancelled by the member leaving the page (unless the page is still there `leftAloneMs` later).
 */
export function createChunkFailureGuard(options: ChunkFailureOptions): ChunkFailureGuard {
  const store = createStore<PageFailure, PageFailure>((_state, next) => next, { kind: 'none' });
  const now = options.now ?? Date.now;
  const leaving = options.leaving ?? pageLeaving.leaving;

  function onFailure(error: unknown): void {
    if (!isChunkLoadError(error)) return;
    if (leaving()) {
      if (options.isFirstPage()) setTimeout(() => stillHere(error), options.leftAloneMs ?? LEFT_ALONE_MS);
      return;
    }
    const reported = options.report(error).catch(() => undefined);
    if (!options.isFirstPage()) return;
    const storage = options.storage === undefined ? browserMarkStorage() : options.storage;
    if (takeAutomaticReload(storage, now())) {
      store.dispatch({ kind: 'reloading' });
      void reported.then(() => options.reload());
    } else {
      store.dispatch({ kind: 'failed' });
    }
  }

  function stillHere(error: unknown): void {
    void options.report(error).catch(() => undefined);
    store.dispatch({ kind: 'failed' });
  }

  return { store, onFailure };
}
