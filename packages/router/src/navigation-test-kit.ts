import { vi } from 'vitest';
import { createHttpClient, createSettingsStore } from '@portail/http';
import { createAppRegistry } from './app-registry.ts';
import {
  createNavigationController,
  type NavigationControllerOptions,
  type ShellApp,
} from './navigation-controller.ts';
import { createPagesStore } from './pages-store.ts';
import { createRouteTable } from './route-table.ts';
import type { AppRoutesDefinition, PageRecord } from './route-types.ts';
import { createRouterStore } from './router-store.ts';

export const API_ORIGIN = 'http://api.test';

const pageOf = (title: string) => (): PageRecord => ({ data: { title }, meta: { title } });

/** A small portal: news and food applications, a utils application with redirect routes. */
export function testRoutes(
  overrides: Partial<Record<string, AppRoutesDefinition>> = {},
): AppRoutesDefinition[] {
  const apps: Record<string, AppRoutesDefinition> = {
    news: {
      appId: 'news',
      layouts: [
        {
          id: 'news-main',
          routes: [
            { id: 'home', path: '/', loader: pageOf('Accueil') },
            { id: 'info', path: '/info', loader: pageOf('Info') },
            {
              id: 'ottawa',
              path: '/info/ottawa',
              loader: () => ({
                data: { title: 'Ottawa' },
                meta: {
                  title: 'Ottawa',
                  tags: [
                    { name: 'breadcrumb-1', content: 'Accueil' },
                    { name: 'breadcrumb-2', content: 'Info' },
                    { name: 'breadcrumb-3', content: 'Politique' },
                    { name: 'breadcrumb-4', content: 'Ottawa' },
                  ],
                },
              }),
            },
            { id: 'article', path: '/nouvelle/:id/:slug', loader: pageOf('Article') },
            { id: 'missing', path: '/absent', loader: () => ({ status: 404 }) },
          ],
        },
        {
          id: 'news-wide',
          routes: [{ id: 'politique', path: '/politique', loader: pageOf('Politique') }],
        },
      ],
    },
    food: {
      appId: 'food',
      layouts: [
        {
          id: 'food-main',
          routes: [{ id: 'mordu', path: '/mordu', loader: pageOf('Mordu') }],
        },
      ],
    },
    utils: {
      appId: 'utils',
      layouts: [
        {
          id: 'utils-main',
          routes: [
            { id: 'to-info', path: '/utils/vers-info', status: 301, redirect: '/info' },
            {
              id: 'to-elsewhere',
              path: '/utils/ailleurs',
              status: 302,
              redirect: 'https://ailleurs.test/page',
            },
            {
              id: 'hop',
              path: '/utils/saut/:n',
              status: 302,
              redirect: ({ pathParams }) => `/utils/saut/${Number(pathParams.n) + 1}`,
            },
            {
              id: 'loader-redirect',
              path: '/utils/charge-redirige',
              loader: () => ({ status: 301, redirect: '/mordu' }),
            },
            { id: 'boom', path: '/utils/erreur', loader: () => Promise.reject(new Error('panne')) },
          ],
        },
      ],
    },
    ...overrides,
  };
  return Object.values(apps).filter((app): app is AppRoutesDefinition => app !== undefined);
}

export interface HarnessOptions extends Partial<NavigationControllerOptions> {
  routeApps?: AppRoutesDefinition[];
  /** The not-found route's title text (a page of another status than 200 takes it). */
  notFoundTitle?: string;
  settingsResponse?: (url: string) => Response | Promise<Response>;
}

export function createHarness(options: HarnessOptions = {}) {
  const fetchCalls: string[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    fetchCalls.push(url);
    if (options.settingsResponse) return options.settingsResponse(url);
    return new Response(JSON.stringify({ apiRouting: { member: API_ORIGIN } }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  const routerStore = createRouterStore();
  const pagesStore = createPagesStore();
  const settingsStore = createSettingsStore();
  const routes = createRouteTable({
    apps: options.routeApps ?? testRoutes(),
    notFound: {
      appId: 'news',
      layoutId: 'news-main',
      route: {
        id: 'not-found',
        path: '/404',
        status: 404,
        loader: pageOf('Page introuvable'),
        ...(options.notFoundTitle !== undefined ? { title: options.notFoundTitle } : {}),
      },
    },
  });
  const hooks: string[] = [];
  const shellApp = (id: string): ShellApp => ({
    id,
    onEnter: ({ previousAppId }) => void hooks.push(`enter ${id} from ${previousAppId ?? 'none'}`),
    onExit: ({ nextAppId }) => void hooks.push(`exit ${id} to ${nextAppId}`),
  });
  const fullLoad = vi.fn<(url: string) => void>();
  const log = vi.fn<(message: string, error?: unknown) => void>();
  const analytics = vi.fn();
  const loadModules = vi.fn();
  const onPageChanged = vi.fn();
  const controller = createNavigationController({
    routerStore,
    pagesStore,
    settingsStore,
    routes,
    registry: createAppRegistry(),
    apps: { news: shellApp('news'), food: shellApp('food'), utils: shellApp('utils') },
    apiOrigin: API_ORIGIN,
    http: createHttpClient({ fetch: fetchImpl, log: () => undefined, random: () => 0 }),
    window,
    fullLoad,
    log,
    analytics,
    loadModules,
    onPageChanged,
    ...options,
  });
  return {
    controller,
    routes,
    fetch: fetchImpl,
    routerStore,
    pagesStore,
    settingsStore,
    fetchCalls,
    hooks,
    fullLoad,
    log,
    analytics,
    loadModules,
    onPageChanged,
  };
}
