import type { AppChunk, AppDeclaration } from '../../routing/app-declaration.ts';

/** The accessibility application. */
export const a11y = {
  id: 'a11y',
  layoutId: 'a11y-main',
  routes: [{ id: 'a11y-home', path: '/a11y' }],
  load: (): Promise<AppChunk> => import('./a11y-app.ts'),
} as const satisfies AppDeclaration;
