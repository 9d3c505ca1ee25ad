import { appDisplayNames } from '@portail/contracts';
import { contentPage, namedContentPage } from '../../content/page-content.ts';
import type { food } from '../registry.ts';
import type { RouteIdOf } from '../../routing/app-declaration.ts';
import { defineContentApp } from '../../content/define-app-module.tsx';

const APP = appDisplayNames.food;
const ACROSS = [
  { href: '/', label: 'À la une' },
  { href: '/sante', label: 'Santé' },
  { href: '/ohdio', label: 'OHdio', note: 'balados' },
];
const RECIPES = [
  { href: '/mordu/recettes/tarte-au-sucre', label: 'Tarte au sucre' },
  { href: '/mordu/recettes/soupe-aux-pois', label: 'Soupe aux pois' },
  { href: '/mordu/recettes/pouding-chomeur', label: 'Pouding chômeur' },
];

export const { layout, pages } = defineContentApp<RouteIdOf<typeof food>>({
  appName: APP,
  nav: [{ href: '/mordu', label: 'Recettes' }],
  pages: {
    'food-home': () =>
      contentPage({
        path: '/mordu',
        appName: APP,
        title: 'Recettes et conseils',
        heading: 'Mordu',
        description: 'Recettes et conseils pour bien manger.',
        intro: 'Des recettes d’ici, des conseils de saison et des idées pour bien manger.',
        breadcrumbs: [APP],
        links: [...RECIPES, ...ACROSS],
        linksHeading: 'Recettes et liens',
      }),
    'food-recipe': ({ pathParams, pathname }) =>
      namedContentPage(pathParams.slug, (name) => ({
        path: pathname,
        appName: APP,
        kicker: 'Recette',
        description: `La recette : ${name}.`,
        intro: `Les ingrédients, les étapes et nos astuces pour réussir : ${name}.`,
        breadcrumbs: [APP, 'Recettes', name],
        links: [...RECIPES.filter((recipe) => recipe.href !== pathname), ...ACROSS],
      })),
  },
});
