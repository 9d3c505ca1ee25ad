import type { PortalAppModule, PortalLayoutProps } from './app-module.ts';
import { portalMessages } from '../messages.ts';
import { NotFoundPage } from './NotFoundPage.tsx';
import { NOT_FOUND_ROUTE_ID, PLAIN_LAYOUT_ID } from './portal-routes.ts';

function PlainLayout({ children }: PortalLayoutProps) {
  return <>{children}</>;
}

/** Shipped in the main bundle: the not-found route must render even when a chunk cannot load. */
export const shellModule: PortalAppModule = {
  layouts: { [PLAIN_LAYOUT_ID]: PlainLayout },
  pages: { [NOT_FOUND_ROUTE_ID]: NotFoundPage },
  load: () => ({
    status: 404,
    meta: {
      title: portalMessages.notFound.title,
      description: portalMessages.notFound.description,
      tags: [{ name: 'robots', content: 'noindex,nofollow' }],
    },
  }),
};
