import type { AppDeclaration } from '../../routing/app-declaration.ts';
import type { PortalAppModule } from '../../routing/app-module.ts';

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
  load: (): Promise<PortalAppModule> => import('./ohdio-app.ts').then((chunk) => chunk.appModule),
} as const satisfies AppDeclaration;
