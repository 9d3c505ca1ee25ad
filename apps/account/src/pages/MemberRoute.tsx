import { lazy, Suspense } from 'react';
import { messages } from '@portail/ui';
import { useAccount } from '../context.ts';
import { PageHead } from '../head/PageHead.tsx';
import { usePageData } from '../head/usePageData.ts';
import type { MemberProfile } from '../member/memberProfile.ts';
import { RouteSkeleton } from '../loading/RouteSkeleton.tsx';
import { routeHead } from '../head/routeHead.ts';
import { withKeptQuery } from '../router/keptQuery.ts';
import type { AccountRoute } from '../router/routes.ts';
import { NotFoundPage } from './NotFoundPage.tsx';
import { ProfilePage } from './ProfilePage.tsx';

const AvatarPage = lazy(() =>
  import('../avatar/AvatarPage.tsx').then((module) => ({ default: module.AvatarPage })),
);
const NewslettersPage = lazy(() =>
  import('../newsletters/NewslettersPage.tsx').then((module) => ({ default: module.NewslettersPage })),
);
const CompletionWizard = lazy(() =>
  import('../completion/CompletionWizard.tsx').then((module) => ({ default: module.CompletionWizard })),
);
const MemberCenterCallbackPage = lazy(() =>
  import('../callback/MemberCenterCallbackPage.tsx').then((module) => ({
    default: module.MemberCenterCallbackPage,
  })),
);

/** A page of a signed-in member: its page data, its head, its content (the avatar page loads lazily). */
export function MemberRoute({
  route,
  profile,
  search,
}: {
  route: AccountRoute;
  profile: MemberProfile;
  search: string;
}) {
  const { api } = useAccount();
  const pageData = usePageData(api, route.pageData);
  if (pageData.status === 'notFound') return <NotFoundPage homeHref={withKeptQuery('/', search)} />;
  const meta = pageData.status === 'ready' ? pageData.page.meta : null;
  const metric = pageData.status === 'ready' ? pageData.page.metric : null;
  const head = routeHead(route, search);
  // While a page's code loads, its loading screen stays (the one the member's loading showed).
  const skeleton = <RouteSkeleton route={route} search={search} />;
  // The newsletters page builds its head from its own GraphQL page data.
  if (route.id === 'newsletters')
    return (
      <Suspense
        fallback={
          // The page has a title while its chunk loads too (its own head replaces this one).
          <>
            <PageHead meta={null} {...head} />
            {skeleton}
          </>
        }
      >
        <NewslettersPage profile={profile} />
      </Suspense>
    );
  return (
    <>
      <PageHead
        meta={
          route.id === 'completion' && meta
            ? { ...meta, title: `${messages.accountFlows.completion.heading} | ${messages.account.title}` }
            : meta
        }
        {...head}
      />
      {route.id === 'avatar' ? (
        <Suspense fallback={skeleton}>
          <AvatarPage />
        </Suspense>
      ) : route.id === 'completion' ? (
        <Suspense fallback={skeleton}>
          <CompletionWizard profile={profile} metric={metric} />
        </Suspense>
      ) : route.id === 'callback' ? (
        <Suspense fallback={skeleton}>
          <MemberCenterCallbackPage profile={profile} />
        </Suspense>
      ) : (
        <ProfilePage profile={profile} metric={metric} />
      )}
    </>
  );
}
