import type { PageDataKind } from '../api/types.ts';
import { MEMBER_CENTER_CALLBACK_PATH } from '@portail/contracts';

export type RouteId =
  | 'profile'
  | 'avatar'
  | 'newsletters'
  | 'completion'
  | 'callback'
  | 'notFound'
  | 'privacy'
  | 'devices'
  | 'history';

export interface AccountRoute {
  id: RouteId;
  path: string;
  /** The sphere page data that the route loads, if any. */
  pageData: PageDataKind | null;
  /** Robots directive added to the page meta. */
  robots?: string;
  status: number;
}

/**
 * The addresses of SPEC.md §2.3, what Node's scripts read too (e2e/app-routes.ts: the size
 * budgets, Lighthouse and the accessibility walk cover every path). What renders each one (its lazy
 * page, loading screen, title and layout) is its entry in route-table.tsx.
 */
export const routes: readonly AccountRoute[] = [
  { id: 'profile', path: '/', pageData: 'profile', status: 200 },
  { id: 'avatar', path: '/avatar', pageData: 'avatar', status: 200 },
  // The newsletters page loads its own page data by GraphQL (PageMyNewslettersSubscriptions).
  { id: 'newsletters', path: '/infolettres', pageData: null, status: 200 },
  { id: 'completion', path: '/completion', pageData: 'profile', status: 200 },
  {
    id: 'callback',
    path: MEMBER_CENTER_CALLBACK_PATH,
    pageData: 'profile',
    robots: 'noindex,nofollow',
    status: 200,
  },
  { id: 'notFound', path: '/error/notfound', pageData: null, status: 404 },
  // « Confidentialité » (issue 32 item 5) reads its own data (the member's privacy choice).
  { id: 'privacy', path: '/confidentialite', pageData: null, status: 200 },
  // Issue 32: the member's sessions and sign-in history, read from the member APIs by the pages.
  { id: 'devices', path: '/appareils', pageData: null, status: 200 },
  { id: 'history', path: '/historique', pageData: null, status: 200 },
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
