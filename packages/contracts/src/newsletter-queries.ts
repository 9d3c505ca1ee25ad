/**
 * The page query and the mutation of SPEC.md §7 that Mon compte sends (persisted by hash), as the
 * local /graphql schema names them; the services' query limits are tested against this very text.
 */
export const PAGE_MY_NEWSLETTERS_SUBSCRIPTIONS = 'PageMyNewslettersSubscriptions';
export const MULTI_SUBSCRIBE_UNSUBSCRIBE = 'MultiSubscribeUnsubscribe';
/** The error message of an automatic persisted query whose hash the server does not know yet (Apollo's). */
export const PERSISTED_QUERY_NOT_FOUND = 'PersistedQueryNotFound';

export const pageMyNewslettersSubscriptionsQuery = `query PageMyNewslettersSubscriptions($params: PageParams!) {
  pageMyNewslettersSubscriptions(params: $params) {
    data {
      categories {
        title
        newsletters { norahCode title lead lastNewsletterLink hasDisclaimer hasUnsubscribePage isSelected lang { code direction } }
      }
      currentNewslettersSubscriptions
      hasSubscribeConfirmationToaster
      hasUnsubscribeConfirmationToaster
      labels {
        title noSubscription saveButton errorMessage
        subscribeToasterSingular subscribeToasterPlural unsubscribeToasterSingular unsubscribeToasterPlural
        counterSingular counterPlural legalDisclaimer closeButton
      }
      unsubscribeToasterLink
    }
    meta { title description metas { name property content } links { rel href } }
    metric { pageId partnership subTheme metrics { pageName domain application format } }
    routing { canonicalUrl ampCanonicalUrl previousCanonicalUrls }
  }
}`;

export const multiSubscribeUnsubscribeMutation = `mutation MultiSubscribeUnsubscribe($subscriptions: SubscriptionsInput!) {
  multiSubscribeUnsubscribe(subscriptions: $subscriptions)
}`;
