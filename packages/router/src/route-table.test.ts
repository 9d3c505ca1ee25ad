import { describe, expect, it, vi } from 'vitest';
import {
  InvalidRouteError,
  LayoutNotFoundError,
  MissingLayoutIdError,
  MissingLoaderError,
  RouteNotFoundError,
} from './errors.ts';
import { createRouteTable, validateRoute } from './route-table.ts';
import type { AppRoutesDefinition, RouteDefinition } from './route-types.ts';

const page = () => ({ data: null });
const notFound = {
  appId: 'news',
  layoutId: 'news-main',
  route: { id: 'not-found', path: '/404', status: 404, loader: page },
};

function table(routes: RouteDefinition[], extra: AppRoutesDefinition[] = []) {
  return createRouteTable({
    apps: [{ appId: 'news', layouts: [{ id: 'news-main', routes }] }, ...extra],
    notFound,
  });
}

describe('route table', () => {
  it('matches the first enabled route, with its path parameters', () => {
    const routes = table([
      { id: 'article', path: '/nouvelle/:id/:slug', loader: page },
      { id: 'info', path: '/info', loader: page },
    ]);
    expect(routes.match('/nouvelle/123/titre')).toMatchObject({
      route: { id: 'article', appId: 'news', layoutId: 'news-main', status: 200, exact: true, version: 'v5' },
      pathParams: { id: '123', slug: 'titre' },
    });
    expect(routes.match('/info/')).toMatchObject({ route: { id: 'info' } });
  });

  it('answers the same path asked twice in a row (a link click, then the navigation) without matching it again', () => {
    const routes = table([
      { id: 'article', path: '/nouvelle/:id/:slug', loader: page },
      { id: 'info', path: '/info', loader: page },
    ]);
    const first = routes.match('/nouvelle/123/titre');
    expect(routes.match('/nouvelle/123/titre')).toBe(first);
    expect(routes.match('/info')).toMatchObject({ route: { id: 'info' } });
    expect(routes.match('/inconnu')).toBeUndefined();
    expect(routes.match('/inconnu')).toBeUndefined();
    expect(routes.match('/nouvelle/123/titre')).toEqual(first);
  });

  it('gives the home route its own address, with no second slash (« // » is not the home page)', () => {
    const routes = table([{ id: 'home', path: '/', loader: page }]);
    expect(routes.match('/')).toMatchObject({ route: { id: 'home' } });
    expect(routes.match('//')).toBeUndefined();
  });

  it('matches an exact route only on its own path and a non-exact route on everything below it', () => {
    const routes = table([
      { id: 'info', path: '/info', loader: page },
      { id: 'sports', path: '/sports', exact: false, loader: page },
    ]);
    expect(routes.match('/info/plus')).toBeUndefined();
    expect(routes.match('/sports/hockey/canadiens')).toMatchObject({ route: { id: 'sports' } });
  });

  it('skips disabled routes', () => {
    const routes = table([{ id: 'info', path: '/info', disabled: true, loader: page }]);
    expect(routes.match('/info')).toBeUndefined();
  });

  it('keeps a parameter-led route as a candidate for every first segment, in registration order', () => {
    const routes = table([
      { id: 'mordu', path: '/mordu', loader: page },
      { id: 'section', path: '/:section', loader: page },
    ]);
    expect(routes.match('/mordu')?.route.id).toBe('mordu');
    expect(routes.match('/politique')).toMatchObject({
      route: { id: 'section' },
      pathParams: { section: 'politique' },
    });
  });

  it('holds the 404 route apart from matching', () => {
    const routes = table([{ id: 'info', path: '/info', loader: page }]);
    expect(routes.notFound).toMatchObject({ id: 'not-found', status: 404 });
    expect(routes.match('/404')).toBeUndefined();
  });

  it('says whether an enabled route serves a path', () => {
    const routes = table([
      { id: 'info', path: '/info', loader: page },
      { id: 'off', path: '/eteint', loader: page, disabled: true },
    ]);
    expect(routes.serves('/info')).toBe(true);
    expect(routes.serves('/eteint')).toBe(false);
    expect(routes.serves('/ailleurs')).toBe(false);
  });

  it('loads a route’s page once and tries again after a failed load', async () => {
    const view = vi
      .fn<() => Promise<{ layout: string; component: string }>>()
      .mockRejectedValueOnce(new Error('réseau'))
      .mockResolvedValue({ layout: 'news-layout', component: 'info-page' });
    const route = table([{ id: 'info', path: '/info', view }]).route('info');
    await expect(route.loadView?.()).rejects.toThrow('réseau');
    expect(route.view()).toBeUndefined();
    await expect(route.loadView?.()).resolves.toEqual({ layout: 'news-layout', component: 'info-page' });
    await route.loadView?.();
    expect(view).toHaveBeenCalledTimes(2);
    expect(route.view()).toEqual({ layout: 'news-layout', component: 'info-page' });
  });

  it('takes a route’s page from its application’s chunk: the chunk’s layout and the page of the route’s id', async () => {
    const chunk = vi.fn(async () => ({
      layout: 'news-layout',
      pages: { info: { component: 'info-page', load: page }, other: { component: 'other-page' } },
    }));
    const route = table([{ id: 'info', path: '/info', chunk }]).route('info');
    await expect(route.loadView?.()).resolves.toEqual({
      layout: 'news-layout',
      component: 'info-page',
      load: page,
    });
    await route.loadView?.();
    expect(chunk).toHaveBeenCalledTimes(1);
    expect(route.view()).toMatchObject({ component: 'info-page' });
  });

  it('tells its load-failure listener of each failed load of a route’s page, which still fails and is tried again', async () => {
    const failures: unknown[] = [];
    const chunk = vi
      .fn<() => Promise<{ layout: string; pages: Record<string, { component: string }> }>>()
      .mockRejectedValueOnce(new Error('réseau'))
      .mockResolvedValue({ layout: 'news-layout', pages: { info: { component: 'info-page' } } });
    const route = createRouteTable({
      apps: [
        { appId: 'news', layouts: [{ id: 'news-main', routes: [{ id: 'info', path: '/info', chunk }] }] },
      ],
      notFound,
      onLoadFailure: (error) => failures.push(error),
    }).route('info');
    await expect(route.loadView?.()).rejects.toThrow('réseau');
    expect(failures).toEqual([new Error('réseau')]);
    await expect(route.loadView?.()).resolves.toMatchObject({ component: 'info-page' });
    expect(failures).toHaveLength(1);
  });

  it('finds routes and layouts by id', () => {
    const routes = table([{ id: 'info', path: '/info', loader: page }]);
    expect(routes.route('info').path).toBe('/info');
    expect(routes.layout('news-main').appId).toBe('news');
  });
});

