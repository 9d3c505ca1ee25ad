/**
 * Mon compte's site title, after a page's own: its pages' envelopes (member APIs) and its fallback
 * titles (the catalogue). A module of its own: Mon compte's first script reads it, and would
 * otherwise carry every account message of the module beside it.
 */
export const ACCOUNT_SITE_TITLE = 'Mon compte | Portail';
