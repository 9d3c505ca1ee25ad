import type { AppDeclaration } from '../../routing/app-declaration.ts';
import type { PortalAppModule } from '../../routing/app-module.ts';
import { NEWS_SECTIONS, newsSectionRouteId } from './news-sections.ts';

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
  load: (): Promise<PortalAppModule> => import('./news-app.ts').then((chunk) => chunk.appModule),
} as const satisfies AppDeclaration;
