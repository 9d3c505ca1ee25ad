/**
 * Whether the page is being left. WebKit cancels the page's module loads as soon as a navigation
 * away starts, and they fail exactly as a stale deploy's do (isChunkLoadError): such a failure must
 * not reload the page (the reload would cancel the navigation: the provider's sign-out, a link to
 * another site), nor show the error screen, nor be reported.
 *
 * The page is being left from a `pagehide`, a `beforeunload` (watched only for a while: Firefox
 * keeps no page with a `beforeunload` listener in its back-forward cache), or a navigation the app
 * starts itself (`leaveBy`: the sign-in client assigning `location`); it no longer is once the page
 * is back from the back-forward cache (`pageshow` persisted) or the app's navigation failed.
 */
export interface PageLeaving {
  leaving(): boolean;
  /**
   * Runs a navigation away that the app starts itself (a sign-in or sign-out at the provider): the
   * page is being left from the call on, unless the promise `navigate` returns rejects.
   */
  leaveBy<T>(navigate: () => T): T;
  /** Also counts a `beforeunload` as leaving until `until` settles. */
  watchBeforeUnload(until: Promise<unknown>): void;
}

type LeavingWindow = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export function createPageLeaving(win: LeavingWindow): PageLeaving {
  let leaving = false;
  const leave = () => {
    leaving = true;
  };
  // pagehide and pageshow listeners keep the page in every back-forward cache (unlike beforeunload
  // in Firefox, unload everywhere)
  win.addEventListener('pagehide', leave);
  win.addEventListener('pageshow', (event) => {
    if ((event as PageTransitionEvent).persisted) leaving = false;
  });
  return {
    leaving: () => leaving,
    leaveBy(navigate) {
      leave();
      let result;
      try {
        result = navigate();
      } catch (error) {
        leaving = false;
        throw error;
      }
      if (result instanceof Promise)
        result.catch(() => {
          leaving = false;
        });
      return result;
    },
    watchBeforeUnload(until) {
      win.addEventListener('beforeunload', leave);
      void until.finally(() => win.removeEventListener('beforeunload', leave));
    },
  };
}

/**
 * The page's own, watching from the start (both apps' error boundaries and chunk guards read it;
 * outside a browser, nothing to watch).
 */
export const pageLeaving: PageLeaving = createPageLeaving(
  typeof window === 'undefined' ? new EventTarget() : window,
);
