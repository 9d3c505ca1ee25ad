import { createElement, useLayoutEffect } from 'react';
import { useStore } from '@portail/state';
import { formatMessage, messages } from '@portail/ui';
import { portalMessages } from '../messages.ts';
import { NotFoundPage } from './NotFoundPage.tsx';
import { PageHead } from './PageHead.tsx';
import type { PortalRuntime } from './runtime.ts';

/** Renders the committed location: its layout, its page and the page head; the 404 page otherwise. */
export function RouterView({ runtime }: { runtime: PortalRuntime }) {
  const location = useStore(runtime.routerStore, (state) => state.location);
  const page = useStore(runtime.pagesStore, (state) => (location ? state.pages[location.pageId] : undefined));
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
  const Layout = runtime.modules.layoutComponent(location.layoutId);
  const Page = runtime.modules.pageComponent(location.routeId);
  const title = page?.meta.title ?? messages.portal.title;
  const body =
    location.statusCode !== 200 || !Layout || !Page ? (
      <NotFoundPage />
    ) : (
      // The components come from the module registry (stable per route), not from this render.
      createElement(Layout, { location, children: createElement(Page, { page, location }) })
    );
  return (
    <>
      <PageHead
        page={page}
        fallbackTitle={location.statusCode === 200 ? messages.portal.title : portalMessages.notFound.title}
      />
      <div data-route-id={location.routeId} data-app-id={location.appId} data-status={location.statusCode}>
        {body}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {location.requestIndex > 1 ? formatMessage(messages.site.pageLoaded, { title }) : ''}
      </p>
    </>
  );
}
