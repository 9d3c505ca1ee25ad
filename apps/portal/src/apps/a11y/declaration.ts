import type { AppDeclaration } from '../../routing/app-declaration.ts';
import type { PortalAppModule } from '../../routing/app-module.ts';

/** The accessibility application. */
export const a11y = {
  id: 'a11y',
  layoutId: 'a11y-main',
  routes: [{ id: 'a11y-home', path: '/a11y' }],
  load: (): Promise<PortalAppModule> => import('./a11y-app.ts').then((chunk) => chunk.appModule),
} as const satisfies AppDeclaration;
