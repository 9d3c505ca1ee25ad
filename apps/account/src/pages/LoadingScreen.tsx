import { PageHead } from '../head/PageHead.tsx';
import { routeHead } from '../head/route-head.ts';
import { RouteSkeleton } from '../loading/RouteSkeleton.tsx';
import type { MemberRouteEntry } from '../router/route-table.tsx';

/**
 * While the member loads (their sign-in renewed, their profile read): the page's own structure
 * with placeholders, under the page's own title. The HTML of each page is pre-rendered with it.
 */
export function LoadingScreen({ route, search }: { route: MemberRouteEntry; search: string }) {
  return (
    <>
      <PageHead meta={null} {...routeHead(route, search)} />
      <RouteSkeleton route={route} search={search} />
    </>
  );
}
