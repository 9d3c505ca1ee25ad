/**
 * The application registry of SPEC.md §2.1: which application serves which URL prefix.
 * A pattern is a path-to-regexp pattern matched as a prefix up to a segment boundary; `except`
 * lists prefixes that the pattern does not cover; `params` constrains parameters (e.g. digits).
 */
export interface AppPattern {
  readonly path: string;
  readonly except?: readonly string[];
  readonly params?: Readonly<Record<string, RegExp>>;
}

import { appDisplayNames, type AppId } from '@portail/contracts';

export { APP_IDS, type AppId } from '@portail/contracts';

export interface AppRegistryEntry {
  readonly id: AppId;
  readonly patterns: readonly AppPattern[];
}

const DIGITS = /^\d+$/;

/** A regional news section: the section except its newsletter page and its own other exceptions. */
function regionalSection(slug: string, others: readonly string[] = []): AppPattern {
  return { path: `/${slug}`, except: [`/${slug}/infolettre`, ...others.map((page) => `/${slug}/${page}`)] };
}

/** Sections served as a whole by the news application. */
const NEWS_PREFIXES = [
  '/archives',
  '/art-de-vivre',
  '/coronavirus-covid-19',
  '/economie',
  '/environnement',
  '/guerre-ukraine',
  '/info/attachment',
  '/info/mon-info/ma-liste',
  '/info/mon-info/mes-suivis',
  '/insolite',
  '/international',
  '/jeux-olympiques',
  '/jeux-paralympiques',
  '/justice-et-faits-divers',
  '/mises-au-point',
  '/nouvelles-lsq',
  '/politique',
  '/profil',
  '/rss',
  '/sante',
  '/science',
  '/societe',
  '/techno',
  '/theme/*rest',
  '/estrie',
  '/grand-nord',
  '/grandmontreal',
  '/ontario/toronto',
  '/ontario/windsor',
  '/milanocortina2026',
  '/acadie/nouveau-brunswick',
  '/acadie/nouvelle-ecosse',
  '/acadie/ile-du-prince-edouard',
  '/acadie/terre-neuve-et-labrador',
  '/elections-federales-2025',
  '/elections-quebec-2026',
  '/elections-municipales-2025',
] as const;

/** Regional sections: each except its newsletter page; some except their radio or traffic pages. */
const NEWS_REGIONS: readonly AppPattern[] = [
  regionalSection('abitibi-temiscamingue', ['emissions']),
  regionalSection('alberta', ['emissions']),
  regionalSection('colombie-britannique-et-yukon', ['emissions']),
  regionalSection('cote-nord', ['emissions']),
  regionalSection('est-du-quebec', ['emissions']),
  regionalSection('gaspesie-les-iles', ['emissions']),
  regionalSection('manitoba', ['emissions']),
  regionalSection('mauricie-centre-du-quebec', ['emissions']),
  regionalSection('nord-de-l-ontario', ['emissions']),
  regionalSection('ottawa-gatineau', ['emissions', 'circulation']),
  regionalSection('quebec', ['emissions', 'circulation']),
  regionalSection('saguenay-lac-saint-jean', ['emissions']),
  regionalSection('saskatchewan', ['emissions']),
];

const NEWS_PATTERNS: readonly AppPattern[] = [
  { path: '/nouvelle/:id/:slug', params: { id: DIGITS } },
  { path: '/info', except: ['/info/module-electorale', '/info/mon-info', '/info/infolettre'] },
  {
    path: '/sports',
    except: [
      '/sports/podium',
      '/sports/horaire-des-diffusions',
      '/sports/hockey/calendrier',
      '/sports/hockey/classements',
      '/sports/soccer/calendrier',
      '/sports/soccer/classements',
      '/sports/infolettre',
      '/sports/special',
    ],
  },
  { path: '/arts', except: ['/arts/solo', '/arts/livres'] },
  {
    path: '/espaces-autochtones',
    except: [
      '/espaces-autochtones/infolettre',
      '/espaces-autochtones/balados',
      '/espaces-autochtones/emissions',
      '/espaces-autochtones/special',
    ],
  },
  ...NEWS_REGIONS,
  ...NEWS_PREFIXES.map((path) => ({ path })),
];

/**
 * The URL patterns of the applications that have some (SPEC.md §2.1); every other application of
 * `APP_IDS` has none. An application whose every page is a route of the portal's table needs none:
 * a path no route serves is then the not-found page, as its own would be.
 */
const PATTERNS: Partial<Record<AppId, readonly AppPattern[]>> = {
  news: NEWS_PATTERNS,
  ohdio: [{ path: '/ohdio' }, { path: '/premiere' }],
  tv: [{ path: '/tele' }, { path: '/rdi/*show/site' }, { path: '/decrypteurs' }],
  stories: [
    { path: '/fiches' },
    { path: '/recit-numerique' },
    { path: '/recits-numeriques' },
    { path: '/recit-video' },
    { path: '/empreintes' },
    { path: '/reportage-photo' },
    { path: '/photoreportage' },
  ],
  food: [{ path: '/mordu' }],
  utils: [{ path: '/utils' }],
  webmaster: [{ path: '/web-adhoc' }],
  a11y: [{ path: '/a11y' }],
};

/**
 * Every application of `APP_IDS`, in its order, with its URL patterns. Read from the display names'
 * keys (the same ids in the same order): those are already in every first screen, `APP_IDS` is not.
 */
export const APP_REGISTRY: readonly AppRegistryEntry[] = (Object.keys(appDisplayNames) as AppId[]).map(
  (id) => ({ id, patterns: PATTERNS[id] ?? [] }),
);
