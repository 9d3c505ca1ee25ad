// Every route of both apps, read from their own route tables, for the gates that walk them: the size
// budgets, Lighthouse and the accessibility report. A route added to a table is covered at once.
import { routes as accountRoutes } from '@portail/account/routes';
import { buildPortalRoutes, CONTENT_APP_IDS, type RouteModules } from '@portail/portal/routes';

export interface AppRouteEntry {
  app: 'portal' | 'account';
  /** The route's pattern as its table writes it (`/nouvelle/:id/:slug`). */
  path: string;
  id: string;
  status: number;
  /** For the portal, the content application whose chunk renders the route (none: the shell's own). */
  contentApp?: string;
}

/** The portal's routes that render a page (redirects excluded), with the application that renders each. */
export function portalRoutes(): AppRouteEntry[] {
  let loadedApp: string | undefined;
  const recorder: RouteModules = {
    layout: async () => undefined,
    page: async (appId) => {
      loadedApp = appId;
      return { data: null } as never;
    },
  };
  const table = buildPortalRoutes(recorder);
  const context = { pathParams: {}, queryParams: {}, signal: new AbortController().signal } as never;
  const entries: AppRouteEntry[] = [];
  const add = (route: (typeof table.apps)[number]['layouts'][number]['routes'][number]) => {
    if (route.redirect !== undefined || !route.loader || route.disabled) return;
    loadedApp = undefined;
    void route.loader(context);
    const contentApp = (CONTENT_APP_IDS as readonly string[]).includes(loadedApp ?? '')
      ? loadedApp
      : undefined;
    entries.push({
      app: 'portal',
      path: route.path,
      id: route.id,
      status: route.status ?? 200,
      ...(contentApp ? { contentApp } : {}),
    });
  };
  for (const app of table.apps) for (const layout of app.layouts) layout.routes.forEach(add);
  add(table.notFound.route);
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
