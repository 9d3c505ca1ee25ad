import type { AppChunk, AppDeclaration } from '../../routing/app-declaration.ts';

/** The webmaster application. */
export const webmaster = {
  id: 'webmaster',
  layoutId: 'webmaster-main',
  routes: [{ id: 'webmaster-home', path: '/web-adhoc' }],
  load: (): Promise<AppChunk> => import('./webmaster-app.ts'),
} as const satisfies AppDeclaration;
