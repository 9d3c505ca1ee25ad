import type { ANALYTICS_APPLICATION } from './analytics.ts';

/**
 * The envelope of a Mon compte page's data (SPEC.md §3, §7): `{ data, meta, metric, routing }`, as
 * the sphere API (GET /neuro/sphere/v1/profile-ca/{profile|avatar}) and the newsletters' GraphQL
 * page send it, and as Mon compte reads it.
 * - meta: the page head — title, description, meta tags, link tags.
 * - metric: the analytics page record — page id, partnership, subTheme and the metrics block
 *   (page name with the "|" separator, fixed domain, application "site-web", format).
 * - routing: canonicalUrl, ampCanonicalUrl, previousCanonicalUrls.
 */
export interface PageEnvelope<TData> {
  data: TData;
  meta: PageMeta;
  metric: PageMetric;
  routing: PageRouting;
}

export interface MetaTag {
  name?: string;
  property?: string;
  content: string;
}

export interface LinkTag {
  rel: string;
  href: string;
  hreflang?: string;
  type?: string;
}

export interface PageMeta {
  title: string;
  description: string;
  metas: MetaTag[];
  links: LinkTag[];
  canonical?: string;
  amphtml?: string;
}

interface PageMetrics {
  pageName: string;
  domain: string;
  application: typeof ANALYTICS_APPLICATION;
  format: string;
}

interface PageMetric {
  pageId: string;
  partnership: string | null;
  subTheme: string | null;
  metrics: PageMetrics;
}

export interface PageRouting {
  canonicalUrl: string;
  ampCanonicalUrl: string | null;
  previousCanonicalUrls: string[];
}
