import { createStore, type Store } from '@portail/state';
import { pageLeaving } from '@portail/ui';

interface RouterLocation {
  pathname: string;
  search: string;
  /** Increments on every navigation; 0 for the first page. */
  index: number;
  isPop: boolean;
}

export interface Router {
  store: Store<RouterLocation, RouterLocation>;
  location(): RouterLocation;
  navigate(to: string, options?: { replace?: boolean }): void;
  /** Follows back/forward; returns the function that stops following. */
  listen(): () => void;
}

/**
 * Mon compte's own small router over the history API (the shared packages/router is the portal's);
 * back/forward re-read the address unless only the hash changed.
 */
export function createHistoryRouter(win: Window = window): Router {
  const read = (index: number, isPop: boolean): RouterLocation => ({
    pathname: win.location.pathname,
    search: win.location.search,
    index,
    isPop,
  });
  const store = createStore<RouterLocation, RouterLocation>((_state, next) => next, read(0, false));
  const onPop = () => {
    const current = store.getState();
    if (current.pathname === win.location.pathname && current.search === win.location.search) return;
    store.dispatch(read(current.index + 1, true));
  };
  return {
    store,
    location: () => store.getState(),
    navigate(to, { replace = false } = {}) {
      const url = new URL(to, win.location.href);
      if (url.origin !== win.location.origin) {
        pageLeaving.leaveBy(() => win.location.assign(url.href));
        return;
      }
      const target = `${url.pathname}${url.search}${url.hash}`;
      const current = `${win.location.pathname}${win.location.search}${win.location.hash}`;
      if (target !== current) {
        if (replace) win.history.replaceState(null, '', target);
        else win.history.pushState(null, '', target);
      }
      store.dispatch(read(store.getState().index + 1, false));
    },
    listen() {
      win.addEventListener('popstate', onPop);
      return () => win.removeEventListener('popstate', onPop);
    },
  };
}

/**
 * A router that keeps its address in memory, with no window: what the pre-rendering renders a page
 * at (prerender.tsx), and tests. `navigate` resolves in-app addresses against the current one.
 */
export function createMemoryRouter(address: string): Router {
  const base = 'http://in-app';
  const read = (to: string, from: string, index: number): RouterLocation => {
    const url = new URL(to, `${base}${from}`);
    return { pathname: url.pathname, search: url.search, index, isPop: false };
  };
  const store = createStore<RouterLocation, RouterLocation>((_state, next) => next, read(address, '/', 0));
  return {
    store,
    location: () => store.getState(),
    navigate(to) {
      const current = store.getState();
      store.dispatch(read(to, `${current.pathname}${current.search}`, current.index + 1));
    },
    listen: () => () => undefined,
  };
}
