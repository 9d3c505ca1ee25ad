import { lazy, Suspense } from 'react';
import { messages } from '@portail/ui';
import { useAccount } from '../context.ts';
import { PageHead } from '../head/PageHead.tsx';
import { usePageData } from '../head/usePageData.ts';
import type { MemberProfile } from '../member/memberProfile.ts';
import { keptQuery, withKeptQuery } from '../router/keptQuery.ts';
import type { AccountRoute } from '../router/routes.ts';
import { NotFoundPage } from './NotFoundPage.tsx';
import { ProfilePage } from './ProfilePage.tsx';

const AvatarPage = lazy(() =>
  import('../avatar/AvatarPage.tsx').then((module) => ({ default: module.AvatarPage })),
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
  const titles = messages.account.pageTitles;
  return (
    <>
      <PageHead
        meta={meta}
        fallbackTitle={route.id === 'avatar' ? titles.avatar : titles.profile}
        fallbackDescription={messages.account.intro}
        robots={route.robots}
        fromMobileApp={keptQuery(search).has('fromMobileApp')}
      />
      {route.id === 'avatar' ? (
        <Suspense fallback={<p role="status">{messages.account.session.loading}</p>}>
          <AvatarPage />
        </Suspense>
      ) : (
        <ProfilePage profile={profile} />
      )}
    </>
  );
}
