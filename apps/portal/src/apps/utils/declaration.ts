import type { AppChunk, AppDeclaration } from '../../routing/app-declaration.ts';

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
  load: (): Promise<AppChunk> => import('./utils-app.ts'),
} as const satisfies AppDeclaration;
