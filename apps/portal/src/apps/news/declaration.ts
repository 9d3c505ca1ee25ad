import type { AppChunk, AppDeclaration } from '../../routing/app-declaration.ts';
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
  load: (): Promise<AppChunk> => import('./news-app.ts'),
} as const satisfies AppDeclaration;
