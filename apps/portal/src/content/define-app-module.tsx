import type { PageRecord, RouteContext } from '@portail/router';
import type { PortalAppModule, PortalLayoutProps } from '../routing/app-module.ts';
import { AppLayout, type AppNavLink } from './AppLayout.tsx';
import { ContentPage } from './ContentPage.tsx';

export type PageLoader = (context: RouteContext) => PageRecord | Promise<PageRecord>;

/** A content application whose every page is a content page inside one layout. */
export function defineContentApp({
  appId,
  appName,
  layoutId,
  nav,
  pages,
}: {
  appId: string;
  appName: string;
  layoutId: string;
  nav: AppNavLink[];
  pages: Record<string, PageLoader>;
}): PortalAppModule {
  function Layout({ location, children }: PortalLayoutProps) {
    return (
      <AppLayout appId={appId} appName={appName} nav={nav} currentPath={location.pathname}>
        {children}
      </AppLayout>
    );
  }
  return {
    layouts: { [layoutId]: Layout },
    pages: Object.fromEntries(Object.keys(pages).map((routeId) => [routeId, ContentPage])),
    load(routeId, context) {
      const loader = pages[routeId];
      if (!loader) return { status: 404 };
      return loader(context);
    },
  };
}

/** Digits only: the number of an article, a story or a podcast. */
export function isNumericId(value: string | undefined): value is string {
  return value !== undefined && /^\d{1,12}$/.test(value);
}
