import type { PortailConfig } from '@portail/contracts';
import { createHttpClient, createSettingsStore, type HttpClient, type SettingsStore } from '@portail/http';
import {
  createAppRegistry,
  createNavigationController,
  createPagesStore,
  createRouteTable,
  createRouterStore,
  interceptNavigation,
  type NavigationController,
  type NavigationControllerOptions,
  type PagesStore,
  type RouteTable,
  type RouterStore,
} from '@portail/router';
import { createModuleRegistry, type ModuleLoader, type ModuleRegistry } from './module-registry.ts';
import { buildPortalRoutes } from './portal-routes.ts';
import { shellModule } from './shell-module.tsx';
import type { ShellApp } from '@portail/router';

export interface PortalRuntime {
  routerStore: RouterStore;
  pagesStore: PagesStore;
  settingsStore: SettingsStore;
  routes: RouteTable;
  modules: ModuleRegistry;
  controller: NavigationController;
  /** Starts the first navigation and the link interception; returns the function that stops both. */
  start(): () => void;
}

export interface PortalRuntimeOptions {
  config: PortailConfig;
  window: Window;
  moduleLoaders: Readonly<Record<string, ModuleLoader>>;
  apps: Readonly<Record<string, ShellApp>>;
  http?: HttpClient;
  fullLoad?: (url: string) => void;
  log?: (message: string, error?: unknown) => void;
  /** The analytics step of each committed navigation (SPEC.md §4.1 step 4). */
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
  const modules = createModuleRegistry({
    ...options.moduleLoaders,
    shell: () => Promise.resolve(shellModule),
  });
  const routes = createRouteTable(buildPortalRoutes(modules));
  const registry = createAppRegistry();
  const debug = isDebugMode(win);
  const fullLoad = options.fullLoad ?? ((url: string) => win.location.assign(url));
  const controller = createNavigationController({
    routerStore,
    pagesStore,
    settingsStore,
    routes,
    registry,
    apps: options.apps,
    apiOrigin: config.apiOrigin,
    http: options.http ?? createHttpClient({ log: options.log }),
    window: win,
    debug: () => debug,
    fullLoad,
    hasComponent: (route) => modules.pageComponent(route.id) !== undefined,
    ...(options.log ? { log: options.log } : {}),
    ...(options.analytics ? { analytics: options.analytics } : {}),
  });
  return {
    routerStore,
    pagesStore,
    settingsStore,
    routes,
    modules,
    controller,
    start() {
      const stopInterception = interceptNavigation({
        window: win,
        isRoutable: (pathname) => routes.match(pathname) !== undefined,
        navigate: controller.navigate,
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
