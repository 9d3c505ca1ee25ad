import type { AppChunk, AppDeclaration } from '../../routing/app-declaration.ts';

/** The TV application. */
export const tv = {
  id: 'tv',
  layoutId: 'tv-main',
  routes: [
    { id: 'tv-home', path: '/tele' },
    { id: 'tv-show', path: '/tele/:show' },
    { id: 'tv-decrypteurs', path: '/decrypteurs' },
    { id: 'tv-rdi-site', path: '/rdi/*show/site' },
  ],
  load: (): Promise<AppChunk> => import('./tv-app.ts'),
} as const satisfies AppDeclaration;
