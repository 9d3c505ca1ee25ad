import type { AppChunk, AppDeclaration } from '../../routing/app-declaration.ts';

/** The feature-story application. */
export const stories = {
  id: 'stories',
  layoutId: 'stories-main',
  routes: [
    { id: 'stories-home', path: '/recits-numeriques' },
    { id: 'stories-story', path: '/recit-numerique/:id/:slug' },
    { id: 'stories-photo', path: '/reportage-photo/:id/:slug' },
  ],
  load: (): Promise<AppChunk> => import('./stories-app.ts'),
} as const satisfies AppDeclaration;
