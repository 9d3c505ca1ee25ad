// The sections, apart from the declaration: the news chunk reads them too, and a module of the first
// script that the chunk imports must hold no dynamic import (the bundler would then split the preload
// helper out of the first script into a file of its own: +0.5 KB at start, npm run size).

/** News sections served by the portal (a subset of the news application's registry prefixes). */
export const NEWS_SECTIONS = [
  'info',
  'sports',
  'arts',
  'politique',
  'economie',
  'international',
  'science',
  'techno',
  'sante',
  'environnement',
  'societe',
  'justice-et-faits-divers',
  'insolite',
  'espaces-autochtones',
  'grandmontreal',
  'quebec',
  'estrie',
  'ontario/toronto',
  'acadie/nouveau-brunswick',
] as const;

export type NewsSection = (typeof NEWS_SECTIONS)[number];

/** The route id of a news section (`ontario/toronto` → `news-section-ontario-toronto`). */
export const newsSectionRouteId = (slug: NewsSection) => `news-section-${slug.replace('/', '-')}` as const;
