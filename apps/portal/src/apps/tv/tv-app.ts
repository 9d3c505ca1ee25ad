import { appDisplayNames } from '@portail/contracts';
import { contentPage, namedContentPage } from '../../content/page-content.ts';
import type { tv } from '../registry.ts';
import type { RouteIdOf } from '../../routing/app-declaration.ts';
import { defineContentApp } from '../../content/define-app-module.tsx';

const APP = appDisplayNames.tv;
const ACROSS = [
  { href: '/', label: 'À la une' },
  { href: '/ohdio', label: 'OHdio', note: 'balados' },
  { href: '/nouvelle/2145678/pont-champlain-travaux', label: 'Travaux sur le pont Champlain' },
];

export const { layout, pages } = defineContentApp<RouteIdOf<typeof tv>>({
  appName: APP,
  nav: [
    { href: '/tele', label: 'Émissions' },
    { href: '/decrypteurs', label: 'Les décrypteurs' },
    { href: '/rdi/les-coulisses-du-pouvoir/site', label: 'RDI' },
  ],
  pages: {
    'tv-home': () =>
      contentPage({
        path: '/tele',
        appName: APP,
        title: 'Émissions et séries',
        heading: 'Télé',
        description: 'Émissions, séries et grilles horaires de la télé du diffuseur public.',
        intro: 'Émissions, séries, documentaires et grilles horaires.',
        breadcrumbs: [APP],
        links: [
          { href: '/tele/les-enfants-de-la-tele', label: 'Les enfants de la télé' },
          { href: '/tele/district-31', label: 'District 31' },
          { href: '/decrypteurs', label: 'Les décrypteurs', note: 'vérification des faits' },
          { href: '/rdi/les-coulisses-du-pouvoir/site', label: 'Les coulisses du pouvoir', note: 'RDI' },
          ...ACROSS,
        ],
      }),
    'tv-show': ({ pathParams, pathname }) =>
      namedContentPage(pathParams.show, (name) => ({
        path: pathname,
        appName: APP,
        kicker: 'Émission',
        description: `L’émission ${name} : épisodes, horaire et coulisses.`,
        intro: `Épisodes, horaire et coulisses de l’émission ${name}.`,
        breadcrumbs: [APP, name],
        links: [{ href: '/tele', label: 'Toutes les émissions' }, ...ACROSS],
      })),
    'tv-decrypteurs': () =>
      contentPage({
        path: '/decrypteurs',
        appName: APP,
        title: 'Les décrypteurs',
        heading: 'Les décrypteurs',
        description: 'L’équipe qui vérifie les faits et démêle la désinformation.',
        intro: 'L’équipe qui vérifie les faits, démêle la désinformation et explique comment s’en protéger.',
        breadcrumbs: [APP, 'Les décrypteurs'],
        links: ACROSS,
      }),
    'tv-rdi-site': ({ pathParams, pathname }) =>
      namedContentPage(pathParams.show?.split('/').pop(), (name) => ({
        path: pathname,
        appName: APP,
        kicker: 'RDI',
        description: `Le site de l’émission ${name} à RDI.`,
        intro: `Le site de l’émission ${name}, diffusée à RDI.`,
        breadcrumbs: [APP, 'RDI', name],
        links: [{ href: '/tele', label: 'Toutes les émissions' }, ...ACROSS],
      })),
  },
});
