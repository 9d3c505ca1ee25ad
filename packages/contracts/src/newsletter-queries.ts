/**
 * The page query and the mutation of SPEC.md §7 that Mon compte sends, as the local /graphql schema
 * names them; the services' query limits are tested against this very text. Each is written as
 * @portail/http's printQuery prints it (one selection a line, 80 columns at most), which a test
 * checks: Mon compte sends them as they are, without loading the printer.
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
        newsletters {
          norahCode
          title
          lead
          lastNewsletterLink
          hasDisclaimer
          hasUnsubscribePage
          isSelected
          lang {
            code
            direction
          }
        }
      }
      currentNewslettersSubscriptions
      hasSubscribeConfirmationToaster
      hasUnsubscribeConfirmationToaster
      labels {
        title
        noSubscription
        saveButton
        errorMessage
        subscribeToasterSingular
        subscribeToasterPlural
        unsubscribeToasterSingular
        unsubscribeToasterPlural
        counterSingular
        counterPlural
        legalDisclaimer
        closeButton
      }
      unsubscribeToasterLink
    }
    meta {
      title
      description
      metas {
        name
        property
        content
      }
      links {
        rel
        href
      }
    }
    metric {
      pageId
      partnership
      subTheme
      metrics {
        pageName
        domain
        application
        format
      }
    }
    routing {
      canonicalUrl
      ampCanonicalUrl
      previousCanonicalUrls
    }
  }
}`;

export const multiSubscribeUnsubscribeMutation = `mutation MultiSubscribeUnsubscribe($subscriptions: SubscriptionsInput!) {
  multiSubscribeUnsubscribe(subscriptions: $subscriptions)
}`;
