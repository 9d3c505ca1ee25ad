import type { RouteDefinition } from '@portail/router';
import type { PortalAppModule } from './app-module.ts';

/** A route of a content application as its declaration writes it: the table adds its page and title. */
export type RouteSpec<RouteId extends string = string> = Omit<
  RouteDefinition,
  'id' | 'loader' | 'navigate' | 'view' | 'chunk' | 'title'
> & {
  id: RouteId;
};

/**
 * A portal content application, declared once in apps/registry.ts (its stylesheet is the file
 * `apps/{id}/{id}.css`, routing/stylesheets.ts): the route table, the application switch (its
 * stylesheet), each route's page, the pre-rendering and the gates' route lists (e2e/app-routes.ts)
 * all read it there. Node's scripts read it too: nothing here is imported that Node cannot load (its
 * chunk is a dynamic import). Written `{ … } as const satisfies AppDeclaration`: checked, and its
 * route ids kept literal.
 */
export interface AppDeclaration<RouteId extends string = string, Id extends string = string> {
  /** The application's id in the application registry (@portail/router `APP_IDS`). */
  id: Id;
  /** The one layout holding its routes. */
  layoutId: string;
  /** Its routes: path, status, redirect; every route without a redirect has a page in its module. */
  routes: readonly RouteSpec<RouteId>[];
  /**
   * Its chunk's module, which exports its layout and pages (with their data), loaded on first use;
   * each route's page is the module's page of its id. Written with its return type (`():
   * Promise<PortalAppModule> => import('./food-app.ts')`): the module is checked against it where
   * it is declared.
   */
  load: () => Promise<PortalAppModule>;
}

/** The route ids of a declaration (what its module's pages are keyed by). */
export type RouteIdOf<Declaration> = Declaration extends AppDeclaration<infer RouteId> ? RouteId : never;
