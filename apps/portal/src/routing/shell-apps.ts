import type { ShellApp } from '@portail/router';
import a11yStylesheet from '../apps/a11y/a11y.css?url';
import foodStylesheet from '../apps/food/food.css?url';
import newsStylesheet from '../apps/news/news.css?url';
import ohdioStylesheet from '../apps/ohdio/ohdio.css?url';
import storiesStylesheet from '../apps/stories/stories.css?url';
import tvStylesheet from '../apps/tv/tv.css?url';
import utilsStylesheet from '../apps/utils/utils.css?url';
import webmasterStylesheet from '../apps/webmaster/webmaster.css?url';
import type { ContentAppId } from './portal-routes.ts';
import type { ModuleLoader } from './module-registry.ts';

const stylesheets: Record<ContentAppId, string> = {
  news: newsStylesheet,
  ohdio: ohdioStylesheet,
  tv: tvStylesheet,
  stories: storiesStylesheet,
  food: foodStylesheet,
  a11y: a11yStylesheet,
  utils: utilsStylesheet,
  webmaster: webmasterStylesheet,
};

/** Each content application's chunk, loaded on first use. */
export const moduleLoaders: Record<ContentAppId, ModuleLoader> = {
  news: () => import('../apps/news/news-app.ts').then((module) => module.appModule),
  ohdio: () => import('../apps/ohdio/ohdio-app.ts').then((module) => module.appModule),
  tv: () => import('../apps/tv/tv-app.ts').then((module) => module.appModule),
  stories: () => import('../apps/stories/stories-app.ts').then((module) => module.appModule),
  food: () => import('../apps/food/food-app.ts').then((module) => module.appModule),
  a11y: () => import('../apps/a11y/a11y-app.ts').then((module) => module.appModule),
  utils: () => import('../apps/utils/utils-app.ts').then((module) => module.appModule),
  webmaster: () => import('../apps/webmaster/webmaster-app.ts').then((module) => module.appModule),
};

/**
 * The app manager's view of each application: its stylesheet, and enter/exit hooks that mark the
 * document with the active application (`<html data-app="food" data-previous-app="news">`).
 */
export function createShellApps(doc: Document): Record<ContentAppId, ShellApp> {
  const root = doc.documentElement;
  const entries = (Object.keys(stylesheets) as ContentAppId[]).map((id): [ContentAppId, ShellApp] => [
    id,
    {
      id,
      stylesheet: stylesheets[id],
      onEnter: ({ previousAppId }) => {
        root.dataset.app = id;
        if (previousAppId) root.dataset.previousApp = previousAppId;
      },
      onExit: () => {
        delete root.dataset.app;
      },
    },
  ]);
  return Object.fromEntries(entries) as Record<ContentAppId, ShellApp>;
}
