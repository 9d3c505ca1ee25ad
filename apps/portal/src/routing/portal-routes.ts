import type {
  AppRoutesDefinition,
  PageRecord,
  RouteContext,
  RouteDefinition,
  RouteTableOptions,
} from '@portail/router';
import { contentApps } from '../apps/registry.ts';

/** Where route and layout loaders get their components and data (the module registry). */
export interface RouteModules {
  layout(appId: string): Promise<unknown>;
  page(appId: string, routeId: string, context: RouteContext): Promise<PageRecord>;
}

export const PLAIN_LAYOUT_ID = 'shell-plain';
export const NOT_FOUND_ROUTE_ID = 'not-found';
/** The shell's own module (the not-found page and its plain layout), in the main bundle. */
export const SHELL_MODULE_ID = 'shell';

/**
 * The portal's route table, from the content applications' declarations (apps/registry.ts): each
 * application one layout holding its routes, each route without a redirect loading its page from
 * the application's module; the not-found route is the shell's own.
 */
export function buildPortalRoutes(modules: RouteModules): RouteTableOptions {
  const apps: AppRoutesDefinition[] = contentApps.map((app) => ({
    appId: app.id,
    layouts: [
      {
        id: app.layoutId,
        loader: () => modules.layout(app.id),
        routes: app.routes.map((spec): RouteDefinition =>
          spec.redirect !== undefined
            ? spec
            : { ...spec, loader: (context) => modules.page(app.id, spec.id, context) },
        ),
      },
    ],
  }));
  // The not-found route and its plain layout belong to the home application, the registry's first.
  const [home] = apps;
  home?.layouts.push({ id: PLAIN_LAYOUT_ID, loader: () => modules.layout(SHELL_MODULE_ID), routes: [] });
  return {
    apps,
    notFound: {
      appId: home?.appId ?? '',
      layoutId: PLAIN_LAYOUT_ID,
      route: {
        id: NOT_FOUND_ROUTE_ID,
        path: '/introuvable',
        status: 404,
        loader: (context) => modules.page(SHELL_MODULE_ID, NOT_FOUND_ROUTE_ID, context),
      },
    },
  };
}
