// Every route of both apps, read from their own route tables, for the gates that walk them: the size
// budgets, Lighthouse and the accessibility report. A route added to a table is covered at once.
import { routes as accountRoutes } from '@portail/account/routes';
import { contentApps } from '@portail/portal/apps';
import { buildPortalRoutes } from '@portail/portal/routes';

export interface AppRouteEntry {
  app: 'portal' | 'account';
  /** The route's pattern as its table writes it (`/nouvelle/:id/:slug`). */
  path: string;
  id: string;
  status: number;
  /** For the portal, the content application whose chunk renders the route (none: the shell's own). */
  contentApp?: string;
}

/**
 * The portal's routes that render a page (redirects and disabled routes excluded), with the
 * application that renders each: the content applications' declarations (apps/registry.ts), then
 * the shell's not-found route.
 */
export function portalRoutes(): AppRouteEntry[] {
  const entries: AppRouteEntry[] = contentApps.flatMap((app) =>
    app.routes
      .filter((route) => route.redirect === undefined && !route.disabled)
      .map((route) => ({
        app: 'portal' as const,
        path: route.path,
        id: route.id,
        status: route.status ?? 200,
        contentApp: app.id,
      })),
  );
  const { route: notFound } = buildPortalRoutes().notFound;
  entries.push({ app: 'portal', path: notFound.path, id: notFound.id, status: notFound.status ?? 404 });
  return entries;
}

/** Mon compte's routes. */
export function accountRoutesList(): AppRouteEntry[] {
  return accountRoutes.map((route) => ({
    app: 'account',
    path: route.path,
    id: route.id,
    status: route.status,
  }));
}

/** A concrete address for a route pattern: parameters get a plausible value. */
export function examplePath(pattern: string): string {
  return pattern
    .replace(/:id\b/g, '1')
    .replace(/:([A-Za-z]+)/g, 'exemple')
    .replace(/\*[A-Za-z]+/g, 'exemple');
}
