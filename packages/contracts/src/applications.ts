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

/**
 * Each application's display name (SPEC.md §3's registry entry): the portal's registry and pages,
 * the member APIs' settings and icons all show this one. Where the portal and the services had
 * differed, « Récits » is the stories application's own page title and « Mon compte » the name
 * SPEC.md §1 gives the account centre that the profile application is.
 */
export const appDisplayNames: Readonly<Record<AppId, string>> = {
  news: 'Info',
  ohdio: 'OHdio',
  tv: 'Télé',
  stories: 'Récits',
  food: 'Mordu',
  utils: 'Utilitaires de test',
  webmaster: 'Outils du webmestre',
  a11y: 'Accessibilité',
  profile: 'Mon compte',
  sso: 'Connexion unique',
  rci: 'RCI',
  maj: 'MAJ',
  demo: 'Démo',
  playground: 'Bac à sable',
  player: 'Lecteur',
  ads: 'Publicité',
  'body-html': 'Corps HTML',
};
