import type { SectionKey } from './sections.ts';

/**
 * The regions of the broadcaster's regional stations and newsrooms, per product section
 * (SPEC.md §3). The numbering scheme is documented in ../README.md: ids 1–22 are the 22 regional
 * markets in French alphabetical order (so Grand Montréal is 8), ids 23–25 are the three television
 * regions that group several markets; legacy ids are the section's base plus the id.
 */
export interface Region {
  /** The region's id in its section, 1 to 29. */
  readonly id: number;
  /** The id that the previous site stored in the RCID cookie; unique in its section. */
  readonly legacyId: number;
  readonly name: string;
  /** The regional news page, for the sections that have one. */
  readonly url?: string;
  /** The matching region of each other section that has one. */
  readonly linked: Readonly<Partial<Record<SectionKey, number>>>;
}

export const DEFAULT_CITY_CODE = 'YUL';
export const DEFAULT_COUNTRY_CODE = 'CA';
export const DEFAULT_TIME_ZONE = 'America/Toronto';
export const MIN_REGION_ID = 1;
export const MAX_REGION_ID = 29;

/** Added to a region's id to give its legacy id (RCID cookie) in each section. */
const legacyIdBase = {
  edition: 100,
  television: 200,
  musique: 300,
  premiere: 400,
  ohdio: 500,
} as const satisfies Record<SectionKey, number>;

interface Market {
  id: number;
  name: string;
  /** The regional news page (section Edition). */
  url: string;
  /** The ICI Musique region that serves the market, or null where it has none of its own. */
  musique: number | null;
  /** The television region whose regional newscast covers the market, or null. */
  television: number | null;
}

const EST_DU_QUEBEC = 23;
const ACADIE = 24;
const ONTARIO = 25;

/**
 * The 22 regional markets: each has a newsroom (section Edition) and an ICI Première station
 * (sections Première and OHdio). Cities in comments are the stations' home.
 */
const markets: readonly Market[] = [
  { id: 1, name: 'Abitibi-Témiscamingue', url: '/abitibi-temiscamingue', musique: 1, television: null }, // Rouyn-Noranda
  { id: 2, name: 'Alberta', url: '/alberta', musique: 2, television: 2 }, // Edmonton
  { id: 3, name: 'Bas-Saint-Laurent', url: '/bas-saint-laurent', musique: 3, television: EST_DU_QUEBEC }, // Rimouski
  {
    id: 4,
    name: 'Colombie-Britannique et Yukon',
    url: '/colombie-britannique-et-yukon',
    musique: 4,
    television: 4,
  }, // Vancouver
  { id: 5, name: 'Côte-Nord', url: '/cote-nord', musique: 3, television: EST_DU_QUEBEC }, // Sept-Îles
  { id: 6, name: 'Estrie', url: '/estrie', musique: 6, television: 6 }, // Sherbrooke
  {
    id: 7,
    name: 'Gaspésie–Îles-de-la-Madeleine',
    url: '/gaspesie-iles-de-la-madeleine',
    musique: 7,
    television: EST_DU_QUEBEC,
  }, // Carleton-sur-Mer
  { id: 8, name: 'Grand Montréal', url: '/grandmontreal', musique: 8, television: 8 }, // Montréal
  { id: 9, name: 'Grand Nord', url: '/grand-nord', musique: null, television: null }, // Yellowknife, Iqaluit
  {
    id: 10,
    name: 'Île-du-Prince-Édouard',
    url: '/acadie/ile-du-prince-edouard',
    musique: 14,
    television: ACADIE,
  }, // Charlottetown
  { id: 11, name: 'Manitoba', url: '/manitoba', musique: 11, television: 11 }, // Winnipeg
  { id: 12, name: 'Mauricie–Centre-du-Québec', url: '/mauricie', musique: 12, television: 12 }, // Trois-Rivières
  { id: 13, name: 'Nord de l’Ontario', url: '/ontario/nord-de-l-ontario', musique: 13, television: ONTARIO }, // Sudbury
  { id: 14, name: 'Nouveau-Brunswick', url: '/acadie/nouveau-brunswick', musique: 14, television: ACADIE }, // Moncton
  { id: 15, name: 'Nouvelle-Écosse', url: '/acadie/nouvelle-ecosse', musique: 15, television: ACADIE }, // Halifax
  { id: 16, name: 'Ottawa-Gatineau', url: '/ottawa-gatineau', musique: 16, television: 16 }, // Ottawa
  { id: 17, name: 'Québec', url: '/quebec', musique: 17, television: 17 }, // Québec
  { id: 18, name: 'Saguenay–Lac-Saint-Jean', url: '/saguenay-lac-saint-jean', musique: 18, television: 18 }, // Saguenay
  { id: 19, name: 'Saskatchewan', url: '/saskatchewan', musique: 19, television: 19 }, // Regina
  {
    id: 20,
    name: 'Terre-Neuve-et-Labrador',
    url: '/acadie/terre-neuve-et-labrador',
    musique: 15,
    television: ACADIE,
  }, // St. John's
  { id: 21, name: 'Toronto', url: '/ontario/toronto', musique: 21, television: ONTARIO }, // Toronto
  { id: 22, name: 'Windsor', url: '/ontario/windsor', musique: 21, television: ONTARIO }, // Windsor
];

