import {
  ACCOUNT_SITE_TITLE,
  ANALYTICS_APPLICATION,
  ANALYTICS_DOMAIN,
  ANALYTICS_SEPARATOR,
  type PageEnvelope,
} from '@portail/contracts';

/** Mon compte's pages are built here; their envelope's shape is the contract's (`PageEnvelope`). */
export interface PageDescription<TData> {
  data: TData;
  /** Analytics and page id, e.g. `profil` or `infolettres`. */
  pageId: string;
  /** French page title, before « | Mon compte | Portail ». */
  title: string;
  description: string;
  /** The path of the page in Mon compte, e.g. `/avatar`. */
  path: string;
  accountOrigin: string;
  subTheme?: string;
}

/** Builds a Mon compte page's envelope: its head, its analytics record and its canonical routing. */
export function accountPage<TData>(page: PageDescription<TData>): PageEnvelope<TData> {
  const canonicalUrl = new URL(page.path, page.accountOrigin).href;
  const title = `${page.title} | ${ACCOUNT_SITE_TITLE}`;
  return {
    data: page.data,
    meta: {
      title,
      description: page.description,
      metas: [
        { name: 'description', content: page.description },
        { name: 'robots', content: 'noindex, nofollow' },
        { property: 'og:title', content: title },
        { property: 'og:description', content: page.description },
        { property: 'og:type', content: 'website' },
        { property: 'og:locale', content: 'fr_CA' },
        { property: 'og:url', content: canonicalUrl },
        { name: 'apple-itunes-app', content: 'app-id=000000000' },
        { name: 'google-play-app', content: 'app-id=ca.exemple.portail' },
      ],
      links: [{ rel: 'canonical', href: canonicalUrl }],
    },
    metric: {
      pageId: page.pageId,
      partnership: null,
      subTheme: page.subTheme ?? null,
      metrics: {
        pageName: ['mon-compte', page.pageId].join(ANALYTICS_SEPARATOR),
        domain: ANALYTICS_DOMAIN,
        application: ANALYTICS_APPLICATION,
        format: 'page',
      },
    },
    routing: { canonicalUrl, ampCanonicalUrl: null, previousCanonicalUrls: [] },
  };
}
