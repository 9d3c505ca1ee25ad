// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RedirectionLoopError,
  EmptyLayoutError,
  MissingComponentError,
  RouteNotFoundError,
} from './errors.ts';
import { FAVICON_ATTRIBUTE } from './head-assets.ts';
import { PAGE_CHANGED_EVENT } from './dom-effects.ts';
import { createAppRegistry } from './app-registry.ts';
import { NAVIGATION_STEPS } from './navigation-controller.ts';
import { API_ORIGIN, createHarness, testRoutes } from './navigation-test-kit.ts';

let scrollTo: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers();
  window.history.replaceState(null, '', '/depart');
  document.head.innerHTML = '<link rel="icon" href="/favicon.svg">';
  document.body.innerHTML =
    '<a href="#contenu">Passer au contenu principal</a><main id="contenu"><a href="/info">Info</a></main>';
  scrollTo = vi.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});

afterEach(() => {
  vi.useRealTimers();
});

async function settle() {
  await vi.advanceTimersByTimeAsync(20);
}

describe('navigation machine: request and 15 ms wait', () => {
  it('marks the router requesting at once and resolves the route only after 15 ms', async () => {
    const { controller, routerStore } = createHarness();
    controller.navigate({ pathname: '/info' });
    expect(routerStore.getState()).toMatchObject({
      requesting: true,
      requestingRoute: { pathname: '/info' },
    });
    await vi.advanceTimersByTimeAsync(14);
    expect(routerStore.getState().location).toBeNull();
    await settle();
    expect(routerStore.getState()).toMatchObject({ requesting: false, location: { routeId: 'info' } });
  });

  it('cancels a waiting request when another arrives within 15 ms', async () => {
    const { controller, routerStore, analytics } = createHarness();
    controller.navigate({ pathname: '/info' });
    await vi.advanceTimersByTimeAsync(10);
    controller.navigate({ pathname: '/politique' });
    await settle();
    expect(routerStore.getState().location?.routeId).toBe('politique');
    expect(analytics).toHaveBeenCalledTimes(1);
  });

  it('discards a load still in flight when a newer navigation starts', async () => {
    let release: (value: { meta: { title: string } }) => void = () => undefined;
    const slow = new Promise<{ meta: { title: string } }>((resolve) => (release = resolve));
    const apps = testRoutes({
      food: {
        appId: 'food',
        layouts: [
          {
            id: 'food-main',
            routes: [{ id: 'mordu', path: '/mordu', loader: () => slow }],
          },
        ],
      },
    });
    const { controller, routerStore } = createHarness({ routeApps: apps });
    controller.navigate({ pathname: '/mordu' });
    await settle();
    controller.navigate({ pathname: '/info' });
    await settle();
    release({ meta: { title: 'Trop tard' } });
    await settle();
    expect(routerStore.getState().location?.routeId).toBe('info');
  });
});

