import type { RouterStore } from '@portail/router';

/**
 * Resolves once the router has shown its first page (a location committed and no request pending),
 * then waits two frames so that React has painted it: the moment to put focus and scroll back.
 */
export function whenFirstPageShown(
  routerStore: Pick<RouterStore, 'getState' | 'subscribe'>,
  nextFrame: (callback: () => void) => void = (callback) => requestAnimationFrame(() => callback()),
): Promise<void> {
  const shown = () => {
    const { location, requesting } = routerStore.getState();
    return location !== null && !requesting;
  };
  return new Promise<void>((resolve) => {
    const painted = () => nextFrame(() => nextFrame(resolve));
    if (shown()) return painted();
    const unsubscribe = routerStore.subscribe(() => {
      if (!shown()) return;
      unsubscribe();
      painted();
    });
  });
}
