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

export type PageLoader = (context: RouteContext) => PageRecord | Promise<PageRecord>;

/** A page of a content application: its component and its data. */
export interface PortalPage {
  component: ComponentType<PortalPageProps>;
  load: PageLoader;
}

/**
 * What a lazily loaded content application's module exports (`layout` and `pages`, so that its
 * chunk is the module itself): its layout and, by the id of each route of its declaration, its page.
 */
export interface PortalAppModule<RouteId extends string = string> {
  layout: ComponentType<PortalLayoutProps>;
  pages: Partial<Record<RouteId, PortalPage>>;
}

/** Loads a content application's chunk (its declaration's `load`). */
export type ModuleLoader = () => Promise<PortalAppModule>;

/**
 * A portal route's page as the router holds it once loaded (`@portail/router`'s `RouteView`): the
 * layout it sits in, its component and data loader (its head: `page-head-tags.ts`, from its data).
 */
export interface PortalRouteView {
  layout: ComponentType<PortalLayoutProps>;
  component: ComponentType<PortalPageProps> | undefined;
  load: PageLoader | undefined;
}
