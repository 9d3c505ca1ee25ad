import type { ComponentType, FunctionComponent } from 'react';
import { MEMBER_CENTER_CALLBACK_PATH } from '@portail/contracts';
import {
  account,
  accountCompletionHeading,
  accountSecurityNav,
  notFound as notFoundMessages,
  privacyTitle,
} from '@portail/ui/messages';
import type { PageDataKind } from '../api/types.ts';

/**
 * What a member's page is given: the address's query, its page data's analytics record. The member
 * it reads from the member store itself (`connectedProfile`, or only the fields it shows), so that a
 * change of the profile renders only the pages and parts that show it.
 */
export interface MemberPageProps {
  search: string;
  /** The `metric` of the route's page data, once loaded (null before, or without page data). */
  metric: unknown;
}

/** A member's page, loaded on demand. */
export type PageLoader = () => Promise<ComponentType<MemberPageProps>>;

interface RouteDeclaration {
  id: string;
  path: string;
  status: number;
  /** The sphere page data that the route loads, if any. */
  pageData: PageDataKind | null;
  /** Its link in the account navigation (the layout lists these, in the table's order). */
  nav?: string;
  /** The tab's title before page data arrive (and in the live region); default: « {nav} | Mon compte | Portail ». */
  title?: string;
  /** The page, loaded on demand. */
  page?: PageLoader;
  /** Robots directive added to the page meta. */
  robots?: string;
  /** The title stays once the page data arrive (theirs is another page's: the profile's). */
  keepTitle?: true;
  /** The page writes its head from data it loads itself (the newsletters' GraphQL page). */
  ownHead?: true;
}

const accountTitle = (page: string) => `${page} | ${account.title}`;

/**
 * Mon compte's route table (SPEC.md §2.3): one line a page — its address, page data, navigation
 * link, title and lazy page. Node's scripts read it too (e2e/app-routes.ts: the size budgets,
 * Lighthouse and the accessibility walk cover every path), so it holds data and loaders only; what
 * renders in the browser (the layout, a page's own loading screen) is route-table.tsx's, with defaults: a new page needs no line there.
 */
const table = [
  {
    id: 'profile',
    path: '/',
    status: 200,
    pageData: 'profile',
    nav: account.nav.profile,
    title: account.pageTitles.profile,
    // main.tsx loads the page at the address beside the sign-in answer's reading (its form is not
    // in the other pages' first script).
    page: () => import('../pages/ProfilePage.tsx').then((module) => module.ProfilePage),
  },
  {
    id: 'avatar',
    path: '/avatar',
    status: 200,
    pageData: 'avatar',
    nav: account.nav.avatar,
    title: account.pageTitles.avatar,
    // The photo page reads no route props (its own are test seams, left out here; so do the
    // newsletters, member-centre return, devices and history pages).
    page: () => import('../avatar/AvatarPage.tsx').then((module) => module.AvatarPage as FunctionComponent),
  },
  // The newsletters page loads its own page data by GraphQL (PageMyNewslettersSubscriptions).
  {
    id: 'newsletters',
    path: '/infolettres',
    status: 200,
    pageData: null,
    nav: account.nav.newsletters,
    page: () =>
      import('../newsletters/NewslettersPage.tsx').then(
        (module) => module.NewslettersPage as FunctionComponent,
      ),
    ownHead: true,
  },
  {
    id: 'completion',
    path: '/completion',
    status: 200,
    pageData: 'profile',
    title: accountTitle(accountCompletionHeading),
    page: () => import('../completion/CompletionWizard.tsx').then((module) => module.CompletionWizard),
    keepTitle: true,
  },
  {
    id: 'callback',
    path: MEMBER_CENTER_CALLBACK_PATH,
    status: 200,
    pageData: 'profile',
    title: account.pageTitles.profile,
    page: () =>
      import('../callback/MemberCenterCallbackPage.tsx').then(
        (module) => module.MemberCenterCallbackPage as FunctionComponent,
      ),
    robots: 'noindex,nofollow',
  },
  { id: 'notFound', path: '/error/notfound', status: 404, pageData: null, title: notFoundMessages.title },
  // « Confidentialité » (issue 32 item 5) reads its own data (the member's privacy choice).
  {
    id: 'privacy',
    path: '/confidentialite',
    status: 200,
    pageData: null,
    nav: privacyTitle,
    page: () => import('../privacy/PrivacyPage.tsx').then((module) => module.PrivacyPage),
  },
  // Issue 32: the member's sessions and sign-in history, read from the member APIs by the pages.
  {
    id: 'devices',
    path: '/appareils',
    status: 200,
    pageData: null,
    nav: accountSecurityNav.devices,
    page: () =>
      import('../security/DevicesPage.tsx').then((module) => module.DevicesPage as FunctionComponent),
  },
  {
    id: 'history',
    path: '/historique',
    status: 200,
    pageData: null,
    nav: accountSecurityNav.history,
    page: () =>
      import('../security/HistoryPage.tsx').then((module) => module.HistoryPage as FunctionComponent),
  },
] as const satisfies readonly RouteDeclaration[];

export type RouteId = (typeof table)[number]['id'];

export interface AccountRoute extends Omit<RouteDeclaration, 'id' | 'title'> {
  id: RouteId;
  title: string;
}

/** Every route of Mon compte, in the table's order, each with its title. */
export const routes: readonly AccountRoute[] = table.map((route: RouteDeclaration) => ({
  ...route,
  title: route.title ?? accountTitle(route.nav ?? ''),
})) as AccountRoute[];

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
