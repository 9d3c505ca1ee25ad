import type { ComponentType, ReactNode } from 'react';
import type { PageEntry, PageRecord, RouteContext, RouterLocation } from '@portail/router';

export interface PortalPageProps {
  page: PageEntry | undefined;
  location: RouterLocation;
}

export interface PortalLayoutProps {
  location: RouterLocation;
  children: ReactNode;
}

/** What a lazily loaded content application exports: its layouts, its pages and their data. */
export interface PortalAppModule {
  layouts: Record<string, ComponentType<PortalLayoutProps>>;
  pages: Record<string, ComponentType<PortalPageProps>>;
  load: (routeId: string, context: RouteContext) => PageRecord | Promise<PageRecord>;
}
