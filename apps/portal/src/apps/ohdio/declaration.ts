import type { AppChunk, AppDeclaration } from '../../routing/app-declaration.ts';

/** The audio application: podcasts, audiobooks and live radio. */
export const ohdio = {
  id: 'ohdio',
  layoutId: 'ohdio-main',
  routes: [
    { id: 'ohdio-home', path: '/ohdio' },
    { id: 'ohdio-podcast', path: '/ohdio/balados/:id/:slug' },
    { id: 'ohdio-audiobooks', path: '/ohdio/livres-audio' },
    { id: 'ohdio-premiere', path: '/premiere' },
    { id: 'ohdio-premiere-show', path: '/premiere/emissions/:show' },
  ],
  load: (): Promise<AppChunk> => import('./ohdio-app.ts'),
} as const satisfies AppDeclaration;
