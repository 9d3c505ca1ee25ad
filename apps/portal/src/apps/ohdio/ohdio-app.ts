import { appDisplayNames } from '@portail/contracts';
import { contentPage, namedContentPage } from '../../content/page-content.ts';
import type { ohdio } from '../registry.ts';
import type { RouteIdOf } from '../../routing/app-declaration.ts';
import { defineContentApp, isNumericId } from '../../content/define-app-module.tsx';
import type { PortalPage } from '../../routing/app-module.ts';
import { withAudioListing } from './audio-page-data.ts';
import { AudioListPage } from './AudioListPage.tsx';

const APP = appDisplayNames.ohdio;
const ACROSS = [
  { href: '/', label: 'À la une', note: 'l’information du portail' },
  {
    href: '/nouvelle/2145702/budget-quebec-sante',
    label: 'Budget du Québec : la santé obtient la plus grande part',
  },
  { href: '/tele/les-enfants-de-la-tele', label: 'Télé : Les enfants de la télé' },
];

const contentApp = defineContentApp<RouteIdOf<typeof ohdio>>({
  appName: APP,
  nav: [
    { href: '/ohdio', label: 'Balados' },
    { href: '/ohdio/livres-audio', label: 'Livres audio' },
    { href: '/premiere', label: 'Radio en direct' },
  ],
  pages: {
    'ohdio-home': () =>
      withAudioListing(
        contentPage({
          path: '/ohdio',
          appName: APP,
          title: 'Balados, livres audio et radio',
          heading: 'OHdio',
          description: 'Balados, livres audio et radio en direct du diffuseur public.',
          intro: 'Des balados d’ici, des livres audio et la radio en direct, à écouter partout.',
          breadcrumbs: [APP],
          links: [
            {
              href: '/ohdio/balados/9876/les-grands-entretiens',
              label: 'Les grands entretiens',
              note: 'balado',
            },
            {
              href: '/ohdio/balados/9912/histoires-de-science',
              label: 'Histoires de science',
              note: 'balado',
            },
            {
              href: '/premiere/emissions/bien-entendu',
              label: 'Bien entendu',
              note: 'émission de la Première',
            },
            ...ACROSS,
          ],
        }),
        'episodes',
      ),
    'ohdio-podcast': ({ pathParams, pathname }) => {
      if (!isNumericId(pathParams.id)) return { status: 404 };
      return namedContentPage(pathParams.slug, (name) => ({
        path: pathname,
        appName: APP,
        kicker: 'Balado',
        description: `Tous les épisodes du balado ${name}.`,
        intro: `Tous les épisodes du balado ${name}, à écouter en continu dans le lecteur du portail.`,
        breadcrumbs: [APP, 'Balados', name],
        links: [{ href: '/ohdio', label: 'Tous les balados' }, ...ACROSS],
      }));
    },
    'ohdio-audiobooks': () =>
      contentPage({
        path: '/ohdio/livres-audio',
        appName: APP,
        title: 'Livres audio',
        heading: 'Livres audio',
        description: 'Romans, contes et récits lus par des voix d’ici.',
        intro: 'Romans, contes et récits lus par des comédiennes et des comédiens d’ici.',
        breadcrumbs: [APP, 'Livres audio'],
        links: [{ href: '/ohdio', label: 'Retour aux balados' }, ...ACROSS],
      }),
    'ohdio-premiere': () =>
      withAudioListing(
        contentPage({
          path: '/premiere',
          appName: APP,
          title: 'Ici Première en direct',
          heading: 'La Première en direct',
          description: 'La radio de la Première, en direct de votre région.',
          intro: 'Information, culture et société : la radio de la Première, en direct de votre région.',
          breadcrumbs: [APP, 'Première'],
          links: [{ href: '/premiere/emissions/bien-entendu', label: 'Bien entendu' }, ...ACROSS],
        }),
        'stations',
      ),
    'ohdio-premiere-show': ({ pathParams, pathname }) =>
      namedContentPage(pathParams.show, (name) => ({
        path: pathname,
        appName: APP,
        kicker: 'Émission de la Première',
        description: `L’émission ${name} à la Première.`,
        intro: `Les segments et les entrevues de l’émission ${name}.`,
        breadcrumbs: [APP, 'Première', name],
        links: [{ href: '/premiere', label: 'La Première en direct' }, ...ACROSS],
      })),
  },
});

/** The audio application: its home lists the episodes and /premiere the live stations of the local
 * services, each with « Écouter »; the other pages are content pages. */
const listed = (page: PortalPage | undefined) => page && { ...page, component: AudioListPage };

export const { layout } = contentApp;
export const pages: typeof contentApp.pages = {
  ...contentApp.pages,
  'ohdio-home': listed(contentApp.pages['ohdio-home']),
  'ohdio-premiere': listed(contentApp.pages['ohdio-premiere']),
};
