import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@portail/state';
import { accountNewslettersMessages, formatMessage, messages } from '@portail/ui';
import { useAccount } from '../context.ts';
import { PageHead } from '../head/PageHead.tsx';
import { connectedProfile } from '../member/member-store.ts';
import { PageSkeleton } from '../loading/Skeleton.tsx';
import { keptQuery } from '../router/kept-query.ts';
import { createNewslettersApi, type NewslettersApi } from './newsletters-api.ts';
import type { NewslettersPage as PageModel } from './newsletter-page.ts';
import { NewslettersSections } from './NewslettersSkeleton.tsx';
import { memberTokenSource } from '../session/member-token.ts';

const text = accountNewslettersMessages;
const FALLBACK_TITLE = `${messages.account.nav.newsletters} | ${messages.account.title}`;

/**
 * The form of the member's choices (NewslettersForm.tsx): its code loads as the page asks for its
 * data, beside that request, and shows with the data.
 */
const loadForm = () => import('./NewslettersForm.tsx').then((module) => module.NewslettersForm);

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; page: PageModel; Form: Awaited<ReturnType<typeof loadForm>> }
  | { status: 'failed' }
  /** The form's code did not load: the error screen's (AccountApp's error boundary), as a page's chunk. */
  | { status: 'formFailed'; error: unknown };

/** "/infolettres": the GraphQL page of the member's newsletters, to choose and save (SPEC.md §4.7). */
export function NewslettersPage({ api }: { api?: NewslettersApi }) {
  const { config, session, router, member } = useAccount();
  const profile = useStore(member, connectedProfile);
  const [newslettersApi] = useState(
    () =>
      api ??
      createNewslettersApi({
        // The GraphQL host of the deployment's API routing (SPEC.md §7).
        apiOrigin: config.deployment.apiRouting.graphql,
        getAccessToken: memberTokenSource(session, member),
      }),
  );
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  const retry = useCallback(() => {
    setLoad({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  useEffect(() => {
    let current = true;
    // The form's code and the data load side by side, and show together.
    const form = loadForm();
    form.catch(() => undefined);
    newslettersApi.loadPage().then(
      (page) =>
        form.then(
          (Form) => current && setLoad({ status: 'ready', page, Form }),
          (error: unknown) => current && setLoad({ status: 'formFailed', error }),
        ),
      () => current && setLoad({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [newslettersApi, attempt]);

  if (load.status === 'formFailed') throw load.error;
  if (!profile) return null;
  const page = load.status === 'ready' ? load.page : null;
  return (
    <>
      <PageHead
        meta={page?.meta ?? null}
        fallbackTitle={FALLBACK_TITLE}
        fallbackDescription={messages.account.intro}
        fromMobileApp={keptQuery(router.location().search).has('fromMobileApp')}
      />
      <h1>{page?.data.labels.title ?? messages.account.nav.newsletters}</h1>
      <p className="account-lead">{formatMessage(text.intro, { email: profile.email })}</p>
      {load.status === 'loading' ? (
        <PageSkeleton status={text.loading}>
          <NewslettersSections />
        </PageSkeleton>
      ) : null}
      {load.status === 'failed' ? (
        <div className="notice notice-error" role="alert">
          <p>{text.loadError}</p>
          <button type="button" className="button button-secondary" onClick={retry}>
            {text.retry}
          </button>
        </div>
      ) : null}
      {load.status === 'ready' ? <load.Form page={load.page} profile={profile} api={newslettersApi} /> : null}
    </>
  );
}