describe('route validation and router errors', () => {
  const cases: [string, () => unknown, new (...args: never[]) => Error, string][] = [
    ['an empty path', () => table([{ id: 'a', path: '', loader: page }]), InvalidRouteError, 'Invalid route'],
    [
      'a duplicate path',
      () =>
        table([
          { id: 'a', path: '/info', loader: page },
          { id: 'b', path: '/info', loader: page },
        ]),
      InvalidRouteError,
      'Invalid route',
    ],
    [
      'a redirect without status 301 or 302',
      () => table([{ id: 'a', path: '/a', redirect: '/b', loader: page }]),
      InvalidRouteError,
      'Invalid route',
    ],
    [
      'a 301 without a redirect',
      () => table([{ id: 'a', path: '/a', status: 301, loader: page }]),
      InvalidRouteError,
      'Invalid route',
    ],
    [
      'a malformed pattern',
      () => table([{ id: 'a', path: '/a/:', loader: page }]),
      InvalidRouteError,
      'Invalid route',
    ],
    [
      'a route whose layout has no id',
      () =>
        createRouteTable({
          apps: [
            {
              appId: 'news',
              layouts: [{ id: '', routes: [{ id: 'a', path: '/a', loader: page }] }],
            },
          ],
          notFound,
        }),
      MissingLayoutIdError,
      "appRoute doesn't have a layoutId",
    ],
    [
      'a route with neither loader nor navigate',
      () => table([{ id: 'a', path: '/a' }]),
      MissingLoaderError,
      'Route should implement either loader or navigate',
    ],
    [
      'a route with both loader and navigate',
      () => table([{ id: 'a', path: '/a', loader: page, navigate: () => undefined }]),
      MissingLoaderError,
      'Route should implement either loader or navigate',
    ],
    [
      'a not-found route in a layout that does not exist',
      () =>
        createRouteTable({
          apps: [{ appId: 'news', layouts: [{ id: 'news-main', routes: [] }] }],
          notFound: { ...notFound, layoutId: 'absent' },
        }),
      LayoutNotFoundError,
      'Layout could not be found',
    ],
    [
      'an unknown layout id',
      () => table([]).layout('absent'),
      LayoutNotFoundError,
      'Layout could not be found',
    ],
    [
      'an unknown route id',
      () => table([]).route('absent'),
      RouteNotFoundError,
      'Route not found in AppManager',
    ],
  ];

  it.each(cases)('refuses %s', (_name, build, ErrorClass, message) => {
    expect(build).toThrow(ErrorClass);
    expect(build).toThrow(message);
  });

  it('accepts a redirect route without a loader', () => {
    expect(
      validateRoute('news', 'news-main', { id: 'old', path: '/vieux', status: 301, redirect: '/info' }),
    ).toMatchObject({
      status: 301,
      redirect: '/info',
    });
  });

  it('gives every router error a stable code', () => {
    const codes = cases.map(([, build]) => {
      try {
        build();
      } catch (error) {
        return (error as { code: string }).code;
      }
      return undefined;
    });
    expect(new Set(codes)).toEqual(
      new Set([
        'INVALID_ROUTE',
        'MISSING_LAYOUT_ID',
        'MISSING_LOADER',
        'LAYOUT_NOT_FOUND',
        'ROUTE_NOT_FOUND',
      ]),
    );
  });
});
