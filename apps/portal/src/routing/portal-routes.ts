import type { AppRoutesDefinition, PageEntry, RouteDefinition, RouteTableOptions } from '@portail/router';
import * as uiMessages from '@portail/ui/messages';
import { contentApps } from '../apps/registry.ts';
import { portalMessages } from '../messages.ts';
import type { ModuleLoader, PortalAppModule, PortalRouteView } from './app-module.ts';
import { pageHeadTags } from './page-head-tags.ts';

export const PLAIN_LAYOUT_ID = 'shell-plain';
export const NOT_FOUND_ROUTE_ID = 'not-found';

/** What renders the not-found route: the shell's own plain layout and page (in the first script). */
export type ShellView = Pick<PortalRouteView, 'layout' | 'component'>;

export interface PortalRouteOptions {
  /** Each content application's chunk, by application id (default: its declaration's `load`). */
  loaders?: Readonly<Record<string, ModuleLoader>>;
  /** The not-found route's layout and page; without it (Node's scripts) it renders nothing of its own. */
  shellView?: ShellView;
}

/**
 * The title of a committed page, worked out once (the location's `metas.title`, then `<title>` and
 * the route announcement): the page's own, else the portal's, or the not-found page's for a status
 * other than 200 (the view shows the not-found page then).
 */
export function portalPageTitle(page: PageEntry | undefined, statusCode: number): string {
  return page?.meta.title ?? (statusCode === 200 ? uiMessages.portal.title : portalMessages.notFound.title);
}

/** A route's page from its application's module: layout, component, data loader and head. */
function pageView(module: PortalAppModule, routeId: string): PortalRouteView {
  const page = module.pages[routeId];
  return { layout: module.layout, component: page?.component, load: page?.load, head: pageHeadTags };
}

/**
 * The portal's route table, from the content applications' declarations (apps/registry.ts): each
 * application one layout holding its routes, each route without a redirect one entry with its page
 * (layout, component and data, loaded with the application's chunk on first use), its title rule
 * and its head; the not-found route is the shell's own.
 */
export function buildPortalRoutes({
  loaders,
  shellView,
}: PortalRouteOptions = {}): RouteTableOptions<PortalRouteView> {
  const apps: AppRoutesDefinition<PortalRouteView>[] = contentApps.map((app) => {
    const load = loaders?.[app.id] ?? (() => app.load().then((chunk) => chunk.appModule));
    return {
      appId: app.id,
      layouts: [
        {
          id: app.layoutId,
          routes: app.routes.map((spec): RouteDefinition<PortalRouteView> =>
            spec.redirect !== undefined
              ? spec
              : {
                  ...spec,
                  title: portalPageTitle,
                  view: () => load().then((module) => pageView(module, spec.id)),
                },
          ),
        },
      ],
    };
  });
  // The not-found route and its plain layout belong to the home application, the registry's first.
  const [home] = apps;
  home?.layouts.push({ id: PLAIN_LAYOUT_ID, routes: [] });
  return {
    apps,
    notFound: {
      appId: home?.appId ?? '',
      layoutId: PLAIN_LAYOUT_ID,
      route: {
        id: NOT_FOUND_ROUTE_ID,
        path: '/introuvable',
        status: 404,
        title: portalPageTitle,
        loader: () => ({
          status: 404,
          meta: {
            title: portalMessages.notFound.title,
            description: portalMessages.notFound.description,
            tags: [{ name: 'robots', content: 'noindex,nofollow' }],
          },
        }),
        ...(shellView ? { view: () => ({ ...shellView, load: undefined, head: pageHeadTags }) } : {}),
      },
    },
  };
}
