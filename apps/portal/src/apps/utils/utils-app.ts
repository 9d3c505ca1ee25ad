import { appDisplayNames } from '@portail/contracts';
import { contentPage } from '../../content/page-content.ts';
import type { utils } from '../registry.ts';
import type { RouteIdOf } from '../../routing/app-declaration.ts';
import { defineContentApp } from '../../content/define-app-module.tsx';

const APP = appDisplayNames.utils;
/** How long the slow page takes, so that a person can click elsewhere meanwhile. */
const SLOW_PAGE_DELAY_MS = 1500;

class DemoLoaderError extends Error {
  readonly code = 'DEMO_LOADER_ERROR';
}

export const { layout, pages } = defineContentApp<RouteIdOf<typeof utils>>({
  appName: APP,
  nav: [],
  pages: {
    'utils-home': () =>
      contentPage({
        path: '/utils',
        appName: APP,
        title: 'Outils de test du routeur',
        heading: 'Outils de test du routeur',
        description: 'Des liens pour essayer la navigation du portail.',
        intro: 'Chaque lien ci-dessous exerce une règle du routeur du portail.',
        linksHeading: 'Essais du routeur',
        breadcrumbs: [APP],
        links: [
          { href: '/utils/redirection', label: 'Redirection 301 vers Mordu' },
          {
            href: '/utils/boucle',
            label: 'Boucle de redirections',
            note: 'plus de 4 redirections : chargement complet',
          },
          { href: '/utils/erreur', label: 'Page en erreur', note: 'chargement complet de la page' },
          { href: '/utils/lent', label: 'Page lente', note: 'cliquez ailleurs pendant le chargement' },
          { href: '/info/nouvelles/2145678', label: 'Ancienne adresse d’article (v4)', note: 'redirection' },
          { href: '/nouvelle/pas-un-numero/titre', label: 'Article sans numéro', note: 'page introuvable' },
          {
            href: '/info/mon-info/mes-suivis',
            label: 'Page d’une autre application',
            note: 'externe : chargement complet',
          },
          { href: '/page-qui-n-existe-pas', label: 'Adresse inconnue', note: 'page introuvable' },
          { href: '/utils#liens', label: 'Lien d’ancre sur cette page', note: 'seul le fragment change' },
          {
            href: '/mordu?sans-routeur=1',
            label: 'Mordu sans le routeur',
            note: 'lien ignoré par le routeur : chargement complet',
            ignoreNavigation: true,
          },
        ],
      }),
    'utils-error': () => {
      throw new DemoLoaderError('Page de démonstration en erreur');
    },
    'utils-slow': ({ signal }) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () =>
            resolve(
              contentPage({
                path: '/utils/lent',
                appName: APP,
                title: 'Page lente',
                heading: 'Page lente',
                description: 'Une page qui prend son temps.',
                intro: `Cette page a pris ${SLOW_PAGE_DELAY_MS / 1000} s à charger.`,
                breadcrumbs: [APP, 'Page lente'],
                links: [{ href: '/utils', label: 'Retour aux outils' }],
              }),
            ),
          SLOW_PAGE_DELAY_MS,
        );
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(signal.reason);
        });
      }),
  },
});
