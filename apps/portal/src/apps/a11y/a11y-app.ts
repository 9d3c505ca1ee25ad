import { appDisplayNames } from '@portail/contracts';
import { contentPage } from '../../content/page-content.ts';
import type { a11y } from '../registry.ts';
import type { RouteIdOf } from '../../routing/app-declaration.ts';
import { defineContentApp } from '../../content/define-app-module.tsx';

const APP = appDisplayNames.a11y;

export const { layout, pages } = defineContentApp<RouteIdOf<typeof a11y>>({
  appName: APP,
  nav: [],
  pages: {
    'a11y-home': () =>
      contentPage({
        path: '/a11y',
        appName: APP,
        title: 'Déclaration d’accessibilité',
        heading: 'Accessibilité du portail',
        description: 'Notre engagement envers un portail utilisable par toutes et tous.',
        intro: 'Nous voulons que toutes et tous puissent s’informer, écouter et regarder sur le portail.',
        paragraphs: [
          'Le portail vise la conformité aux Règles pour l’accessibilité des contenus Web (WCAG) 2.1, niveau AA.',
          'Après chaque changement de page, le focus revient au début de la page : la touche Tabulation mène d’abord au lien « Passer au contenu principal ».',
          'Le portail fonctionne au clavier, respecte la préférence de mouvement réduit et s’adapte aux écrans de 320 pixels et plus.',
        ],
        breadcrumbs: [APP],
        links: [
          { href: '/', label: 'À la une' },
          { href: '/utils', label: 'Outils de test du routeur' },
        ],
      }),
  },
});
