import type { ComponentType } from 'react';
import type { PageRecord, RouteContext } from '@portail/router';
import type { PortalAppModule, PortalLayoutProps, PortalPageProps } from './app-module.ts';

export type ModuleLoader = () => Promise<PortalAppModule>;

/**
 * Loads each content application's chunk once (dynamic import) and remembers its pages' components,
 * so that the view can render a committed route synchronously. A route's data come from its page
 * (`pages[routeId].load`): the one place a route id is looked up.
 */
export function createModuleRegistry(loaders: Readonly<Record<string, ModuleLoader>>) {
  const modules = new Map<string, Promise<PortalAppModule>>();
  const pages = new Map<string, ComponentType<PortalPageProps>>();

  function load(appId: string): Promise<PortalAppModule> {
    let pending = modules.get(appId);
    if (!pending) {
      const loader = loaders[appId];
      if (!loader) return Promise.reject(new Error(`No module for application ${appId}`));
      pending = loader().then((module) => {
        for (const [id, page] of Object.entries(module.pages)) if (page) pages.set(id, page.component);
        return module;
      });
      pending.catch(() => modules.delete(appId));
      modules.set(appId, pending);
    }
    return pending;
  }

  return {
    /** Layout loader: the application's layout component (the pages store keeps it by layout id). */
    async layout(appId: string): Promise<ComponentType<PortalLayoutProps>> {
      return (await load(appId)).layout;
    },
    /** Route loader: the page's data; a route whose module has no page is a 404. */
    async page(appId: string, routeId: string, context: RouteContext): Promise<PageRecord> {
      const page = (await load(appId)).pages[routeId];
      return page ? page.load(context) : { status: 404 };
    },
    pageComponent(routeId: string): ComponentType<PortalPageProps> | undefined {
      return pages.get(routeId);
    },
  };
}

export type ModuleRegistry = ReturnType<typeof createModuleRegistry>;