describe('navigation machine: application change', () => {
  it('loads the new application settings and keeps its apiRouting', async () => {
    const { controller, settingsStore, fetchCalls } = createHarness();
    controller.navigate({ pathname: '/mordu' });
    await settle();
    expect(fetchCalls).toEqual([`${API_ORIGIN}/v5/food/settings`]);
    expect(settingsStore.getState().byApp.food).toEqual({ apiRouting: { member: API_ORIGIN } });
  });

  it('does not reload settings while staying in the same application', async () => {
    const { controller, fetchCalls } = createHarness();
    controller.navigate({ pathname: '/info' });
    await settle();
    controller.navigate({ pathname: '/nouvelle/1/titre' });
    await settle();
    expect(fetchCalls).toEqual([`${API_ORIGIN}/v5/news/settings`]);
  });

  it('uses empty settings and logs in French when the settings endpoint fails', async () => {
    const { controller, settingsStore, log, routerStore } = createHarness({
      settingsResponse: () => new Response('panne', { status: 503 }),
    });
    controller.navigate({ pathname: '/mordu' });
    await settle();
    expect(settingsStore.getState().byApp.food).toEqual({});
    expect(log).toHaveBeenCalledWith(expect.stringContaining('réglages'), expect.anything());
    expect(routerStore.getState().location?.routeId).toBe('mordu');
  });

  it('swaps the favicons for the application’s own', async () => {
    const { controller } = createHarness();
    controller.navigate({ pathname: '/mordu' });
    await settle();
    const icons = [...document.head.querySelectorAll('link[rel~="icon"]')].map((link) =>
      link.getAttribute('href'),
    );
    expect(icons).toEqual([`${API_ORIGIN}/v5/food/dist/assets/pwa/favicon.svg`]);
    expect(document.head.querySelector(`link[${FAVICON_ATTRIBUTE}]`)).not.toBeNull();
  });

  it('runs the old application’s exit hook, then the new one’s enter hook', async () => {
    const { controller, hooks } = createHarness();
    controller.navigate({ pathname: '/info' });
    await settle();
    controller.navigate({ pathname: '/mordu' });
    await settle();
    expect(hooks).toEqual(['enter news from none', 'exit news to food', 'enter food from news']);
  });

  it('marks the document with the active application and the one before it', async () => {
    delete document.documentElement.dataset.app;
    delete document.documentElement.dataset.previousApp;
    const { controller } = createHarness();
    controller.navigate({ pathname: '/info' });
    await settle();
    expect(document.documentElement.dataset.app).toBe('news');
    expect(document.documentElement.dataset.previousApp).toBeUndefined();
    controller.navigate({ pathname: '/mordu' });
    await settle();
    expect(document.documentElement.dataset).toMatchObject({ app: 'food', previousApp: 'news' });
  });

  it('titles a page by its meta, else by the route’s title text, else by the not-found route’s when its status is not 200', async () => {
    const routeApps = testRoutes({
      food: {
        appId: 'food',
        layouts: [
          {
            id: 'food-main',
            routes: [
              { id: 'mordu', path: '/mordu', title: 'Portail', loader: () => ({ data: null }) },
              {
                id: 'recette',
                path: '/mordu/recette',
                title: 'Portail',
                loader: () => ({ meta: { title: 'Tarte' } }),
              },
              { id: 'gone', path: '/mordu/parti', title: 'Portail', loader: () => ({ status: 404 }) },
            ],
          },
        ],
      },
    });
    const { controller, routerStore } = createHarness({ routeApps, notFoundTitle: 'Page introuvable' });
    const titles: string[] = [];
    for (const pathname of ['/mordu', '/mordu/recette', '/mordu/parti']) {
      controller.navigate({ pathname });
      await settle();
      titles.push(routerStore.getState().location?.metas.title ?? '');
    }
    expect(titles).toEqual(['Portail', 'Tarte', 'Page introuvable']);
  });

  it('keeps the old stylesheet until the new one has loaded, then switches it off', async () => {
    const { controller, routerStore } = createHarness({
      apps: {
        news: { id: 'news', stylesheet: '/apps/news.css' },
        food: { id: 'food', stylesheet: '/apps/food.css' },
        utils: { id: 'utils' },
      },
    });
    const sheets = () =>
      ([...document.head.querySelectorAll('link[rel="stylesheet"]')] as HTMLLinkElement[]).filter(
        (link) => !link.disabled,
      );
    controller.navigate({ pathname: '/info' });
    await settle();
    sheets()[0]?.dispatchEvent(new Event('load'));
    await settle();
    controller.navigate({ pathname: '/mordu' });
    await settle();
    expect(sheets().map((link) => link.getAttribute('href'))).toEqual(['/apps/news.css', '/apps/food.css']);
    expect(routerStore.getState().location?.appId).toBe('news');
    sheets()[1]?.dispatchEvent(new Event('load'));
    await settle();
    expect(sheets().map((link) => link.getAttribute('href'))).toEqual(['/apps/food.css']);
    expect(routerStore.getState().location?.appId).toBe('food');
  });

  it('asks each application id for its own settings, even when two ids share one application object', async () => {
    const shared = { id: 'news' };
    const { controller, routerStore, fetchCalls } = createHarness({ apps: { news: shared, food: shared } });
    controller.navigate({ pathname: '/info' });
    await settle();
    controller.navigate({ pathname: '/mordu' });
    await settle();
    expect(routerStore.getState().location?.appId).toBe('food');
    expect(fetchCalls.filter((url) => url.endsWith('/news/settings'))).toHaveLength(1);
    expect(fetchCalls.filter((url) => url.endsWith('/food/settings'))).toHaveLength(1);
  });

  it('goes back to an application with its stylesheet and settings at once, loading the settings again beside', async () => {
    const { controller, routerStore, settingsStore, fetchCalls, onPageChanged } = createHarness({
      // the view shows each page as soon as it is committed, as the portal's does
      renders: { rendered: () => Promise.resolve() },
      apps: {
        news: { id: 'news', stylesheet: '/apps/news.css' },
        food: { id: 'food', stylesheet: '/apps/food.css' },
      },
    });
    const applied = () =>
      ([...document.head.querySelectorAll('link[rel="stylesheet"]')] as HTMLLinkElement[])
        .filter((link) => !link.disabled)
        .map((link) => link.getAttribute('href'));
    const lastSheet = () => [...document.head.querySelectorAll('link[rel="stylesheet"]')].at(-1);
    controller.navigate({ pathname: '/info' });
    await settle();
    lastSheet()?.dispatchEvent(new Event('load'));
    await settle();
    controller.navigate({ pathname: '/mordu' });
    await settle();
    lastSheet()?.dispatchEvent(new Event('load'));
    await settle();
    expect(routerStore.getState().location?.appId).toBe('food');

    const newsSettingsCalls = () => fetchCalls.filter((url) => url.endsWith('/news/settings')).length;
    let callsAtPageChange: number | undefined;
    onPageChanged.mockImplementation(() => (callsAtPageChange = newsSettingsCalls()));
    controller.navigate({ pathname: '/info' });
    await settle();
    // no stylesheet load to wait for: the news sheet is switched back on
    expect(routerStore.getState().location?.appId).toBe('news');
    // the settings are asked again once the page has changed, not on its way
    expect(callsAtPageChange).toBe(1);
    expect(applied()).toEqual(['/apps/news.css']);
    expect(settingsStore.getState().byApp.news).toEqual({ apiRouting: { member: API_ORIGIN } });
    expect(fetchCalls.filter((url) => url.endsWith('/news/settings'))).toHaveLength(2);
  });

  it('waits for the settings again on a return after they failed to load', async () => {
    let fail = true;
    const { controller, fetchCalls, settingsStore } = createHarness({
      settingsResponse: () =>
        fail
          ? new Response('panne', { status: 503 })
          : new Response(JSON.stringify({ apiRouting: { member: API_ORIGIN } }), {
              headers: { 'content-type': 'application/json' },
            }),
    });
    const settingsCalls = () => fetchCalls.filter((url) => url.endsWith('/food/settings')).length;
    controller.navigate({ pathname: '/mordu' });
    await settle();
    expect(settingsStore.getState().byApp.food).toEqual({});
    // the 503 was retried (an idempotent GET) before the page went on without settings
    const failedAttempts = settingsCalls();
    expect(failedAttempts).toBeGreaterThan(1);
    fail = false;
    controller.navigate({ pathname: '/info' });
    await settle();
    controller.navigate({ pathname: '/mordu' });
    await settle();
    expect(settingsStore.getState().byApp.food).toEqual({ apiRouting: { member: API_ORIGIN } });
    expect(settingsCalls()).toBe(failedAttempts + 1);
  });
});

