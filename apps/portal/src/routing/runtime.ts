import type { RuntimeConfig } from '@portail/contracts';
import { createHttpClient, createSettingsStore, type HttpClient, type SettingsStore } from '@portail/http';
import {
  createNavigationController,
  createRenderSignal,
  createPagesStore,
  createRouteTable,
  createRouterStore,
  interceptNavigation,
  loadAppRegistry,
  type NavigationController,
  type NavigationControllerOptions,
  type PagesStore,
  type RenderSignal,
  type RouteTable,
  type RouterStore,
} from '@portail/router';
import type { ShellApp } from '@portail/router';
import type { ModuleLoader, PortalRouteView } from './app-module.ts';
import { shellView } from './NotFoundPage.tsx';
import { buildPortalRoutes } from './portal-routes.ts';

export interface PortalRuntime {
  routerStore: RouterStore;
  pagesStore: PagesStore;
  settingsStore: SettingsStore;
  /** Each route one entry: its page (layout, component, data), title and head. */
  routes: RouteTable<PortalRouteView>;
  controller: NavigationController;
  /** The view says here when it shows a navigation's page; the navigation machine waits for it. */
  renders: Pick<RenderSignal, 'shown'>;
  /** Starts the first navigation and the link interception; returns the function that stops both. */
  start(): () => void;
}

export interface PortalRuntimeOptions {
  config: RuntimeConfig;
  window: Window;
  moduleLoaders: Readonly<Record<string, ModuleLoader>>;
  apps: Readonly<Record<string, ShellApp>>;
  http?: HttpClient;
  /** Told of each content application's chunk that fails to load (main.tsx: the chunk-failure guard). */
  onChunkFailure?: (error: unknown) => void;
  fullLoad?: (url: string) => void;
  log?: (message: string, error?: unknown) => void;
  /**
   * The analytics step of each committed navigation (SPEC.md §4.1 step 4): main.tsx gives
   * telemetry's page-view step, so that neither module imports the other.
   */
  analytics?: NavigationControllerOptions['analytics'];
}

/** Debug mode (errors shown, no full page load): `?debug=1` or localStorage portail:debug = 1. */
function isDebugMode(win: Window): boolean {
  if (new URLSearchParams(win.location.search).get('debug') === '1') return true;
  try {
    return win.localStorage.getItem('portail:debug') === '1';
  } catch {
    return false;
  }
}

/** Puts the portal's stores, route table, navigation machine and link interception together. */
export function createPortalRuntime(options: PortalRuntimeOptions): PortalRuntime {
  const { config, window: win } = options;
  const routerStore = createRouterStore();
  const pagesStore = createPagesStore();
  const settingsStore = createSettingsStore();
  const routes = createRouteTable({
    ...buildPortalRoutes({ loaders: options.moduleLoaders, shellView }),
    onLoadFailure: options.onChunkFailure,
  });
  const debug = isDebugMode(win);
  const renders = createRenderSignal();
  const fullLoad = options.fullLoad ?? ((url: string) => win.location.assign(url));
  const controller = createNavigationController({
    routerStore,
    pagesStore,
    settingsStore,
    routes,
    // asked only for a path that no route serves: its patterns load then
    registry: loadAppRegistry,
    apps: options.apps,
    // The applications' settings (GET /v5/{app}/settings): the deployment's `settings` host.
    apiOrigin: config.deployment.apiRouting.settings,
    http: options.http ?? createHttpClient({ log: options.log }),
    window: win,
    debug: () => debug,
    fullLoad,
    renders,
    ...(options.log ? { log: options.log } : {}),
    ...(options.analytics ? { analytics: options.analytics } : {}),
  });
  return {
    routerStore,
    pagesStore,
    settingsStore,
    routes,
    controller,
    renders,
    start() {
      const stopInterception = interceptNavigation({
        window: win,
        isRoutable: routes.serves,
        navigate: controller.navigate,
        shownAddress: controller.shownAddress,
        onLeaveYouthSection: (url) => {
          routerStore.dispatch({ type: 'router/youthSectionLeft', url });
          fullLoad(url);
        },
      });
      controller.start();
      return () => {
        stopInterception();
        controller.dispose();
      };
    },
  };
}
