import type { AppChunk, AppDeclaration } from '../../routing/app-declaration.ts';

/** Mordu, the food application. */
export const food = {
  id: 'food',
  layoutId: 'food-main',
  routes: [
    { id: 'food-home', path: '/mordu' },
    { id: 'food-recipe', path: '/mordu/recettes/:slug' },
  ],
  load: (): Promise<AppChunk> => import('./food-app.ts'),
} as const satisfies AppDeclaration;