describe('navigation machine: layout and loaders', () => {
  it('loads a route’s view (its layout and component) once, the first time the route is shown', async () => {
    const loadView = vi.fn(() => ({ layout: 'news-layout', component: 'info-page' }));
    const apps = testRoutes();
    const info = apps[0]?.layouts[0]?.routes.find((route) => route.id === 'info');
    if (info) info.view = loadView;
    const { controller, routes } = createHarness({ routeApps: apps });
    expect(routes.route('info').view()).toBeUndefined();
    controller.navigate({ pathname: '/info' });
    await settle();
    controller.navigate({ pathname: '/nouvelle/12/titre' });
    await settle();
    controller.navigate({ pathname: '/info' });
    await settle();
    expect(loadView).toHaveBeenCalledTimes(1);
    expect(routes.route('info').view()).toEqual({ layout: 'news-layout', component: 'info-page' });
  });

  it('asks for the route’s page at the request, before the 15 ms wait is over, and runs its loader only after the application’s settings', async () => {
    const order: string[] = [];
    const loadView = vi.fn(() => {
      order.push('view asked');
      return {
        layout: 'food-layout',
        component: 'mordu-page',
        load: () => {
          order.push('loader');
          return { meta: { title: 'Mordu' } };
        },
      };
    });
    const apps = testRoutes({
      food: {
        appId: 'food',
        layouts: [{ id: 'food-main', routes: [{ id: 'mordu', path: '/mordu', view: loadView }] }],
      },
    });
    const { controller, routerStore, fetch } = createHarness({ routeApps: apps });
    fetch.mockImplementation(async () => {
      order.push('settings');
      return new Response(JSON.stringify({ apiRouting: {} }));
    });
    controller.navigate({ pathname: '/mordu' });
    await vi.advanceTimersByTimeAsync(1);
    expect(order, 'within the wait').toEqual(['view asked']);
    await settle();
    expect(order).toEqual(['view asked', 'settings', 'loader']);
    expect(routerStore.getState().location?.routeId).toBe('mordu');
  });

  it('commits the route’s page (layout and component) with the location, for the view to render as it is', async () => {
    const view = { layout: 'news-layout', component: 'info-page' };
    const apps = testRoutes();
    const info = apps[0]?.layouts[0]?.routes.find((route) => route.id === 'info');
    if (info) info.view = () => view;
    const { controller, routerStore } = createHarness({ routeApps: apps });
    controller.navigate({ pathname: '/info' });
    await settle();
    expect(routerStore.getState()).toMatchObject({ location: { routeId: 'info' }, view });
    controller.navigate({ pathname: '/mordu' });
    await settle();
    expect(routerStore.getState()).toMatchObject({ location: { routeId: 'mordu' }, view: undefined });
  });

  it('leaves no failure unhandled when the page of a request overtaken within the wait cannot load', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const apps = testRoutes();
    const info = apps[0]?.layouts[0]?.routes.find((route) => route.id === 'info');
    if (info) info.view = () => Promise.reject(new Error('réseau'));
    const { controller, routerStore, fullLoad } = createHarness({ routeApps: apps });
    controller.navigate({ pathname: '/info' });
    await vi.advanceTimersByTimeAsync(5);
    controller.navigate({ pathname: '/mordu' });
    await settle();
    vi.useRealTimers(); // Node reports an unhandled rejection once its microtasks are over
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(routerStore.getState().location?.routeId).toBe('mordu');
    expect(fullLoad).not.toHaveBeenCalled();
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('tells the address of the page it shows once its history is written, for back and forward to compare with', async () => {
    const { controller } = createHarness();
    expect(controller.shownAddress()).toBeUndefined();
    controller.navigate({ pathname: '/info', queryParams: { page: '2' }, hash: '#suite' });
    await settle();
    expect(controller.shownAddress()).toBe('/info?page=2');
    window.history.pushState(null, '', '/mordu');
    controller.navigate({ pathname: '/mordu', isPop: true });
    await settle();
    expect(controller.shownAddress()).toBe('/mordu');
  });

  it('tells the address back or forward brought as soon as it is asked for, so that a forward pressed before that page arrives is a navigation', async () => {
    const { controller } = createHarness();
    controller.navigate({ pathname: '/mordu' });
    await settle();
    // Back to /info: the browser's address is /info at once, its page still on its way
    window.history.pushState(null, '', '/info');
    controller.navigate({ pathname: '/info', isPop: true });
    expect(controller.shownAddress()).toBe('/info');
    await settle();
    expect(controller.shownAddress()).toBe('/info');
  });

  it('stores the page under its page id without region parameters', async () => {
    const { controller, pagesStore } = createHarness();
    controller.navigate({ pathname: '/info', queryParams: { page: '2', editionRegionId: '8' } });
    await settle();
    expect(pagesStore.getState().pages['/info?page=2']).toMatchObject({ meta: { title: 'Info' } });
    expect(pagesStore.getState().loading).toBe(false);
  });

  it('commits every field of the router location', async () => {
    const { controller, routerStore } = createHarness();
    controller.navigate({
      pathname: '/nouvelle/42/budget',
      queryParams: { fromMobileApp: 'ios' },
      state: { from: 'test' },
    });
    await settle();
    expect(routerStore.getState().location).toEqual({
      appId: 'news',
      pageId: '/nouvelle/42/budget?fromMobileApp=ios',
      pathname: '/nouvelle/42/budget',
      routePath: '/nouvelle/:id/:slug',
      pathParams: { id: '42', slug: 'budget' },
      locationToRedirect: null,
      state: { from: 'test' },
      queryParams: { fromMobileApp: 'ios' },
      statusCode: 200,
      requestIndex: 1,
      routeId: 'article',
      layoutId: 'news-main',
      metas: { title: 'Article' },
    });
  });

  it('carries the kept query parameters of the current page to the next one', async () => {
    const { controller, routerStore } = createHarness();
    controller.navigate({ pathname: '/info', queryParams: { fromMobileApp: 'android', page: '3' } });
    await settle();
    controller.navigate({ pathname: '/politique' });
    await settle();
    expect(routerStore.getState().location?.queryParams).toEqual({ fromMobileApp: 'android' });
    expect(window.location.search).toBe('?fromMobileApp=android');
  });

  it('renders the 404 route for an unknown path and for a page whose status is not 200', async () => {
    const { controller, routerStore } = createHarness();
    controller.navigate({ pathname: '/nulle-part' });
    await settle();
    expect(routerStore.getState().location).toMatchObject({ routeId: 'not-found', statusCode: 404 });
    controller.navigate({ pathname: '/absent' });
    await settle();
    expect(routerStore.getState().location).toMatchObject({ routeId: 'missing', statusCode: 404 });
  });
});

describe('navigation machine: redirects', () => {
  it('follows an internal 301 and writes one history entry, for the final address', async () => {
    const { controller, routerStore } = createHarness();
    const length = window.history.length;
    controller.navigate({ pathname: '/utils/vers-info' });
    await settle();
    expect(routerStore.getState().location).toMatchObject({ routeId: 'info', locationToRedirect: '/info' });
    expect(window.location.pathname).toBe('/info');
    expect(window.history.length).toBe(length + 1);
    window.history.back();
    await vi.waitFor(() => expect(window.location.pathname).toBe('/depart'));
  });

  it('replaces the entry when a replacing request ends on a redirect', async () => {
    const { controller } = createHarness();
    const length = window.history.length;
    controller.navigate({ pathname: '/utils/vers-info', replaceState: true });
    await settle();
    expect(window.location.pathname).toBe('/info');
    expect(window.history.length).toBe(length);
  });

  it('follows a redirect answered by a loader', async () => {
    const { controller, routerStore } = createHarness();
    controller.navigate({ pathname: '/utils/charge-redirige' });
    await settle();
    expect(routerStore.getState().location).toMatchObject({ routeId: 'mordu', locationToRedirect: '/mordu' });
  });

  it('hands an external redirect to the browser', async () => {
    const { controller, fullLoad, routerStore } = createHarness();
    controller.navigate({ pathname: '/utils/ailleurs' });
    await settle();
    expect(fullLoad).toHaveBeenCalledWith('https://ailleurs.test/page');
    expect(routerStore.getState().location).toBeNull();
  });

  it('allows a chain of 4 redirects', async () => {
    const apps = testRoutes();
    apps.push({
      appId: 'news',
      layouts: [
        {
          id: 'news-stop',
          routes: [{ id: 'stop', path: '/utils/saut/4', loader: () => ({ meta: { title: 'Fin' } }) }],
        },
      ],
    });
    // /utils/saut/4 is registered after the hop pattern, so it must come first to stop the chain.
    apps.unshift(apps.pop() as (typeof apps)[number]);
    const { controller, routerStore } = createHarness({ routeApps: apps });
    controller.navigate({ pathname: '/utils/saut/0' });
    await settle();
    expect(routerStore.getState().location).toMatchObject({
      routeId: 'stop',
      locationToRedirect: '/utils/saut/4',
    });
  });

  it('stops a chain longer than 4 redirects with « Redirection Loop » and loads the page in full', async () => {
    const { controller, fullLoad, log } = createHarness();
    controller.navigate({ pathname: '/utils/saut/0' });
    await settle();
    expect(log).toHaveBeenCalledWith(expect.any(String), expect.any(RedirectionLoopError));
    expect((log.mock.calls[0]?.[1] as Error).message).toBe('Redirection Loop');
    expect(fullLoad).toHaveBeenCalledWith('/utils/saut/0');
  });
});

describe('navigation machine: history, scroll, focus, events', () => {
  it('pushes a new history entry', async () => {
    const { controller } = createHarness();
    const length = window.history.length;
    controller.navigate({ pathname: '/info' });
    await settle();
    expect(window.location.pathname).toBe('/info');
    expect(window.history.length).toBe(length + 1);
  });

  it('replaces the entry when asked', async () => {
    const { controller } = createHarness();
    const length = window.history.length;
    controller.navigate({ pathname: '/info', replaceState: true });
    await settle();
    expect(window.location.pathname).toBe('/info');
    expect(window.history.length).toBe(length);
  });

  it('leaves history alone on a pop navigation and on an unchanged URL', async () => {
    const { controller } = createHarness();
    const push = vi.spyOn(window.history, 'pushState');
    const replace = vi.spyOn(window.history, 'replaceState');
    controller.navigate({ pathname: '/info', isPop: true });
    await settle();
    controller.navigate({ pathname: '/depart' });
    await settle();
    expect(push).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
    push.mockRestore();
    replace.mockRestore();
  });

  it('scrolls to the top and focuses the first tabbable element of the page by default', async () => {
    const { controller } = createHarness();
    controller.navigate({ pathname: '/info' });
    await settle();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(document.activeElement).toHaveProperty('textContent', 'Passer au contenu principal');
  });

  it('focuses the first tabbable element without scrolling again once it has scrolled to the top', async () => {
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    const { controller } = createHarness();
    controller.navigate({ pathname: '/info' });
    await settle();
    expect(focus).toHaveBeenLastCalledWith({ preventScroll: true });
    controller.navigate({ pathname: '/mordu', withScrollTop: false });
    await settle();
    expect(focus).toHaveBeenLastCalledWith({ preventScroll: false });
    focus.mockRestore();
  });

  it('neither scrolls nor moves focus when both options are off', async () => {
    const { controller } = createHarness();
    controller.navigate({ pathname: '/info', withScrollTop: false, withFocusOnFirstElementInPage: false });
    await settle();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });

  it('runs analytics and module loading, ends the request and fires page-changed with the page data’s breadcrumbs 2 to 4', async () => {
    // a tag left in the document by something else is not the page's
    document.head.insertAdjacentHTML('beforeend', '<meta name="breadcrumb-2" content="Ailleurs">');
    const { controller, analytics, loadModules, onPageChanged, routerStore } = createHarness();
    const heard = vi.fn();
    window.addEventListener(PAGE_CHANGED_EVENT, heard);
    controller.navigate({ pathname: '/info/ottawa' });
    await settle();
    expect(analytics).toHaveBeenCalledWith(
      expect.objectContaining({ routeId: 'ottawa' }),
      expect.objectContaining({ meta: expect.objectContaining({ title: 'Ottawa' }) }),
    );
    expect(loadModules).toHaveBeenCalledWith(expect.objectContaining({ routeId: 'ottawa' }));
    expect(routerStore.getState().requesting).toBe(false);
    expect(onPageChanged).toHaveBeenCalledWith(
      expect.objectContaining({ breadcrumbs: ['Info', 'Politique', 'Ottawa'] }),
    );
    expect(heard).toHaveBeenCalledTimes(1);
    window.removeEventListener(PAGE_CHANGED_EVENT, heard);
  });

  it('runs SPEC.md §4.1’s steps in order: commit, analytics, modules, history, render, scroll, ended, focus, page-changed', async () => {
    const order: string[] = [];
    const { controller, routerStore } = createHarness({
      analytics: () => void order.push('analytics'),
      loadModules: () => void order.push('modules'),
      renders: {
        rendered: () => {
          order.push('render');
          return Promise.resolve();
        },
      },
      onPageChanged: () => void order.push('page-changed'),
    });
    let previous = routerStore.getState();
    routerStore.subscribe(() => {
      const state = routerStore.getState();
      if (state.location !== previous.location) order.push('commit');
      if (previous.requesting && !state.requesting) order.push('ended');
      previous = state;
    });
    const pushState = window.history.pushState.bind(window.history);
    const push = vi.spyOn(window.history, 'pushState').mockImplementation((...args) => {
      order.push('history');
      pushState(...args);
    });
    scrollTo.mockImplementation(() => void order.push('scroll'));
    const focus = vi.spyOn(HTMLElement.prototype, 'focus').mockImplementation(() => void order.push('focus'));
    controller.navigate({ pathname: '/info' });
    await settle();
    expect(order).toEqual([
      'commit',
      'analytics',
      'modules',
      'history',
      'render',
      'scroll',
      'ended',
      'focus',
      'page-changed',
    ]);
    expect(NAVIGATION_STEPS).toEqual(order);
    push.mockRestore();
    focus.mockRestore();
  });

  it('fires page-changed once the view says it shows the page, and not before', async () => {
    let shown: (() => void) | undefined;
    const harness: { current?: ReturnType<typeof createHarness> } = {};
    harness.current = createHarness({
      renders: {
        rendered: (requestIndex) => {
          expect(requestIndex).toBe(1);
          expect(harness.current?.routerStore.getState().location?.routeId).toBe('info');
          return new Promise<void>((resolve) => (shown = resolve));
        },
      },
    });
    const { controller, onPageChanged } = harness.current;
    controller.navigate({ pathname: '/info' });
    await settle();
    expect(onPageChanged).not.toHaveBeenCalled();
    shown?.();
    await settle();
    expect(onPageChanged).toHaveBeenCalledTimes(1);
  });
});

describe('navigation machine: errors and external paths', () => {
  it('logs a failing loader and loads the target in full', async () => {
    const { controller, fullLoad, log, routerStore } = createHarness();
    controller.navigate({ pathname: '/utils/erreur', queryParams: { essai: '1' } });
    await settle();
    expect(log).toHaveBeenCalledWith('La navigation vers /utils/erreur?essai=1 a échoué.', expect.any(Error));
    expect(fullLoad).toHaveBeenCalledWith('/utils/erreur?essai=1');
    expect(routerStore.getState().requesting).toBe(false);
  });

  it('only logs in debug mode', async () => {
    const { controller, fullLoad, log } = createHarness({ debug: () => true });
    controller.navigate({ pathname: '/utils/erreur' });
    await settle();
    expect(log).toHaveBeenCalled();
    expect(fullLoad).not.toHaveBeenCalled();
  });

  it('fails with « LayoutId returned no layout » when a route’s view has no layout', async () => {
    const apps = testRoutes();
    const mordu = apps.find((app) => app.appId === 'food')?.layouts[0]?.routes[0];
    if (mordu) mordu.view = () => ({ layout: undefined, component: 'mordu-page' });
    const { controller, log } = createHarness({ routeApps: apps });
    controller.navigate({ pathname: '/mordu' });
    await settle();
    expect(log.mock.calls[0]?.[1]).toBeInstanceOf(EmptyLayoutError);
    expect((log.mock.calls[0]?.[1] as Error).message).toBe('LayoutId returned no layout');
  });

  it('fails with « Route has no component » when the route’s view has no component', async () => {
    const apps = testRoutes();
    const info = apps[0]?.layouts[0]?.routes.find((route) => route.id === 'info');
    if (info) info.view = () => ({ layout: 'news-layout', component: undefined });
    const { controller, log } = createHarness({ routeApps: apps });
    controller.navigate({ pathname: '/info' });
    await settle();
    expect(log.mock.calls[0]?.[1]).toBeInstanceOf(MissingComponentError);
    expect((log.mock.calls[0]?.[1] as Error).message).toBe('Route has no component');
  });

  it('fails with « Route not found in AppManager » when the route’s application is not managed', async () => {
    const { controller, log } = createHarness({ apps: { news: { id: 'news' } } });
    controller.navigate({ pathname: '/mordu' });
    await settle();
    expect(log.mock.calls[0]?.[1]).toBeInstanceOf(RouteNotFoundError);
    expect((log.mock.calls[0]?.[1] as Error).message).toBe('Route not found in AppManager');
  });

  it('treats a path of another application with no route here as external', async () => {
    const { controller, fullLoad, routerStore } = createHarness();
    controller.navigate({ pathname: '/info' });
    await settle();
    controller.navigate({ pathname: '/tele/emissions' });
    await settle();
    expect(fullLoad).toHaveBeenCalledWith('/tele/emissions');
    expect(routerStore.getState().location?.routeId).toBe('info');
  });

  it('loads a registry given as a loader only for a path that no route serves', async () => {
    const registry = vi.fn(() => Promise.resolve(createAppRegistry()));
    const { controller, fullLoad } = createHarness({ registry });
    controller.navigate({ pathname: '/info' });
    await settle();
    expect(registry).not.toHaveBeenCalled();
    controller.navigate({ pathname: '/tele/emissions' });
    await settle();
    expect(registry).toHaveBeenCalledTimes(1);
    expect(fullLoad).toHaveBeenCalledWith('/tele/emissions');
  });

  it('shows the 404 route for a path of the current application that has no route', async () => {
    const { controller, fullLoad, routerStore } = createHarness();
    controller.navigate({ pathname: '/info' });
    await settle();
    controller.navigate({ pathname: '/politique/ottawa' });
    await settle();
    expect(fullLoad).not.toHaveBeenCalled();
    expect(routerStore.getState().location?.routeId).toBe('not-found');
  });

  it('shows the 404 route instead of reloading when the document itself is at an external path', async () => {
    window.history.replaceState(null, '', '/tele/emissions');
    const { controller, fullLoad, routerStore } = createHarness();
    controller.start();
    await settle();
    expect(fullLoad).not.toHaveBeenCalled();
    expect(routerStore.getState().location?.routeId).toBe('not-found');
  });

  it('shows the 404 route instead of reloading forever when the first navigation fails', async () => {
    window.history.replaceState(null, '', '/utils/saut/0');
    const { controller, fullLoad, routerStore } = createHarness();
    controller.start();
    await settle();
    expect(fullLoad).not.toHaveBeenCalled();
    expect(routerStore.getState().location).toMatchObject({
      routeId: 'not-found',
      pathname: '/utils/saut/0',
    });
  });
});
