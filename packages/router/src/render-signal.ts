/**
 * When a committed navigation's page is in the DOM. The view that renders the router's location says
 * so (`shown(requestIndex)`, from a layout effect: after React's commit, before the browser paints);
 * the navigation machine waits for it (`rendered`) before it scrolls, moves focus and fires
 * page-changed. A view that does not show the location (an error screen in its place) never says so:
 * the wait then ends at the next macrotask, by which time a store-driven render has committed.
 */
export interface RenderSignal {
  /** The view shows the location of this navigation request (or a later one). */
  shown(requestIndex: number): void;
  /** Resolves once `requestIndex`'s page is shown, or at the next macrotask if it is not. */
  rendered(requestIndex: number): Promise<void>;
}

export function createRenderSignal(
  schedule: (callback: () => void) => void = (callback) => setTimeout(callback, 0),
): RenderSignal {
  let shownIndex = 0;
  const waiting = new Set<{ index: number; resolve: () => void }>();
  return {
    shown(requestIndex) {
      if (requestIndex > shownIndex) shownIndex = requestIndex;
      for (const waiter of waiting) {
        if (waiter.index > shownIndex) continue;
        waiting.delete(waiter);
        waiter.resolve();
      }
    },
    rendered(requestIndex) {
      if (requestIndex <= shownIndex) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const waiter = { index: requestIndex, resolve };
        waiting.add(waiter);
        schedule(() => {
          if (!waiting.delete(waiter)) return;
          resolve();
        });
      });
    },
  };
}
