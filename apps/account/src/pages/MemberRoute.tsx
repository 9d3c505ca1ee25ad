import { Suspense, useMemo } from 'react';
import { useAccount } from '../context.ts';
import { PageHead } from '../head/PageHead.tsx';
import { usePageData } from '../head/use-page-data.ts';
import { RouteSkeleton } from '../loading/RouteSkeleton.tsx';
import { routeHead } from '../head/route-head.ts';
import { withKeptQuery } from '../router/kept-query.ts';
import type { MemberRouteEntry } from '../router/route-table.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

/**
 * A page of a signed-in member, as its route's entry says: its page data, its head, its page (a
 * chunk of its own), whose loading screen stays while its code loads. The page reads the member from
 * the member store itself (routes.ts, MemberPageProps): a change of the profile does not render this again.
 */
export function MemberRoute({ route, search }: { route: MemberRouteEntry; search: string }) {
  const { api } = useAccount();
  const pageData = usePageData(api, route.pageData);
  const head = useMemo(() => routeHead(route, search), [route, search]);
  if (pageData.status === 'notFound') return <NotFoundPage homeHref={withKeptQuery('/', search)} />;
  const ready = pageData.status === 'ready' ? pageData.page : null;
  // While a page's code loads, its loading screen stays (the one the member's loading showed).
  const skeleton = <RouteSkeleton route={route} search={search} />;
  const { Page } = route;
  const page = <Page search={search} metric={ready?.metric ?? null} />;
  if (route.ownHead)
    return (
      // The page has a title while its chunk loads too (its own head replaces this one).
      <Suspense
        fallback={
          <>
            <PageHead meta={null} {...head} />
            {skeleton}
          </>
        }
      >
        {page}
      </Suspense>
    );
  const meta = ready && route.keepTitle ? { ...ready.meta, title: route.title } : (ready?.meta ?? null);
  return (
    <>
      <PageHead meta={meta} {...head} />
      <Suspense fallback={skeleton}>{page}</Suspense>
    </>
  );
}
