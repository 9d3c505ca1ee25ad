import type { PageDataKind } from '../api/types.ts';
import { MEMBER_CENTER_CALLBACK_PATH } from '@portail/contracts';

export type RouteId = 'profile' | 'avatar' | 'newsletters' | 'callback' | 'notFound';

export interface AccountRoute {
  id: RouteId;
  path: string;
  /** The sphere page data that the route loads, if any. */
  pageData: PageDataKind | null;
  /** Robots directive added to the page meta. */
  robots?: string;
  status: number;
}

/** The main layout of SPEC.md §2.3 (the completion layout arrives with its wizard). */
export const routes: readonly AccountRoute[] = [
  { id: 'profile', path: '/', pageData: 'profile', status: 200 },
  { id: 'avatar', path: '/avatar', pageData: 'avatar', status: 200 },
  // Reserved: the newsletters page (GraphQL page data) is built with issue 7; until then it is not found.
  { id: 'newsletters', path: '/infolettres', pageData: null, status: 200 },
  {
    id: 'callback',
    path: MEMBER_CENTER_CALLBACK_PATH,
    pageData: 'profile',
    robots: 'noindex,nofollow',
    status: 200,
  },
  { id: 'notFound', path: '/error/notfound', pageData: null, status: 404 },
];

const notFound = routes.find((route) => route.status === 404) as AccountRoute;

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** The route of a path; an unrecognised path gets the not-found route. */
export function matchRoute(pathname: string): AccountRoute {
  const path = normalise(pathname);
  return routes.find((route) => route.path === path) ?? notFound;
}

export function isKnownPath(pathname: string): boolean {
  return matchRoute(pathname).status !== 404;
}
