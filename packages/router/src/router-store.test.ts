import { describe, expect, it } from 'vitest';
import { createRouterStore, type RouterLocation } from './router-store.ts';

function location(pathname: string, requestIndex: number): RouterLocation {
  return {
    appId: 'news',
    pageId: pathname,
    pathname,
    routePath: pathname,
    pathParams: {},
    locationToRedirect: null,
    state: null,
    queryParams: {},
    statusCode: 200,
    requestIndex,
    routeId: pathname.slice(1) || 'home',
    layoutId: 'news-main',
    metas: { title: pathname },
  };
}

describe('router store', () => {
  it('starts with no location, not requesting, at request 0', () => {
    expect(createRouterStore().getState()).toEqual({
      location: null,
      previousLocation: null,
      isPop: false,
      requesting: false,
      requestingRoute: null,
      requestIndex: 0,
      youthSectionExit: null,
    });
  });

  it('counts requests and records the one being resolved', () => {
    const store = createRouterStore();
    store.dispatch({ type: 'router/requested', pathname: '/info', queryParams: { page: '2' } });
    store.dispatch({ type: 'router/requested', pathname: '/mordu', queryParams: {} });
    expect(store.getState()).toMatchObject({
      requesting: true,
      requestingRoute: { pathname: '/mordu', queryParams: {} },
      requestIndex: 2,
    });
  });

  it('keeps the previous location and the pop flag on commit, and clears the request on end', () => {
    const store = createRouterStore();
    store.dispatch({ type: 'router/committed', location: location('/info', 1), isPop: false });
    store.dispatch({ type: 'router/committed', location: location('/mordu', 2), isPop: true });
    store.dispatch({ type: 'router/ended' });
    expect(store.getState()).toMatchObject({
      location: { pathname: '/mordu' },
      previousLocation: { pathname: '/info' },
      isPop: true,
      requesting: false,
      requestingRoute: null,
    });
  });

  it('records the target of a click that left the youth section', () => {
    const store = createRouterStore();
    store.dispatch({ type: 'router/youthSectionLeft', url: 'https://exemple.ca/info' });
    expect(store.getState().youthSectionExit).toBe('https://exemple.ca/info');
  });
});
