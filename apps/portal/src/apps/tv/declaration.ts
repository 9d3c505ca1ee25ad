import type { AppDeclaration } from '../../routing/app-declaration.ts';
import type { PortalAppModule } from '../../routing/app-module.ts';

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
  load: (): Promise<PortalAppModule> => import('./tv-app.ts').then((chunk) => chunk.appModule),
} as const satisfies AppDeclaration;
