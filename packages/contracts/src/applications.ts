/**
 * The ids of the portal's 17 applications (SPEC.md §1, §2.1): the router's registry and the member
 * APIs (/v5/{app}/settings, favicons, trace paths) both key their applications by these, so that
 * the two cannot drift apart.
 */
export const APP_IDS = [
  'news',
  'ohdio',
  'tv',
  'stories',
  'food',
  'utils',
  'webmaster',
  'a11y',
  'profile',
  'sso',
  'rci',
  'maj',
  'demo',
  'playground',
  'player',
  'ads',
  'body-html',
] as const;

export type AppId = (typeof APP_IDS)[number];
