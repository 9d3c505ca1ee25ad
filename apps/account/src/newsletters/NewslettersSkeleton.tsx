import { accountNewslettersMessages, messages } from '@portail/ui';
import { PageSkeleton, SkeletonLine } from '../loading/Skeleton.tsx';
// The page's layout rules come with its loading screen, which is part of the first chunk.

const text = accountNewslettersMessages;
const [introBefore, introAfter] = text.intro.split('{email}');

/** One newsletter's place in the list: its checkbox, title, lead (three lines) and link as grey lines. */
function NewsletterPlaceholder() {
  return (
    <li className="newsletter-item">
      <span className="skeleton-box skeleton-checkbox" />
      <div className="newsletter-body">
        <SkeletonLine />
        <p className="newsletter-lead">
          <SkeletonLine />
          <SkeletonLine />
          <SkeletonLine short />
        </p>
        <SkeletonLine short />
      </div>
    </li>
  );
}

/**
 * The two sections of /infolettres, headings included, while the newsletters (the page's GraphQL
 * data) load: the subscriptions and the first category of the list as grey placeholders.
 */
export function NewslettersSections() {
  return (
    <>
      {/* The confirmations' place: empty, it keeps the lead's margin as on the loaded page. */}
      <div className="newsletter-toasts" />
      <section className="account-section newsletter-current" aria-labelledby="infolettres-actuelles">
        <h2 id="infolettres-actuelles">{text.current}</h2>
        <p className="newsletter-none" aria-hidden="true">
          <SkeletonLine />
          <SkeletonLine short />
        </p>
      </section>
      <section className="newsletter-form" aria-labelledby="infolettres-choix">
        <h2 id="infolettres-choix">{text.choose}</h2>
        <div className="newsletter-category" aria-hidden="true">
          <span className="skeleton-category">
            <SkeletonLine short />
          </span>
          <ul className="newsletter-list">
            <NewsletterPlaceholder />
            <NewsletterPlaceholder />
          </ul>
        </div>
      </section>
    </>
  );
}

/**
 * /infolettres while the member loads: the heading, the lead with a placeholder where the member's
 * address goes (the lead is the page's largest text on a phone), and the sections.
 */
export function NewslettersSkeleton() {
  return (
    <PageSkeleton>
      <h1>{messages.account.nav.newsletters}</h1>
      <p className="account-lead" aria-hidden="true">
        {introBefore}
        <span className="skeleton-inline" />
        {introAfter}
      </p>
      <NewslettersSections />
    </PageSkeleton>
  );
}
