import { APP_IDS, appDisplayNames, type AppId } from '@portail/contracts';

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

/**
 * The icon monogram of each application, keyed by the ids the router uses; one not listed (a new
 * application) draws the first letter of its display name.
 */
const monograms: Readonly<Partial<Record<AppId, string>>> = {
  news: 'I',
  ohdio: 'O',
  tv: 'T',
  stories: 'R',
  food: 'M',
  utils: 'U',
  webmaster: 'W',
  a11y: 'A',
  profile: 'MC',
  sso: 'C',
  rci: 'RC',
  maj: 'MJ',
  demo: 'D',
  playground: 'B',
  player: 'L',
  ads: 'P',
  'body-html': 'H',
};

export const applications: readonly RegisteredApplication[] = APP_IDS.map((id, index) => ({
  id,
  displayName: appDisplayNames[id],
  monogram: monograms[id] ?? appDisplayNames[id].charAt(0).toUpperCase(),
  hue: Math.round((index * 360) / APP_IDS.length),
}));

const byId = new Map(applications.map((application) => [application.id, application]));

export function findApplication(id: string): RegisteredApplication | undefined {
  return byId.get(id);
}
