import { buildSchema, GraphQLError } from 'graphql';
import * as v from 'valibot';
import type { NewsletterSubscriptionChange, NewslettersPageEnvelope } from '@portail/contracts';
import type { ApiScope } from '@portail/contracts/local-defaults';
import { accountPage } from '../pages/page-envelope.ts';
import { newsletterCategories, newsletterCodes, newsletterLabels } from './newsletter-catalogue.ts';
import type { NewsletterSubscriptions } from './newsletter-subscriptions.ts';

/** The schema of /graphql: the newsletters page query and the subscribe/unsubscribe mutation. */
export const newsletterSchema = buildSchema(/* GraphQL */ `
  "A millisecond time or an ISO date: the client's cache buster."
  scalar Timestamp

  input PageParams {
    "The member's access token."
    token: String!
    timestamp: Timestamp
  }

  input SubscriptionsInput {
    subscribeCodes: [String!]!
    unsubscribeCodes: [String!]!
    email: String!
  }

  type Lang {
    code: String!
    direction: String!
  }

  type Newsletter {
    hasDisclaimer: Boolean!
    isSelected: Boolean!
    lang: Lang!
    lastNewsletterLink: String
    lead: String!
    norahCode: String!
    title: String!
    hasUnsubscribePage: Boolean!
  }

  type NewsletterCategory {
    title: String!
    newsletters: [Newsletter!]!
  }

  type NewsletterLabels {
    title: String!
    noSubscription: String!
    saveButton: String!
    errorMessage: String!
    subscribeToasterSingular: String!
    subscribeToasterPlural: String!
    unsubscribeToasterSingular: String!
    unsubscribeToasterPlural: String!
    counterSingular: String!
    counterPlural: String!
    legalDisclaimer: String!
    closeButton: String!
  }

  type NewslettersPageData {
    categories: [NewsletterCategory!]!
    currentNewslettersSubscriptions: [String!]!
    hasSubscribeConfirmationToaster: Boolean!
    hasUnsubscribeConfirmationToaster: Boolean!
    labels: NewsletterLabels!
    unsubscribeToasterLink: String!
  }

  type MetaTag {
    name: String
    property: String
    content: String!
  }

  type LinkTag {
    rel: String!
    href: String!
  }

  type PageMeta {
    title: String!
    description: String!
    metas: [MetaTag!]!
    links: [LinkTag!]!
  }

  type PageMetrics {
    pageName: String!
    domain: String!
    application: String!
    format: String!
  }

  type PageMetric {
    pageId: String!
    partnership: String
    subTheme: String
    metrics: PageMetrics!
  }

  type PageRouting {
    canonicalUrl: String!
    ampCanonicalUrl: String
    previousCanonicalUrls: [String!]!
  }

  type NewslettersPage {
    data: NewslettersPageData!
    meta: PageMeta!
    metric: PageMetric!
    routing: PageRouting!
  }

  type Query {
    pageMyNewslettersSubscriptions(params: PageParams!): NewslettersPage!
  }

  type Mutation {
    "Subscribes and unsubscribes the signed-in member (bearer token); true on success."
    multiSubscribeUnsubscribe(subscriptions: SubscriptionsInput!): Boolean!
  }
`);

/** What a GraphQL request knows about its caller. */
export interface NewsletterContext {
  /** The request's `Authorization: Bearer` token, if any. */
  bearerToken: string | undefined;
  /** The member id of a valid token with `scope`; rejects otherwise. */
  verifyToken(token: string, scope: ApiScope): Promise<{ rcid: string }>;
  /** The member's current email, or undefined when there is no such member (deleted) or they are banned. */
  emailOf(memberId: string): string | undefined;
  subscriptions: NewsletterSubscriptions;
  accountOrigin: string;
}

const graphqlErrorCodes = {
  unauthenticated: 'UNAUTHENTICATED',
  badUserInput: 'BAD_USER_INPUT',
  forbidden: 'FORBIDDEN',
} as const;

const unauthenticated = () =>
  new GraphQLError('Vous devez être connecté pour gérer vos infolettres.', {
    extensions: { code: graphqlErrorCodes.unauthenticated },
  });

async function memberOf(context: NewsletterContext, token: string | undefined, scope: ApiScope) {
  if (!token) throw unauthenticated();
  let rcid: string;
  try {
    ({ rcid } = await context.verifyToken(token, scope));
  } catch {
    throw unauthenticated();
  }
  const email = context.emailOf(rcid);
  if (email === undefined) throw unauthenticated();
  return { rcid, email };
}

const codeList = v.pipe(v.array(v.pipe(v.string(), v.maxLength(64))), v.maxLength(100));

/** The root resolvers of `newsletterSchema`. */
export const newsletterRoot = {
  async pageMyNewslettersSubscriptions(
    args: { params: { token: string } },
    context: NewsletterContext,
  ): Promise<NewslettersPageEnvelope> {
    const { rcid } = await memberOf(context, args.params.token, 'account.info');
    const current = context.subscriptions.codesOf(rcid);
    const selected = new Set(current);
    return accountPage({
      pageId: 'infolettres',
      title: 'Mes infolettres',
      description: 'Choisissez les infolettres que vous souhaitez recevoir par courriel.',
      path: '/infolettres',
      accountOrigin: context.accountOrigin,
      subTheme: 'infolettres',
      data: {
        categories: newsletterCategories.map((category) => ({
          title: category.title,
          newsletters: category.newsletters.map((item) => ({
            ...item,
            isSelected: selected.has(item.norahCode),
          })),
        })),
        currentNewslettersSubscriptions: current,
        hasSubscribeConfirmationToaster: true,
        hasUnsubscribeConfirmationToaster: true,
        labels: newsletterLabels,
        unsubscribeToasterLink: new URL('/infolettres', context.accountOrigin).href,
      },
    });
  },

  async multiSubscribeUnsubscribe(
    args: { subscriptions: NewsletterSubscriptionChange },
    context: NewsletterContext,
  ): Promise<boolean> {
    const { rcid, email } = await memberOf(context, context.bearerToken, 'norah.write');
    const { subscribeCodes, unsubscribeCodes } = args.subscriptions;
    if (!v.is(codeList, subscribeCodes) || !v.is(codeList, unsubscribeCodes)) {
      throw new GraphQLError('Trop de codes d’infolettres dans une seule demande.', {
        extensions: { code: graphqlErrorCodes.badUserInput },
      });
    }
    const unknown = [...subscribeCodes, ...unsubscribeCodes].filter((code) => !newsletterCodes.has(code));
    if (unknown.length > 0) {
      throw new GraphQLError(`Infolettre inconnue : ${unknown.join(', ')}.`, {
        extensions: { code: graphqlErrorCodes.badUserInput, unknownCodes: unknown },
      });
    }
    if (subscribeCodes.some((code) => unsubscribeCodes.includes(code))) {
      throw new GraphQLError('Une infolettre ne peut pas être à la fois ajoutée et retirée.', {
        extensions: { code: graphqlErrorCodes.badUserInput },
      });
    }
    if (args.subscriptions.email.trim().toLowerCase() !== email.toLowerCase()) {
      throw new GraphQLError('Vous ne pouvez gérer que les infolettres de votre propre adresse courriel.', {
        extensions: { code: graphqlErrorCodes.forbidden },
      });
    }
    context.subscriptions.apply(rcid, email, subscribeCodes, unsubscribeCodes);
    return true;
  },
};
