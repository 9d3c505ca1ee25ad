import type {
  AppRoutesDefinition,
  PageRecord,
  RouteContext,
  RouteDefinition,
  RouteTableOptions,
} from '@portail/router';

/** The content applications that this portal ships, each as its own lazily loaded chunk. */
export const CONTENT_APP_IDS = [
  'news',
  'ohdio',
  'tv',
  'stories',
  'food',
  'a11y',
  'utils',
  'webmaster',
] as const;
export type ContentAppId = (typeof CONTENT_APP_IDS)[number];

/** Where route and layout loaders get their components and data (the module registry). */
export interface RouteModules {
  layout(appId: string, layoutId: string): Promise<unknown>;
  page(appId: string, routeId: string, context: RouteContext): Promise<PageRecord>;
}

type RouteSpec = Omit<RouteDefinition, 'loader' | 'navigate'> & { navigate?: RouteDefinition['navigate'] };

/** News sections served by the portal (a subset of the news application's registry prefixes). */
export const NEWS_SECTIONS = [
  'info',
  'sports',
  'arts',
  'politique',
  'economie',
  'international',
  'science',
  'techno',
  'sante',
  'environnement',
  'societe',
  'justice-et-faits-divers',
  'insolite',
  'espaces-autochtones',
  'grandmontreal',
  'quebec',
  'estrie',
  'ontario/toronto',
  'acadie/nouveau-brunswick',
] as const;

export const PLAIN_LAYOUT_ID = 'shell-plain';
export const NOT_FOUND_ROUTE_ID = 'not-found';

const ROUTES: Record<ContentAppId, { layoutId: string; routes: RouteSpec[] }> = {
  news: {
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
      ...NEWS_SECTIONS.map((slug) => ({ id: `news-section-${slug.replace('/', '-')}`, path: `/${slug}` })),
    ],
  },
  ohdio: {
    layoutId: 'ohdio-main',
    routes: [
      { id: 'ohdio-home', path: '/ohdio' },
      { id: 'ohdio-podcast', path: '/ohdio/balados/:id/:slug' },
      { id: 'ohdio-audiobooks', path: '/ohdio/livres-audio' },
      { id: 'ohdio-premiere', path: '/premiere' },
      { id: 'ohdio-premiere-show', path: '/premiere/emissions/:show' },
    ],
  },
  tv: {
    layoutId: 'tv-main',
    routes: [
      { id: 'tv-home', path: '/tele' },
      { id: 'tv-show', path: '/tele/:show' },
      { id: 'tv-decrypteurs', path: '/decrypteurs' },
      { id: 'tv-rdi-site', path: '/rdi/*show/site' },
    ],
  },
  stories: {
    layoutId: 'stories-main',
    routes: [
      { id: 'stories-home', path: '/recits-numeriques' },
      { id: 'stories-story', path: '/recit-numerique/:id/:slug' },
      { id: 'stories-photo', path: '/reportage-photo/:id/:slug' },
    ],
  },
  food: {
    layoutId: 'food-main',
    routes: [
      { id: 'food-home', path: '/mordu' },
      { id: 'food-recipe', path: '/mordu/recettes/:slug' },
    ],
  },
  a11y: { layoutId: 'a11y-main', routes: [{ id: 'a11y-home', path: '/a11y' }] },
  utils: {
    layoutId: 'utils-main',
    routes: [
      { id: 'utils-home', path: '/utils' },
      { id: 'utils-redirect', path: '/utils/redirection', status: 301, redirect: '/mordu' },
      { id: 'utils-loop', path: '/utils/boucle', status: 302, redirect: '/utils/boucle' },
      { id: 'utils-error', path: '/utils/erreur' },
      { id: 'utils-slow', path: '/utils/lent' },
    ],
  },
  webmaster: { layoutId: 'webmaster-main', routes: [{ id: 'webmaster-home', path: '/web-adhoc' }] },
};

/** The portal's route table: every content application as one layout holding its routes. */
export function buildPortalRoutes(modules: RouteModules): RouteTableOptions {
  const apps: AppRoutesDefinition[] = CONTENT_APP_IDS.map((appId) => {
    const { layoutId, routes } = ROUTES[appId];
    const definitions: RouteDefinition[] = routes.map((spec) =>
      spec.redirect !== undefined || spec.navigate
        ? spec
        : { ...spec, loader: (context) => modules.page(appId, spec.id, context) },
    );
    const layouts = [{ id: layoutId, loader: () => modules.layout(appId, layoutId), routes: definitions }];
    if (appId === 'news')
      layouts.push({
        id: PLAIN_LAYOUT_ID,
        loader: () => modules.layout('shell', PLAIN_LAYOUT_ID),
        routes: [],
      });
    return { appId, layouts };
  });
  return {
    apps,
    notFound: {
      appId: 'news',
      layoutId: PLAIN_LAYOUT_ID,
      route: {
        id: NOT_FOUND_ROUTE_ID,
        path: '/introuvable',
        status: 404,
        loader: (context) => modules.page('shell', NOT_FOUND_ROUTE_ID, context),
      },
    },
  };
}
