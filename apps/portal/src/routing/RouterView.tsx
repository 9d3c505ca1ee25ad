import { createElement, useLayoutEffect, type ComponentType } from 'react';
import { useStore } from '@portail/state';
import { formatMessage, messages } from '@portail/ui';
import { portalMessages } from '../messages.ts';
import type { PortalLayoutProps } from './app-module.ts';
import { NotFoundPage } from './NotFoundPage.tsx';
import { PageHead } from './PageHead.tsx';
import type { PortalRuntime } from './runtime.ts';

/** Renders the committed location: its layout, its page and the page head; the 404 page otherwise. */
export function RouterView({ runtime }: { runtime: PortalRuntime }) {
  const location = useStore(runtime.routerStore, (state) => state.location);
  const page = useStore(runtime.pagesStore, (state) => (location ? state.pages[location.pageId] : undefined));
  // The layout as the navigation machine stored it (its loader's answer, the application's component).
  const Layout = useStore(runtime.pagesStore, (state) =>
    location ? (state.layouts[location.layoutId] as ComponentType<PortalLayoutProps> | undefined) : undefined,
  );
  // after React's commit, before the paint: the navigation then scrolls, focuses and says page-changed
  const shownIndex = location?.requestIndex;
  useLayoutEffect(() => {
    if (shownIndex !== undefined) runtime.renders.shown(shownIndex);
  }, [runtime, shownIndex]);
  if (!location) {
    return (
      <div className="container">
        <p className="router-loading">{portalMessages.loading}</p>
      </div>
    );
  }
  const Page = runtime.modules.pageComponent(location.routeId);
  // The one title of the page, worked out by the navigation machine (runtime.ts pageTitle).
  const title = location.metas.title;
  const body =
    location.statusCode !== 200 || !Layout || !Page ? (
      <NotFoundPage />
    ) : (
      // The components come from the module registry and the pages store (stable per route), not from this render.
      createElement(Layout, { location, children: createElement(Page, { page, location }) })
    );
  return (
    <>
      <PageHead page={page} title={title} />
      <div data-route-id={location.routeId} data-app-id={location.appId} data-status={location.statusCode}>
        {body}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {location.requestIndex > 1 ? formatMessage(messages.site.pageLoaded, { title }) : ''}
      </p>
    </>
  );
}
