import {
  apiPaths,
  MULTI_SUBSCRIBE_UNSUBSCRIBE,
  multiSubscribeUnsubscribeMutation,
  PAGE_MY_NEWSLETTERS_SUBSCRIPTIONS,
  pageMyNewslettersSubscriptionsQuery,
  type NewsletterSubscriptionChange,
} from '@portail/contracts';
import { createGraphqlPoster, type GraphqlPoster } from '@portail/http';
import { NotSignedInError } from '../api/errors.ts';
import { toNewslettersPage, type NewslettersPage } from './newsletter-page.ts';

/** What the newsletters page asks of the GraphQL API (component tests give a fake). */
export interface NewslettersApi {
  /**
   * The page query PageMyNewslettersSubscriptions, params {token, timestamp}: a POST (SPEC.md §7),
   * so that the access token is in the body, never in an address.
   */
  loadPage(): Promise<NewslettersPage>;
  /** The mutation multiSubscribeUnsubscribe (plain POST with bearer); resolves when it answered true. */
  save(change: NewsletterSubscriptionChange): Promise<void>;
}

class SubscriptionsNotSavedError extends Error {
  constructor() {
    super('multiSubscribeUnsubscribe did not answer true');
    this.name = 'SubscriptionsNotSavedError';
  }
}

export interface NewslettersApiOptions {
  apiOrigin: string;
  getAccessToken: () => Promise<string | null>;
  now?: () => number;
  client?: GraphqlPoster;
}

export function createNewslettersApi({
  apiOrigin,
  getAccessToken,
  now = Date.now,
  // The page shows its own error; the details are for developers, not an error of the page. Both
  // operations go by plain POST, their texts printed already (@portail/contracts'
  // newsletter-queries.ts): neither the printer nor the persisted-query code loads with the page.
  client = createGraphqlPoster({ endpoint: `${apiOrigin}${apiPaths.graphql}`, log: console.warn }),
}: NewslettersApiOptions): NewslettersApi {
  async function token(): Promise<string> {
    const value = await getAccessToken();
    if (!value) throw new NotSignedInError();
    return value;
  }
  return {
    async loadPage() {
      const answer = await client.post<{ pageMyNewslettersSubscriptions: unknown }>({
        operationName: PAGE_MY_NEWSLETTERS_SUBSCRIPTIONS,
        query: pageMyNewslettersSubscriptionsQuery,
        variables: { params: { token: await token(), timestamp: now() } },
      });
      return toNewslettersPage(answer.pageMyNewslettersSubscriptions);
    },
    async save(change) {
      const answer = await client.post<{ multiSubscribeUnsubscribe: unknown }>({
        operationName: MULTI_SUBSCRIBE_UNSUBSCRIBE,
        query: multiSubscribeUnsubscribeMutation,
        token: await token(),
        variables: { subscriptions: change },
      });
      if (!answer.multiSubscribeUnsubscribe) throw new SubscriptionsNotSavedError();
    },
  };
}
