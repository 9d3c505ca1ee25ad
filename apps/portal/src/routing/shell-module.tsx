import type { PortalAppModule, PortalLayoutProps } from './app-module.ts';
import { portalMessages } from '../messages.ts';
import { NotFoundPage } from './NotFoundPage.tsx';
import { NOT_FOUND_ROUTE_ID } from './portal-routes.ts';

function PlainLayout({ children }: PortalLayoutProps) {
  return <>{children}</>;
}

/** Shipped in the main bundle: the not-found route must render even when a chunk cannot load. */
export const shellModule: PortalAppModule = {
  layout: PlainLayout,
  pages: {
    [NOT_FOUND_ROUTE_ID]: {
      component: NotFoundPage,
      load: () => ({
        status: 404,
        meta: {
          title: portalMessages.notFound.title,
          description: portalMessages.notFound.description,
          tags: [{ name: 'robots', content: 'noindex,nofollow' }],
        },
      }),
    },
  },
};
