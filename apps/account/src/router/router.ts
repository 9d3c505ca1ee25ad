import { createStore, type Store } from '@portail/state';

export interface RouterLocation {
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
        win.location.assign(url.href);
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
