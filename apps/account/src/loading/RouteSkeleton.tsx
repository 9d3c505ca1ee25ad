import type { MemberRouteEntry } from '../router/route-table.tsx';

/**
 * The loading screen of a member's page: that page's structure with placeholders (a page's own
 * skeleton sits beside the page and route-table.tsx names it; else its heading alone). The
 * pre-rendered HTML of each route is this screen.
 */
export function RouteSkeleton({ route, search }: { route: MemberRouteEntry; search: string }) {
  const { Skeleton } = route;
  return <Skeleton search={search} />;
}
