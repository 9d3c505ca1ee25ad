// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_VERSION_KEY } from '@portail/http';
import { API_ORIGIN, createHarness, testRoutes } from './navigation-test-kit.ts';
import type { AppRoutesDefinition, RouteContext } from './route-types.ts';

beforeEach(() => {
  vi.useFakeTimers();
  window.history.replaceState(null, '', '/depart');
  window.localStorage.clear();
  document.body.innerHTML = '<main><a href="/info">Info</a></main>';
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  vi.useRealTimers();
});

async function settle() {
  await vi.advanceTimersByTimeAsync(20);
}

/** The test portal plus one more application layout of routes (registered first, so they win). */
function withRoutes(app: AppRoutesDefinition) {
  return [app, ...testRoutes()];
}

describe('navigation machine: navigate procedures', () => {
  it('runs a route’s navigate procedure instead of a loader and commits its location', async () => {
    const navigate = vi.fn((_context: RouteContext) => undefined);
    const { controller, routerStore, pagesStore } = createHarness({
      routeApps: withRoutes({
        appId: 'utils',
        layouts: [
          {
            id: 'utils-tools',
            routes: [{ id: 'ping', path: '/utils/ping/:n', navigate }],
          },
        ],
      }),
    });
    controller.navigate({ pathname: '/utils/ping/3', state: { depuis: 'test' } });
    await settle();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate.mock.calls[0]?.[0]).toMatchObject({
      pathname: '/utils/ping/3',
      pathParams: { n: '3' },
      state: { depuis: 'test' },
      route: { id: 'ping', layoutId: 'utils-tools' },
    });
    expect(routerStore.getState().location).toMatchObject({ routeId: 'ping', statusCode: 200 });
    expect(pagesStore.getState().pages['/utils/ping/3']).toBeUndefined();
  });

  it('follows a redirect that a navigate procedure answers', async () => {
    const { controller, routerStore } = createHarness({
      routeApps: withRoutes({
        appId: 'utils',
        layouts: [
          {
            id: 'utils-tools',
            routes: [{ id: 'go', path: '/utils/aller', navigate: async () => ({ redirect: '/mordu' }) }],
          },
        ],
      }),
    });
    controller.navigate({ pathname: '/utils/aller' });
    await settle();
    expect(routerStore.getState().location).toMatchObject({ routeId: 'mordu', locationToRedirect: '/mordu' });
    expect(window.location.pathname).toBe('/mordu');
  });

  it('follows an asynchronous redirect URL of a 302 route', async () => {
    const { controller, routerStore } = createHarness({
      routeApps: withRoutes({
        appId: 'utils',
        layouts: [
          {
            id: 'utils-tools',
            routes: [
              {
                id: 'later',
                path: '/utils/plus-tard',
                status: 302,
                redirect: ({ queryParams }) => Promise.resolve(`/info?page=${queryParams.page ?? '1'}`),
              },
            ],
          },
        ],
      }),
    });
    controller.navigate({ pathname: '/utils/plus-tard', queryParams: { page: '4' } });
    await settle();
    expect(routerStore.getState().location).toMatchObject({
      routeId: 'info',
      queryParams: { page: '4' },
      locationToRedirect: '/info?page=4',
    });
  });
});

describe('navigation machine: legacy and current route fetches', () => {
  const PAGE_URL = `${API_ORIGIN}/v4/page/archives`;

  function harnessWithDataRoute(version: 'v3' | 'v4' | 'v5', cacheVersion: string) {
    return createHarness({
      routeApps: withRoutes({
        appId: 'news',
        layouts: [
          {
            id: 'news-archives',
            routes: [
              {
                id: 'archives',
                path: '/archives',
                version,
                loader: async ({ fetchData }) => ({
                  data: await fetchData(PAGE_URL),
                  meta: { title: 'Archives' },
                }),
              },
            ],
          },
        ],
      }),
      settingsResponse: (url) =>
        new Response(
          JSON.stringify(
            url.endsWith('/settings') ? { apiRouting: {}, cacheVersion } : { titre: 'Archives' },
          ),
          { headers: { 'content-type': 'application/json' } },
        ),
    });
  }

  function pageFetchInit(fetch: ReturnType<typeof createHarness>['fetch']) {
    return fetch.mock.calls.filter(([url]) => String(url) === PAGE_URL).map(([, init]) => init);
  }

  it.each(['v3', 'v4'] as const)(
    'sends credentials on a %s route and bypasses the cache once the cache version was bumped',
    async (version) => {
      window.localStorage.setItem(CACHE_VERSION_KEY, '6');
      const { controller, fetch, pagesStore } = harnessWithDataRoute(version, '7');
      controller.navigate({ pathname: '/archives' });
      await settle();
      controller.navigate({ pathname: '/info' });
      await settle();
      controller.navigate({ pathname: '/archives' });
      await settle();
      const [first, second] = pageFetchInit(fetch);
      expect(first).toMatchObject({ credentials: 'include', cache: 'reload' });
      expect(second).toMatchObject({ credentials: 'include' });
      expect(second?.cache).toBeUndefined();
      expect(window.localStorage.getItem(CACHE_VERSION_KEY)).toBe('7');
      expect(pagesStore.getState().pages['/archives']?.data).toEqual({ titre: 'Archives' });
    },
  );

  it('fetches a current (v5) route without credentials or cache bypass', async () => {
    window.localStorage.setItem(CACHE_VERSION_KEY, '6');
    const { controller, fetch } = harnessWithDataRoute('v5', '7');
    controller.navigate({ pathname: '/archives' });
    await settle();
    const [init] = pageFetchInit(fetch);
    expect(init?.credentials).toBeUndefined();
    expect(init?.cache).toBeUndefined();
    expect(window.localStorage.getItem(CACHE_VERSION_KEY)).toBe('6');
  });
});
