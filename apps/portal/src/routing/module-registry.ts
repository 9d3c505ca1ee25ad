import type { ComponentType } from 'react';
import type { PageRecord, RouteContext } from '@portail/router';
import type { PortalAppModule, PortalLayoutProps, PortalPageProps } from './app-module.ts';

export type ModuleLoader = () => Promise<PortalAppModule>;

/**
 * Loads each content application's chunk once (dynamic import) and remembers its components,
 * so that the view can render a committed route synchronously.
 */
export function createModuleRegistry(loaders: Readonly<Record<string, ModuleLoader>>) {
  const modules = new Map<string, Promise<PortalAppModule>>();
  const layouts = new Map<string, ComponentType<PortalLayoutProps>>();
  const pages = new Map<string, ComponentType<PortalPageProps>>();

  function load(appId: string): Promise<PortalAppModule> {
    let pending = modules.get(appId);
    if (!pending) {
      const loader = loaders[appId];
      if (!loader) return Promise.reject(new Error(`No module for application ${appId}`));
      pending = loader().then((module) => {
        for (const [id, component] of Object.entries(module.layouts)) layouts.set(id, component);
        for (const [id, component] of Object.entries(module.pages)) pages.set(id, component);
        return module;
      });
      pending.catch(() => modules.delete(appId));
      modules.set(appId, pending);
    }
    return pending;
  }

  return {
    /** Layout loader: the application's layout component, or undefined when it has none. */
    async layout(appId: string, layoutId: string): Promise<ComponentType<PortalLayoutProps> | undefined> {
      const module = await load(appId);
      return module.layouts[layoutId];
    },
    async page(appId: string, routeId: string, context: RouteContext): Promise<PageRecord> {
      const module = await load(appId);
      return module.load(routeId, context);
    },
    pageComponent(routeId: string): ComponentType<PortalPageProps> | undefined {
      return pages.get(routeId);
    },
    layoutComponent(layoutId: string): ComponentType<PortalLayoutProps> | undefined {
      return layouts.get(layoutId);
    },
    /** Registers components that ship in the main bundle (the not-found page). */
    registerStatic(
      layoutId: string,
      layout: ComponentType<PortalLayoutProps>,
      routeId: string,
      page: ComponentType<PortalPageProps>,
    ) {
      layouts.set(layoutId, layout);
      pages.set(routeId, page);
    },
  };
}

export type ModuleRegistry = ReturnType<typeof createModuleRegistry>;
