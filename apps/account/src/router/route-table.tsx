import { lazy, type ComponentType, type ReactNode } from 'react';
import { messages } from '@portail/ui';
import type { RuntimeConfig } from '@portail/contracts';
import { AccountLayout } from '../AccountLayout.tsx';
import { CompletionLayout } from '../completion/CompletionLayout.tsx';
import { lazySkeleton } from '../loading/lazy-skeleton.tsx';
import type { MemberProfile } from '../member/member-profile.ts';
import { ProfilePage } from '../pages/ProfilePage.tsx';
import { ProfileSkeleton } from '../pages/ProfileSkeleton.tsx';
import { matchRoute, routes, type AccountRoute, type RouteId } from './routes.ts';

/** What a member's page is given: the member, the address's query, its page data's analytics record. */
export interface MemberPageProps {
  profile: MemberProfile;
  search: string;
  /** The `metric` of the route's page data, once loaded (null before, or without page data). */
  metric: unknown;
}

export interface LayoutProps {
  config: RuntimeConfig;
  /** The route's path (the account menu marks it). */
  currentPath: string;
  search: string;
  onSignOut?: (() => void) | undefined;
  children: ReactNode;
}

interface RoutePieces {
  /** The page's title before its page data arrive, while the member loads, and in the live region. */
  title: string;
  Layout: ComponentType<LayoutProps>;
}

/** A member's page: the lazy page, its loading screen, how its head is made. */
export interface MemberRouteEntry extends AccountRoute, RoutePieces {
  member: true;
  Page: ComponentType<MemberPageProps>;
  /** The loading screen: the page's headings and layout with placeholders (pre-rendered as is). */
  Skeleton: ComponentType<{ search: string }>;
  /** The title stays once the page data arrive (theirs is another page's: the profile's). */
  keepTitle?: true;
  /** The page writes its head from data it loads itself (the newsletters' GraphQL page). */
  ownHead?: true;
}

/** The not-found route: no member, no page data, its fixed title (SPEC.md §2.3). */
export interface NotFoundRouteEntry extends AccountRoute, RoutePieces {
  member: false;
}

export type RouteEntry = MemberRouteEntry | NotFoundRouteEntry;

type Pieces = Omit<MemberRouteEntry, keyof AccountRoute> | Omit<NotFoundRouteEntry, keyof AccountRoute>;

const AvatarPage = lazy(() =>
  // The photo page takes no member props (its test seams only).
  import('../avatar/AvatarPage.tsx').then(({ AvatarPage: Page }) => ({ default: () => <Page /> })),
);
const NewslettersPage = lazy(() =>
  import('../newsletters/NewslettersPage.tsx').then((module) => ({ default: module.NewslettersPage })),
);
const CompletionWizard = lazy(() =>
  import('../completion/CompletionWizard.tsx').then((module) => ({ default: module.CompletionWizard })),
);
const PrivacyPage = lazy(() =>
  import('../privacy/PrivacyPage.tsx').then((module) => ({ default: module.PrivacyPage })),
);
const DevicesPage = lazy(() =>
  import('../security/DevicesPage.tsx').then(({ DevicesPage: Page }) => ({ default: () => <Page /> })),
);
const HistoryPage = lazy(() =>
  import('../security/HistoryPage.tsx').then(({ HistoryPage: Page }) => ({ default: () => <Page /> })),
);
const MemberCenterCallbackPage = lazy(() =>
  import('../callback/MemberCenterCallbackPage.tsx').then((module) => ({
    default: module.MemberCenterCallbackPage,
  })),
);

// The loading screens of the pages other than "/": chunks of their own (lazy-skeleton.tsx).
const AvatarSkeleton = lazySkeleton(() =>
  import('../avatar/AvatarSkeleton.tsx').then((module) => module.AvatarSkeleton),
);
const NewslettersSkeleton = lazySkeleton(() =>
  import('../newsletters/NewslettersSkeleton.tsx').then((module) => module.NewslettersSkeleton),
);
const CompletionSkeleton = lazySkeleton(() =>
  import('../completion/CompletionSkeleton.tsx').then((module) => module.CompletionSkeleton),
);
const PrivacySkeleton = lazySkeleton(() =>
  import('../privacy/PrivacySkeleton.tsx').then((module) => module.PrivacySkeleton),
);
const DevicesSkeleton = lazySkeleton(() =>
  import('../security/SecuritySkeleton.tsx').then((module) => module.DevicesSkeleton),
);
const HistorySkeleton = lazySkeleton(() =>
  import('../security/SecuritySkeleton.tsx').then((module) => module.HistorySkeleton),
);
const CallbackSkeleton = lazySkeleton(() =>
  import('../callback/MemberCenterCallbackSkeleton.tsx').then((module) => module.CallbackSkeleton),
);

const accountTitle = (page: string) => `${page} | ${messages.account.title}`;

/**
 * Each route's pieces, by the id of its address in routes.ts (which Node's scripts read: the gates
 * walk every path). The profile page is in the first script ("/" paints it); the others load lazily.
 */
const pieces: Record<RouteId, Pieces> = {
  profile: {
    member: true,
    title: messages.account.pageTitles.profile,
    Layout: AccountLayout,
    Page: ProfilePage,
    Skeleton: ProfileSkeleton,
  },
  avatar: {
    member: true,
    title: messages.account.pageTitles.avatar,
    Layout: AccountLayout,
    Page: AvatarPage,
    Skeleton: AvatarSkeleton,
  },
  newsletters: {
    member: true,
    title: accountTitle(messages.account.nav.newsletters),
    Layout: AccountLayout,
    Page: NewslettersPage,
    Skeleton: NewslettersSkeleton,
    ownHead: true,
  },
  completion: {
    member: true,
    title: accountTitle(messages.accountFlowsFirstScreen.completionHeading),
    Layout: CompletionLayout,
    Page: CompletionWizard,
    Skeleton: CompletionSkeleton,
    keepTitle: true,
  },
  callback: {
    member: true,
    title: messages.account.pageTitles.profile,
    Layout: AccountLayout,
    Page: MemberCenterCallbackPage,
    Skeleton: CallbackSkeleton,
  },
  notFound: { member: false, title: messages.notFound.title, Layout: AccountLayout },
  privacy: {
    member: true,
    title: accountTitle(messages.privacyTitle),
    Layout: AccountLayout,
    Page: PrivacyPage,
    Skeleton: PrivacySkeleton,
  },
  devices: {
    member: true,
    title: accountTitle(messages.accountSecurityNav.devices),
    Layout: AccountLayout,
    Page: DevicesPage,
    Skeleton: DevicesSkeleton,
  },
  history: {
    member: true,
    title: accountTitle(messages.accountSecurityNav.history),
    Layout: AccountLayout,
    Page: HistoryPage,
    Skeleton: HistorySkeleton,
  },
};

/** Every route of Mon compte with its pieces, in the order of routes.ts. */
export const routeTable: readonly RouteEntry[] = routes.map(
  (route) => ({ ...route, ...pieces[route.id] }) as RouteEntry,
);

const byId = new Map(routeTable.map((entry) => [entry.id, entry]));

/** The entry of a path; an unrecognised path gets the not-found route's. */
export function entryFor(pathname: string): RouteEntry {
  return byId.get(matchRoute(pathname).id) as RouteEntry;
}
