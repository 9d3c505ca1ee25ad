import type { AppDeclaration } from '../../routing/app-declaration.ts';
import type { PortalAppModule } from '../../routing/app-module.ts';

/** Mordu, the food application. */
export const food = {
  id: 'food',
  layoutId: 'food-main',
  routes: [
    { id: 'food-home', path: '/mordu' },
    { id: 'food-recipe', path: '/mordu/recettes/:slug' },
  ],
  load: (): Promise<PortalAppModule> => import('./food-app.ts').then((chunk) => chunk.appModule),
} as const satisfies AppDeclaration;
