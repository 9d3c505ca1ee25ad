import { APP_IDS, type AppId } from '@portail/contracts';

/**
 * The applications of SPEC.md §1 and §2.1, by the ids the member APIs use in /v5/{app}/settings,
 * the favicon paths and the trace sinks ({app}/trace/…).
 */
export interface RegisteredApplication {
  id: string;
  displayName: string;
  /** Hue (0–359) of the application's generated icons. */
  hue: number;
  /** One or two letters drawn on the icon. */
  monogram: string;
}

/** Display name and icon monogram of each application, keyed by the ids the router uses. */
const names: Readonly<Record<AppId, readonly [displayName: string, monogram: string]>> = {
  news: ['Info', 'I'],
  ohdio: ['OHdio', 'O'],
  tv: ['Télé', 'T'],
  stories: ['Récits et fiches', 'R'],
  food: ['Mordu', 'M'],
  utils: ['Utilitaires de test', 'U'],
  webmaster: ['Outils du webmestre', 'W'],
  a11y: ['Accessibilité', 'A'],
  profile: ['Mon compte', 'MC'],
  sso: ['Connexion unique', 'C'],
  rci: ['RCI', 'RC'],
  maj: ['MAJ', 'MJ'],
  demo: ['Démo', 'D'],
  playground: ['Bac à sable', 'B'],
  player: ['Lecteur', 'L'],
  ads: ['Publicité', 'P'],
  'body-html': ['Corps HTML', 'H'],
};

export const applications: readonly RegisteredApplication[] = APP_IDS.map((id, index) => ({
  id,
  displayName: names[id][0],
  monogram: names[id][1],
  hue: Math.round((index * 360) / APP_IDS.length),
}));

const byId = new Map(applications.map((application) => [application.id, application]));

export function findApplication(id: string): RegisteredApplication | undefined {
  return byId.get(id);
}
