import { appDisplayNames } from '@portail/contracts';
import { contentPage, namedContentPage } from '../../content/page-content.ts';
import type { stories } from '../registry.ts';
import type { RouteIdOf } from '../../routing/app-declaration.ts';
import { defineContentApp, isNumericId } from '../../content/define-app-module.tsx';

const APP = appDisplayNames.stories;
const ACROSS = [
  { href: '/', label: 'À la une' },
  { href: '/environnement', label: 'Environnement' },
  { href: '/mordu', label: 'Mordu', note: 'recettes' },
];

function story(kicker: string) {
  return ({ pathParams, pathname }: { pathParams: Record<string, string>; pathname: string }) => {
    if (!isNumericId(pathParams.id)) return { status: 404 };
    return namedContentPage(pathParams.slug, (name) => ({
      path: pathname,
      appName: APP,
      kicker,
      description: `${kicker} : ${name}.`,
      intro: 'Un long format en images, en sons et en mots, à parcourir à votre rythme.',
      breadcrumbs: [APP, kicker, name],
      links: [{ href: '/recits-numeriques', label: 'Tous les récits' }, ...ACROSS],
    }));
  };
}

export const { layout, pages } = defineContentApp<RouteIdOf<typeof stories>>({
  appName: APP,
  nav: [{ href: '/recits-numeriques', label: 'Tous les récits' }],
  pages: {
    'stories-home': () =>
      contentPage({
        path: '/recits-numeriques',
        appName: APP,
        title: 'Récits numériques',
        heading: 'Récits numériques',
        description: 'Grands reportages, récits numériques et reportages photo.',
        intro: 'Grands reportages, récits numériques et reportages photo de nos équipes.',
        breadcrumbs: [APP],
        links: [
          {
            href: '/recit-numerique/4567/le-fleuve-en-hiver',
            label: 'Le fleuve en hiver',
            note: 'récit numérique',
          },
          { href: '/reportage-photo/3456/la-banquise', label: 'La banquise', note: 'reportage photo' },
          ...ACROSS,
        ],
      }),
    'stories-story': story('Récit numérique'),
    'stories-photo': story('Reportage photo'),
  },
});
