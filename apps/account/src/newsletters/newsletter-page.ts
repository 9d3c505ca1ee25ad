import {
  NEWSLETTER_LABEL_KEYS,
  type NewsletterLabels,
  type Newsletter as WireNewsletter,
  type NewslettersPageData as WirePageData,
} from '@portail/contracts';
import { toPageData } from '../api/page-data-shape.ts';
import type { PageMeta } from '../api/types.ts';

/** A newsletter as the page shows it: the contract's, without the fields it does not read. */
export type Newsletter = Omit<WireNewsletter, 'hasUnsubscribePage' | 'isSelected'>;

interface NewsletterCategory {
  title: string;
  newsletters: Newsletter[];
}

/** The contract's page data with the newsletters as the page reads them. */
type NewslettersPageData = Omit<WirePageData, 'categories'> & { categories: NewsletterCategory[] };

export interface NewslettersPage {
  data: NewslettersPageData;
  meta: PageMeta;
  metric: unknown;
}

export class MalformedNewslettersPageError extends Error {
  constructor(what: string) {
    super(`Malformed newsletters page data: ${what}`);
    this.name = 'MalformedNewslettersPageError';
  }
}

type Json = Record<string, unknown>;

function object(value: unknown, what: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new MalformedNewslettersPageError(what);
  return value as Json;
}

function string(value: unknown, what: string): string {
  if (typeof value !== 'string') throw new MalformedNewslettersPageError(what);
  return value;
}

function array(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw new MalformedNewslettersPageError(what);
  return value;
}

/** An address the page may link to: http or https only (never javascript: or data:). */
export function safeLink(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = URL.parse(value);
  return url && (url.protocol === 'https:' || url.protocol === 'http:') ? url.href : null;
}

function direction(value: unknown): Newsletter['lang']['direction'] {
  return value === 'rtl' || value === 'auto' ? value : 'ltr';
}

function newsletter(value: unknown): Newsletter {
  const item = object(value, 'newsletter');
  const lang = typeof item.lang === 'object' && item.lang !== null ? (item.lang as Json) : {};
  const code = typeof lang.code === 'string' && /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/.test(lang.code);
  return {
    norahCode: string(item.norahCode, 'norahCode'),
    title: string(item.title, 'title'),
    lead: typeof item.lead === 'string' ? item.lead : '',
    lastNewsletterLink: safeLink(item.lastNewsletterLink),
    hasDisclaimer: item.hasDisclaimer === true,
    lang: { code: code ? (lang.code as string) : 'fr', direction: direction(lang.direction) },
  };
}

/** Checks the GraphQL page answer; what the page cannot show safely is refused or dropped. */
export function toNewslettersPage(value: unknown): NewslettersPage {
  const page = object(value, 'page');
  const data = object(page.data, 'data');
  const rawLabels = object(data.labels, 'labels');
  const labels = Object.fromEntries(
    NEWSLETTER_LABEL_KEYS.map((key) => [key, string(rawLabels[key], `labels.${key}`)]),
  ) as unknown as NewsletterLabels;
  return {
    data: {
      categories: array(data.categories, 'categories').map((value) => {
        const category = object(value, 'category');
        return {
          title: string(category.title, 'category.title'),
          newsletters: array(category.newsletters, 'newsletters').map(newsletter),
        };
      }),
      currentNewslettersSubscriptions: array(data.currentNewslettersSubscriptions, 'current').filter(
        (code): code is string => typeof code === 'string',
      ),
      hasSubscribeConfirmationToaster: data.hasSubscribeConfirmationToaster === true,
      hasUnsubscribeConfirmationToaster: data.hasUnsubscribeConfirmationToaster === true,
      labels,
      unsubscribeToasterLink: safeLink(data.unsubscribeToasterLink),
    },
    // The same checks as the sphere page data: GraphQL's null name/property are dropped there.
    meta: toPageData({ meta: page.meta }).meta,
    metric: page.metric ?? null,
  };
}
