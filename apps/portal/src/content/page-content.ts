import type { LinkTag, MetaTag, PageRecord } from '@portail/router';

interface ContentLink {
  href: string;
  label: string;
  note?: string;
  /** Marks the link so that the router leaves it to the browser. */
  ignoreNavigation?: boolean;
}

/** The data of a content page as the small content applications describe it. */
export interface ContentData {
  appName: string;
  kicker?: string;
  heading: string;
  intro: string;
  paragraphs?: string[];
  links: ContentLink[];
  /** Label of the link list (defaults to « À découvrir ailleurs sur le portail »). */
  linksHeading?: string;
  /** Headlines shown above the link list as large cards (the note is their section). */
  featured?: { heading: string; links: ContentLink[] };
}

export interface ContentPageInput extends ContentData {
  path: string;
  title: string;
  description: string;
  breadcrumbs?: string[];
  tags?: MetaTag[];
  links: ContentLink[];
  extraLinks?: LinkTag[];
  amp?: boolean;
}

/** Builds the page record (data, meta, metric, routing) of a content page. */
export function contentPage(input: ContentPageInput): PageRecord {
  const {
    path,
    title,
    description,
    breadcrumbs = [],
    tags = [],
    extraLinks = [],
    amp = false,
    ...data
  } = input;
  const breadcrumbTags = breadcrumbs.map((content, index) => ({ name: `breadcrumb-${index + 2}`, content }));
  return {
    data,
    meta: {
      title: `${title} | ${data.appName} | Portail`,
      description,
      tags: [
        { property: 'og:title', content: title },
        { property: 'og:description', content: description },
        ...breadcrumbTags,
        ...tags,
      ],
      links: extraLinks,
    },
    metric: { pageName: title, application: data.appName },
    routing: { canonicalUrl: path, ...(amp ? { ampCanonicalUrl: `/amp${path}` } : {}) },
  };
}

export function isContentData(value: unknown): value is ContentData {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.heading === 'string' && typeof record.intro === 'string' && Array.isArray(record.links)
  );
}

/** « pont-champlain-travaux » → « Pont champlain travaux ». */
export function titleFromSlug(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words === '' ? '' : words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A page named by a slug of its address: its title and heading are the slug as words (titleFromSlug),
 * and the rest of its input is made from that name.
 */
export function namedContentPage(
  slug: string | undefined,
  page: (name: string) => Omit<ContentPageInput, 'title' | 'heading'>,
): PageRecord {
  const name = titleFromSlug(slug ?? '');
  return contentPage({ ...page(name), title: name, heading: name });
}
