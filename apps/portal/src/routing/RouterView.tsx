import { createElement, useLayoutEffect } from 'react';
import { useStore } from '@portail/state';
import { DocumentHead, formatMessage, messages } from '@portail/ui';
import { portalMessages } from '../messages.ts';
import { NotFoundPage } from './NotFoundPage.tsx';
import type { PortalRouteView } from './app-module.ts';
import { pageHeadTags } from './page-head-tags.ts';
import type { PortalRuntime } from './runtime.ts';

/**
 * Renders the committed location with the page its route resolved to (the navigation machine loaded
 * it and committed it with the location: layout and component), and its head; the 404 page otherwise.
 */
export function RouterView({ runtime }: { runtime: PortalRuntime }) {
  const location = useStore(runtime.routerStore, (state) => state.location);
  // the portal's route table holds portal views (runtime.routes): what it committed is one of them
  const view = useStore(runtime.routerStore, (state) => state.view) as PortalRouteView | undefined;
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
  // The one title of the page, worked out by the navigation machine (the route's title rule).
  const title = location.metas.title;
  const body =
    location.statusCode !== 200 || !view?.component ? (
      <NotFoundPage />
    ) : (
      // The components come from the route's entry (stable per route), not from this render.
      createElement(view.layout, { location, children: createElement(view.component, { page, location }) })
    );
  return (
    <>
      <DocumentHead tags={pageHeadTags(page, title)} />
      <div data-route-id={location.routeId} data-app-id={location.appId} data-status={location.statusCode}>
        {body}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {location.requestIndex > 1 ? formatMessage(messages.site.pageLoaded, { title }) : ''}
      </p>
    </>
  );
}
