import { messages } from '@portail/ui';
import { keptQuery } from '../router/keptQuery.ts';
import type { AccountRoute } from '../router/routes.ts';
import type { HeadOptions } from './headTags.ts';

/**
 * A member page's head before its page data arrive (and while the member loads): the page's own
 * title, the app's description, the route's robots directive.
 */
export function routeHead(route: AccountRoute, search: string): HeadOptions {
  const titles = messages.account.pageTitles;
  const fallbackTitle =
    route.id === 'avatar'
      ? titles.avatar
      : route.id === 'newsletters'
        ? `${messages.account.nav.newsletters} | ${messages.account.title}`
        : route.id === 'completion'
          ? `${messages.accountFlows.completion.heading} | ${messages.account.title}`
          : titles.profile;
  return {
    fallbackTitle,
    fallbackDescription: messages.account.intro,
    robots: route.robots,
    fromMobileApp: keptQuery(search).has('fromMobileApp'),
  };
}
