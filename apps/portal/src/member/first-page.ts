import type { RouterStore } from '@portail/router';

type RouterStoreView = Pick<RouterStore, 'getState' | 'subscribe'>;

/** Calls `then` as soon as a location is committed with no request pending (at once if it is). */
function onceCommitted(routerStore: RouterStoreView, then: () => void): void {
  const committed = () => {
    const { location, requesting } = routerStore.getState();
    return location !== null && !requesting;
  };
  if (committed()) return then();
  const unsubscribe = routerStore.subscribe(() => {
    if (!committed()) return;
    unsubscribe();
    then();
  });
}

/** Resolves once the router has committed its first page (a location, and no request pending). */
export function whenFirstPageCommitted(routerStore: RouterStoreView): Promise<void> {
  return new Promise<void>((resolve) => onceCommitted(routerStore, resolve));
}

/**
 * Resolves once the router has shown its first page (a location committed and no request pending),
 * then waits two frames so that React has painted it: the moment to put focus and scroll back.
 */
export function whenFirstPageShown(
  routerStore: RouterStoreView,
  nextFrame: (callback: () => void) => void = (callback) => requestAnimationFrame(() => callback()),
): Promise<void> {
  return new Promise<void>((resolve) =>
    onceCommitted(routerStore, () => nextFrame(() => nextFrame(resolve))),
  );
}
