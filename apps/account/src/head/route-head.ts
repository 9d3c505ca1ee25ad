import { messages } from '@portail/ui';
import { keptQuery } from '../router/kept-query.ts';
import type { MemberRouteEntry } from '../router/route-table.tsx';
import type { HeadOptions } from './head-tags.ts';

/**
 * A member page's head before its page data arrive (and while the member loads): the route's
 * title, the app's description, the route's robots directive.
 */
export function routeHead(route: MemberRouteEntry, search: string): HeadOptions {
  return {
    fallbackTitle: route.title,
    fallbackDescription: messages.account.intro,
    robots: route.robots,
    fromMobileApp: keptQuery(search).has('fromMobileApp'),
  };
}
