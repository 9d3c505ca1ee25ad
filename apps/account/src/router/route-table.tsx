import type { ComponentType, ReactNode } from 'react';
import type { RuntimeConfig } from '@portail/contracts';
import { AccountLayout } from '../AccountLayout.tsx';
import { CompletionLayout } from '../completion/CompletionLayout.tsx';
import { lazyWithPreload } from '../loading/lazy-preload.tsx';
import { lazySkeleton } from '../loading/lazy-skeleton.tsx';
import { PageSkeleton } from '../loading/Skeleton.tsx';
import { ProfileSkeleton } from '../pages/ProfileSkeleton.tsx';
import {
  matchRoute,
  routes,
  type AccountRoute,
  type MemberPageProps,
  type PageLoader,
  type RouteId,
} from './routes.ts';

export type { MemberPageProps } from './routes.ts';

export interface LayoutProps {
  config: RuntimeConfig;
  /** The route's path (the account menu marks it). */
  currentPath: string;
  search: string;
  onSignOut?: (() => void) | undefined;
  children: ReactNode;
}

/** A member's page: the lazy page, its loading screen, how its head is made. */
export interface MemberRouteEntry extends AccountRoute {
  member: true;
  Layout: ComponentType<LayoutProps>;
  /** The page, a chunk of its own: main.tsx loads the current page's at start (lazy-preload.tsx). */
  Page: ComponentType<MemberPageProps>;
  /** The loading screen: the page's headings and layout with placeholders (pre-rendered as is). */
  Skeleton: ComponentType<{ search: string }>;
}

/** The not-found route: no member, no page data, its fixed title (SPEC.md §2.3). */
export interface NotFoundRouteEntry extends AccountRoute {
  member: false;
  Layout: ComponentType<LayoutProps>;
}

export type RouteEntry = MemberRouteEntry | NotFoundRouteEntry;

/** What a route renders beyond its line in routes.ts, when it is not the default. */
interface BrowserPieces {
  /** Default: the main layout (AccountLayout). */
  Layout?: ComponentType<LayoutProps>;
  /** Default: the page's heading (its navigation label). */
  Skeleton?: ComponentType<{ search: string }>;
  /** Default: its line's lazy `page`. */
  Page?: ComponentType<MemberPageProps>;
}

// The loading screens of the pages other than "/": chunks of their own (lazy-skeleton.tsx). The
// profile's is in the first script, so that the first render of "/" (the pre-rendered screen's
// markup) and the member's request after it wait for no chunk; its page is a chunk (routes.ts).
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

/**
 * The pieces of the routes that have their own: the wizard has its layout, and the existing pages
 * their loading screens. A new page needs no line here.
 */
const pieces: Partial<Record<RouteId, BrowserPieces>> = {
  profile: { Skeleton: ProfileSkeleton },
  avatar: { Skeleton: AvatarSkeleton },
  newsletters: { Skeleton: NewslettersSkeleton },
  completion: { Layout: CompletionLayout, Skeleton: CompletionSkeleton },
  callback: { Skeleton: CallbackSkeleton },
  privacy: { Skeleton: PrivacySkeleton },
  devices: { Skeleton: DevicesSkeleton },
  history: { Skeleton: HistorySkeleton },
};

/** The default loading screen: the page's heading (a member's page is a lazy chunk away). */
function defaultSkeleton(heading: string) {
  return function DefaultSkeleton() {
    return (
      <PageSkeleton>
        <h1>{heading}</h1>
      </PageSkeleton>
    );
  };
}

/** A route with its pieces: its own (`pieces`) or the defaults. */
export function entryOf(route: AccountRoute): RouteEntry {
  const own = pieces[route.id] ?? {};
  const Layout = own.Layout ?? AccountLayout;
  if (route.status === 404) return { ...route, member: false, Layout };
  // A member route without a page of its own has its line's (routes.ts: every such line has one).
  const load = route.page as PageLoader;
  const Page = own.Page ?? lazyWithPreload(load);
  return {
    ...route,
    member: true,
    Layout,
    Page,
    Skeleton: own.Skeleton ?? defaultSkeleton(route.nav ?? route.title),
  };
}

/** Every route of Mon compte with its pieces, in the order of routes.ts. */
export const routeTable: readonly RouteEntry[] = routes.map(entryOf);

const byId = new Map(routeTable.map((entry) => [entry.id, entry]));

/** The entry of a path; an unrecognised path gets the not-found route's. */
export function entryFor(pathname: string): RouteEntry {
  return byId.get(matchRoute(pathname).id) as RouteEntry;
}
