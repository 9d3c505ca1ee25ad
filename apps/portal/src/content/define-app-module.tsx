import type { PageLoader, PortalAppModule, PortalLayoutProps, PortalPage } from '../routing/app-module.ts';
import { AppLayout, type AppNavLink } from './AppLayout.tsx';
import { ContentPage } from './ContentPage.tsx';

export type { PageLoader };

/**
 * A content application whose every page is a content page inside its layout; `RouteId` is its
 * declaration's (`defineContentApp<RouteIdOf<typeof food>>`: a type only, so that the chunk does
 * not import the declaration, which the first script holds).
 */
export function defineContentApp<RouteId extends string>({
  appName,
  nav,
  pages,
}: {
  appName: string;
  nav: AppNavLink[];
  /** The data of each page, by the id of its route in the declaration. */
  pages: Partial<Record<RouteId, PageLoader>>;
}): PortalAppModule<RouteId> {
  function Layout({ location, children }: PortalLayoutProps) {
    return (
      <AppLayout appId={location.appId} appName={appName} nav={nav} currentPath={location.pathname}>
        {children}
      </AppLayout>
    );
  }
  const entries = Object.entries(pages) as [RouteId, PageLoader][];
  return {
    layout: Layout,
    pages: Object.fromEntries(
      entries.map(([routeId, load]): [RouteId, PortalPage] => [routeId, { component: ContentPage, load }]),
    ) as Partial<Record<RouteId, PortalPage>>,
  };
}

/** Digits only: the number of an article, a story or a podcast. */
export function isNumericId(value: string | undefined): value is string {
  return value !== undefined && /^\d{1,12}$/.test(value);
}
