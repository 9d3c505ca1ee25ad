import type { AppRoutesDefinition, RouteDefinition, RouteTableOptions } from '@portail/router';
import * as uiMessages from '@portail/ui/messages';
import { contentApps } from '../apps/registry.ts';
import { portalMessages } from '../messages.ts';
import type { ModuleLoader, PortalRouteView } from './app-module.ts';

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
 * The portal's route table, from the content applications' declarations (apps/registry.ts): each
 * application one layout holding its routes, each route without a redirect one entry carrying its
 * application's chunk (the router takes the route's page from it: layout, component and data,
 * loaded on first use) and its title (the page meta's, else the portal's; the not-found page's for
 * a status other than 200); the not-found route is the shell's own. Every page's head is built from
 * its data by `page-head-tags.ts`.
 */
export function buildPortalRoutes({
  loaders,
  shellView,
}: PortalRouteOptions = {}): RouteTableOptions<PortalRouteView> {
  const apps: AppRoutesDefinition<PortalRouteView>[] = contentApps.map((app) => {
    const chunk = loaders?.[app.id] ?? app.load;
    return {
      appId: app.id,
      layouts: [
        {
          id: app.layoutId,
          routes: app.routes.map((spec): RouteDefinition<PortalRouteView> =>
            spec.redirect !== undefined ? spec : { ...spec, title: uiMessages.portal.title, chunk },
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
        title: portalMessages.notFound.title,
        loader: () => ({
          status: 404,
          meta: {
            title: portalMessages.notFound.title,
            description: portalMessages.notFound.description,
            tags: [{ name: 'robots', content: 'noindex,nofollow' }],
          },
        }),
        ...(shellView ? { view: () => ({ ...shellView, load: undefined }) } : {}),
      },
    },
  };
}
