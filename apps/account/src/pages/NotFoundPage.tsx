import { messages } from '@portail/ui';
import { PageHead } from '../head/PageHead.tsx';

/** The 404 page of SPEC.md §2.3 with its fixed title and description. */
export function NotFoundPage({ homeHref = '/' }: { homeHref?: string }) {
  return (
    <>
      <PageHead
        meta={null}
        fallbackTitle={messages.notFound.title}
        fallbackDescription={messages.notFound.description}
        robots="noindex"
      />
      <h1>{messages.notFound.heading}</h1>
      <p className="account-lead">{messages.notFound.description}</p>
      <p>
        <a href={homeHref}>{messages.notFound.backHome}</a>
      </p>
    </>
  );
}
