/**
 * The analytics constants of SPEC.md §3 and §9: the page records the portal sends and the metric
 * blocks the member APIs' page data carry name the same account, domain, application and separator.
 */
export const ANALYTICS_ACCOUNT_ID = 'portail-diffuseur-public';
export const ANALYTICS_DOMAIN = 'portail.exemple.ca';
/** The metrics block's application: always "site-web". */
export const ANALYTICS_APPLICATION = 'site-web';
/** Between the parts of a page name. */
export const ANALYTICS_SEPARATOR = '|';
/** The bitrate reported for media (SPEC.md §3). */
export const ANALYTICS_BITRATE = 800;
