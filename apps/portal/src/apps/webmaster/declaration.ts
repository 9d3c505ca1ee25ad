import type { AppDeclaration } from '../../routing/app-declaration.ts';
import type { PortalAppModule } from '../../routing/app-module.ts';

/** The webmaster application. */
export const webmaster = {
  id: 'webmaster',
  layoutId: 'webmaster-main',
  routes: [{ id: 'webmaster-home', path: '/web-adhoc' }],
  load: (): Promise<PortalAppModule> => import('./webmaster-app.ts').then((chunk) => chunk.appModule),
} as const satisfies AppDeclaration;
