import type { AppDeclaration } from '../../routing/app-declaration.ts';
import type { PortalAppModule } from '../../routing/app-module.ts';

/** The test application: a page for each rule of the router. */
export const utils = {
  id: 'utils',
  layoutId: 'utils-main',
  routes: [
    { id: 'utils-home', path: '/utils' },
    { id: 'utils-redirect', path: '/utils/redirection', status: 301, redirect: '/mordu' },
    { id: 'utils-loop', path: '/utils/boucle', status: 302, redirect: '/utils/boucle' },
    { id: 'utils-error', path: '/utils/erreur' },
    { id: 'utils-slow', path: '/utils/lent' },
  ],
  load: (): Promise<PortalAppModule> => import('./utils-app.ts').then((chunk) => chunk.appModule),
} as const satisfies AppDeclaration;
