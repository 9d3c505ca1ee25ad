/**
 * The newsletters page's data (GraphQL `pageMyNewslettersSubscriptions`, in a `PageEnvelope`) and the
 * `multiSubscribeUnsubscribe` mutation's input: what the local /graphql answers and takes, and what
 * Mon compte's page reads and sends. The query text is `newsletter-queries.ts`'.
 */
import type { PageEnvelope } from './page-envelope.ts';

/** The labels the page speaks with (title, toasters, counters…), every one a text. */
export const NEWSLETTER_LABEL_KEYS = [
  'title',
  'noSubscription',
  'saveButton',
  'errorMessage',
  'subscribeToasterSingular',
  'subscribeToasterPlural',
  'unsubscribeToasterSingular',
  'unsubscribeToasterPlural',
  'counterSingular',
  'counterPlural',
  'legalDisclaimer',
  'closeButton',
] as const;

export type NewsletterLabels = Record<(typeof NEWSLETTER_LABEL_KEYS)[number], string>;

export interface NewsletterLang {
  /** A BCP 47 tag. */
  code: string;
  direction: 'ltr' | 'rtl' | 'auto';
}

export interface Newsletter {
  norahCode: string;
  title: string;
  lead: string;
  /** The last issue's address, or null when there is none. */
  lastNewsletterLink: string | null;
  hasDisclaimer: boolean;
  hasUnsubscribePage: boolean;
  /** Whether the member is subscribed. */
  isSelected: boolean;
  lang: NewsletterLang;
}

export interface NewsletterCategory {
  title: string;
  newsletters: Newsletter[];
}

export interface NewslettersPageData {
  categories: NewsletterCategory[];
  /** The member's subscriptions' codes. */
  currentNewslettersSubscriptions: string[];
  hasSubscribeConfirmationToaster: boolean;
  hasUnsubscribeConfirmationToaster: boolean;
  labels: NewsletterLabels;
  unsubscribeToasterLink: string | null;
}

/** `pageMyNewslettersSubscriptions`' answer. */
export type NewslettersPageEnvelope = PageEnvelope<NewslettersPageData>;

/** The `subscriptions` variable (GraphQL `SubscriptionsInput`) of `multiSubscribeUnsubscribe`. */
export interface NewsletterSubscriptionChange {
  subscribeCodes: string[];
  unsubscribeCodes: string[];
  /** The member's own address. */
  email: string;
}
