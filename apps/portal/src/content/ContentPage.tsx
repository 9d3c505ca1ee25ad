import type { PortalPageProps } from '../routing/app-module.ts';
import { contentMessages } from './content-messages.ts';
import { isContentData, type ContentData } from './page-content.ts';

/** A content page's header: its kicker, if any, its heading and its lead (the OHdio list pages' too). */
export function ContentHeader({ data }: { data: Pick<ContentData, 'kicker' | 'heading' | 'intro'> }) {
  return (
    <header className="content-page-header">
      {data.kicker ? <p className="content-kicker">{data.kicker}</p> : null}
      <h1>{data.heading}</h1>
      <p className="content-lead">{data.intro}</p>
    </header>
  );
}

/** A page's links across the portal, as cards under their heading (the OHdio list pages' too); none, nothing. */
export function ContentLinks({ data }: { data: Pick<ContentData, 'links' | 'linksHeading'> }) {
  if (data.links.length === 0) return null;
  return (
    <section id="liens" className="content-links" aria-labelledby="content-links-heading">
      <h2 id="content-links-heading">{data.linksHeading ?? contentMessages.relatedLinks}</h2>
      <ul>
        {data.links.map((link) => (
          <li key={link.href}>
            <a href={link.href} data-ignore-navigation={link.ignoreNavigation ? '' : undefined}>
              {link.label}
            </a>
            {link.note ? <span className="content-link-note">{link.note}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The page of a content application: heading, lead, text and links across the portal. */
export function ContentPage({ page }: PortalPageProps) {
  const data = page?.data;
  if (!isContentData(data)) return null;
  return (
    <article className="content-page">
      <ContentHeader data={data} />
      {data.paragraphs?.map((paragraph) => (
        <p key={paragraph} className="content-text">
          {paragraph}
        </p>
      ))}
      {data.featured && data.featured.links.length > 0 ? (
        <section className="content-featured" aria-labelledby="content-featured-heading">
          <h2 id="content-featured-heading">{data.featured.heading}</h2>
          <ul>
            {data.featured.links.map((link) => (
              <li key={link.href}>
                {link.note ? <p className="content-featured-kicker">{link.note}</p> : null}
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ContentLinks data={data} />
    </article>
  );
}
