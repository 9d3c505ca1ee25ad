import { appDisplayNames } from '@portail/contracts';
import { contentPage } from '../../content/page-content.ts';
import type { webmaster } from '../registry.ts';
import type { RouteIdOf } from '../../routing/app-declaration.ts';
import { defineContentApp } from '../../content/define-app-module.tsx';

const APP = appDisplayNames.webmaster;

export const { layout, pages } = defineContentApp<RouteIdOf<typeof webmaster>>({
  appName: APP,
  nav: [],
  pages: {
    'webmaster-home': () =>
      contentPage({
        path: '/web-adhoc',
        appName: APP,
        title: 'Outils du webmestre',
        heading: 'Outils du webmestre',
        description: 'Pages ponctuelles et outils de l’équipe web.',
        intro: 'Les pages ponctuelles et les outils de l’équipe web du portail.',
        breadcrumbs: [APP],
        tags: [{ name: 'robots', content: 'noindex,nofollow' }],
        links: [
          { href: '/utils', label: 'Outils de test du routeur' },
          { href: '/', label: 'À la une' },
        ],
      }),
  },
});