/** Television regions that group several markets, with the market of the station's home city. */
const televisionGroups: readonly { id: number; name: string; homeMarket: number }[] = [
  { id: EST_DU_QUEBEC, name: 'Est du Québec', homeMarket: 3 }, // CJBR Rimouski
  { id: ACADIE, name: 'Acadie', homeMarket: 14 }, // CBAFT Moncton
  { id: ONTARIO, name: 'Ontario', homeMarket: 21 }, // CBLFT Toronto
];

function marketById(id: number): Market {
  const market = markets.find((candidate) => candidate.id === id);
  if (!market) throw new Error(`Unknown market ${id}`);
  return market;
}

function withoutNulls(
  linked: Partial<Record<SectionKey, number | null>>,
): Partial<Record<SectionKey, number>> {
  const result: Partial<Record<SectionKey, number>> = {};
  for (const [section, id] of Object.entries(linked) as [SectionKey, number | null][]) {
    if (id !== null) result[section] = id;
  }
  return result;
}

/** A market's region in a section served by every market: Edition, Première, OHdio. */
function marketRegion(section: 'edition' | 'premiere' | 'ohdio', market: Market): Region {
  const sameMarket = { edition: market.id, premiere: market.id, ohdio: market.id };
  const { [section]: _self, ...others } = sameMarket;
  return {
    id: market.id,
    legacyId: legacyIdBase[section] + market.id,
    name: market.name,
    ...(section === 'edition' ? { url: market.url } : {}),
    linked: withoutNulls({ ...others, musique: market.musique, television: market.television }),
  };
}

/** An ICI Musique region: the market of the same id in the other sections. */
function musiqueRegion(market: Market): Region {
  return {
    id: market.id,
    legacyId: legacyIdBase.musique + market.id,
    name: market.name,
    linked: withoutNulls({
      edition: market.id,
      premiere: market.id,
      ohdio: market.id,
      television: market.television,
    }),
  };
}

function televisionRegion(id: number, name: string, home: Market): Region {
  return {
    id,
    legacyId: legacyIdBase.television + id,
    name,
    linked: withoutNulls({ edition: home.id, premiere: home.id, ohdio: home.id, musique: home.musique }),
  };
}

/** A name as French alphabetical order reads it: without accents, without case. */
function sortKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * French alphabetical order by name, for these few place names. Not `localeCompare(…, 'fr')` nor an
 * `Intl.Collator`: loading ICU's French collation took 12–16 ms of the portal's start-up in a CPU
 * profile (region-data.test.ts checks that the order is the collator's).
 */
function byFrenchName(a: { name: string }, b: { name: string }): number {
  const [keyA, keyB] = [sortKey(a.name), sortKey(b.name)];
  return keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
}

const musiqueMarkets = markets.filter((market) => market.musique === market.id);
const televisionMarkets = markets.filter((market) => market.television === market.id);

export const sectionEdition: readonly Region[] = markets.map((market) => marketRegion('edition', market));
export const sectionPremiere: readonly Region[] = markets.map((market) => marketRegion('premiere', market));
export const sectionOhdio: readonly Region[] = markets.map((market) => marketRegion('ohdio', market));
export const sectionEspaceMusique: readonly Region[] = musiqueMarkets.map(musiqueRegion);
export const sectionTelevision: readonly Region[] = [
  ...televisionMarkets.map((market) => televisionRegion(market.id, market.name, market)),
  ...televisionGroups.map((group) => televisionRegion(group.id, group.name, marketById(group.homeMarket))),
].sort(byFrenchName);
