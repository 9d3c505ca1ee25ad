// The portal's content applications, each declared once here (Mon compte's routes.ts does the same for
// its pages): its id (@portail/contracts `APP_IDS`), its layout, its routes and its chunk. Its folder
// holds its module (`{app}-app.ts`, the layout and a page by route id, which imports its declaration
// as a type only: the declarations are in the first script, the modules in their chunks) and its
// stylesheet (`{app}.css`). Node's scripts read this file too: nothing is imported here that Node
// cannot load (a chunk is a dynamic import).
import type { AppDeclaration } from '../routing/app-declaration.ts';
import type { ModuleLoader, PortalAppModule } from '../routing/app-module.ts';
import { NEWS_SECTIONS, newsSectionRouteId } from './news/news-sections.ts';

/** Info, the news application: the home, articles, themes and the sections. */
export const news = {
  id: 'news',
  layoutId: 'news-main',
  routes: [
    { id: 'news-home', path: '/' },
    { id: 'news-article', path: '/nouvelle/:id/:slug' },
    { id: 'news-theme', path: '/theme/:theme' },
    {
      id: 'news-legacy-article',
      path: '/info/nouvelles/:id',
      status: 301,
      version: 'v4',
      redirect: ({ pathParams }) => `/nouvelle/${encodeURIComponent(pathParams.id ?? '')}/article`,
    },
    ...NEWS_SECTIONS.map((slug) => ({ id: newsSectionRouteId(slug), path: `/${slug}` })),
  ],
  load: (): Promise<PortalAppModule> => import('./news/news-app.ts'),
} as const satisfies AppDeclaration;

/** The audio application: podcasts, audiobooks and live radio. */
export const ohdio = {
  id: 'ohdio',
  layoutId: 'ohdio-main',
  routes: [
    { id: 'ohdio-home', path: '/ohdio' },
    { id: 'ohdio-podcast', path: '/ohdio/balados/:id/:slug' },
    { id: 'ohdio-audiobooks', path: '/ohdio/livres-audio' },
    { id: 'ohdio-premiere', path: '/premiere' },
    { id: 'ohdio-premiere-show', path: '/premiere/emissions/:show' },
  ],
  load: (): Promise<PortalAppModule> => import('./ohdio/ohdio-app.ts'),
} as const satisfies AppDeclaration;

/** The TV application. */
export const tv = {
  id: 'tv',
  layoutId: 'tv-main',
  routes: [
    { id: 'tv-home', path: '/tele' },
    { id: 'tv-show', path: '/tele/:show' },
    { id: 'tv-decrypteurs', path: '/decrypteurs' },
    { id: 'tv-rdi-site', path: '/rdi/*show/site' },
  ],
  load: (): Promise<PortalAppModule> => import('./tv/tv-app.ts'),
} as const satisfies AppDeclaration;

/** The feature-story application. */
export const stories = {
  id: 'stories',
  layoutId: 'stories-main',
  routes: [
    { id: 'stories-home', path: '/recits-numeriques' },
    { id: 'stories-story', path: '/recit-numerique/:id/:slug' },
    { id: 'stories-photo', path: '/reportage-photo/:id/:slug' },
  ],
  load: (): Promise<PortalAppModule> => import('./stories/stories-app.ts'),
} as const satisfies AppDeclaration;

/** Mordu, the food application. */
export const food = {
  id: 'food',
  layoutId: 'food-main',
  routes: [
    { id: 'food-home', path: '/mordu' },
    { id: 'food-recipe', path: '/mordu/recettes/:slug' },
  ],
  load: (): Promise<PortalAppModule> => import('./food/food-app.ts'),
} as const satisfies AppDeclaration;

/** The accessibility application. */
export const a11y = {
  id: 'a11y',
  layoutId: 'a11y-main',
  routes: [{ id: 'a11y-home', path: '/a11y' }],
  load: (): Promise<PortalAppModule> => import('./a11y/a11y-app.ts'),
} as const satisfies AppDeclaration;

/** The test application: a page for each rule of the router. */
export const utils = {
  id: 'utils',
  layoutId: 'utils-main',
  routes: [
    { id: 'utils-home', path: '/utils' },
    { id: 'utils-redirect', path: '/utils/redirection', status: 301, redirect: '/mordu' },
    { id: 'utils-loop', path: '/utils/boucle', status: 302, redirect: '/utils/boucle' },
    { id: 'utils-error', path: '/utils/erreur' },
    { id: 'utils-slow', path: '/utils/lent' },
  ],
  load: (): Promise<PortalAppModule> => import('./utils/utils-app.ts'),
} as const satisfies AppDeclaration;

/** The webmaster application. */
export const webmaster = {
  id: 'webmaster',
  layoutId: 'webmaster-main',
  routes: [{ id: 'webmaster-home', path: '/web-adhoc' }],
  load: (): Promise<PortalAppModule> => import('./webmaster/webmaster-app.ts'),
} as const satisfies AppDeclaration;

/**
 * The content applications this portal ships, each a lazily loaded chunk, in the order the route
 * table registers them. Adding one: its declaration above and here, its folder (its module, its
 * stylesheet) and, for a new id, its id and display name in @portail/contracts' `applications.ts`;
 * everything else (route table, application switch, module loaders, pre-rendering, the gates' route
 * lists, the application registry's entry) follows from this list.
 */
const declarations = [news, ohdio, tv, stories, food, a11y, utils, webmaster] as const;

export type ContentAppId = (typeof declarations)[number]['id'];

export const contentApps: readonly AppDeclaration<string, ContentAppId>[] = declarations;

/** Each content application's chunk, loaded on first use: its declaration's `load` itself. */
export const moduleLoaders: Record<ContentAppId, ModuleLoader> = Object.fromEntries(
  contentApps.map((app) => [app.id, app.load]),
) as Record<ContentAppId, ModuleLoader>;
