import type { AppDeclaration } from '../../routing/app-declaration.ts';
import type { PortalAppModule } from '../../routing/app-module.ts';

/** The feature-story application. */
export const stories = {
  id: 'stories',
  layoutId: 'stories-main',
  routes: [
    { id: 'stories-home', path: '/recits-numeriques' },
    { id: 'stories-story', path: '/recit-numerique/:id/:slug' },
    { id: 'stories-photo', path: '/reportage-photo/:id/:slug' },
  ],
  load: (): Promise<PortalAppModule> => import('./stories-app.ts').then((chunk) => chunk.appModule),
} as const satisfies AppDeclaration;
