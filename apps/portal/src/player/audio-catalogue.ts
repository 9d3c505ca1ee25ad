import {
  AUDIO_CATALOGUE_PATH,
  type AudioAd,
  type AudioCatalogue,
  type AudioEpisode,
  type AudioItemAd,
  type LiveStation,
} from '@portail/contracts';
import type { JukeboxContent } from '@portail/player';

/** An ad's clip as the portal reads it: its position is not checked (the item's ad says when it plays). */
type CatalogueAd = Omit<AudioAd, 'position'>;

/** The contract's `AudioCatalogue` as the portal reads it: the ads' positions unread. */
export type ReadAudioCatalogue = Omit<AudioCatalogue, 'ads'> & { ads: CatalogueAd[] };

type UnknownRecord = Record<string, unknown>;
const isRecord = (value: unknown): value is UnknownRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

function hasFields(record: UnknownRecord, texts: string[], numbers: string[], urls: string[]): boolean {
  return (
    texts.every((key) => isText(record[key])) &&
    numbers.every((key) => isNumber(record[key])) &&
    urls.every((key) => isHttpUrl(record[key]))
  );
}

function readAd(value: unknown): AudioItemAd | undefined {
  if (!isRecord(value) || !isText(value.adUnit) || !Array.isArray(value.parameters)) return undefined;
  const parameters = value.parameters.filter(
    (p): p is { key: string; value: string } =>
      isRecord(p) && typeof p.key === 'string' && typeof p.value === 'string',
  );
  return { adUnit: value.adUnit, parameters: parameters.map(({ key, value: v }) => ({ key, value: v })) };
}

/** The text fields every item the player plays has, an episode as a live station. */
const MEDIA_TEXTS = ['id', 'globalId', 'mediaId', 'appCode', 'title'];

function readEpisode(value: unknown): AudioEpisode | null {
  if (!isRecord(value)) return null;
  const texts = [...MEDIA_TEXTS, 'programTitle', 'description', 'publishedAt'];
  if (!hasFields(value, texts, ['durationSeconds', 'primaryClassificationTagId'], ['audioUrl'])) return null;
  const episode = value as unknown as AudioEpisode;
  const ad = readAd(value.ad);
  const { ad: _ignored, ...fields } = episode;
  return ad ? { ...fields, ad } : fields;
}

function readStation(value: unknown): LiveStation | null {
  if (!isRecord(value)) return null;
  const texts = [...MEDIA_TEXTS, 'description', 'broadcastingStationCodeName'];
  const numbers = ['broadcastingNetworkId', 'broadcastingStationId', 'primaryClassificationTagId'];
  return hasFields(value, texts, numbers, ['streamUrl']) ? (value as unknown as LiveStation) : null;
}

function readCatalogueAd(value: unknown): CatalogueAd | null {
  if (!isRecord(value)) return null;
  return hasFields(value, ['id', 'adUnit', 'title'], ['durationSeconds'], ['audioUrl'])
    ? (value as unknown as CatalogueAd)
    : null;
}

const list = <T>(value: unknown, read: (item: unknown) => T | null): T[] =>
  Array.isArray(value) ? value.map(read).filter((item): item is T => item !== null) : [];

/** Checks the catalogue the services sent: malformed entries are left out, never shown. */
export function parseAudioCatalogue(value: unknown): ReadAudioCatalogue {
  if (!isRecord(value)) throw new TypeError('The audio catalogue is not an object');
  return {
    episodes: list(value.episodes, readEpisode),
    stations: list(value.stations, readStation),
    ads: list(value.ads, readCatalogueAd),
  };
}

export type FetchJson = (url: string, init?: RequestInit) => Promise<Response>;

/** The catalogue's address on the API origin. */
const catalogueUrl = (apiOrigin: string) => `${apiOrigin}${AUDIO_CATALOGUE_PATH}`;

/** Fetches and checks the audio catalogue; rejects on a network failure or a non-2xx answer. */
export async function fetchAudioCatalogue(
  apiOrigin: string,
  { fetch: fetcher = fetch, signal }: { fetch?: FetchJson; signal?: AbortSignal } = {},
): Promise<ReadAudioCatalogue> {
  const url = catalogueUrl(apiOrigin);
  const response = await fetcher(url, { headers: { accept: 'application/json' }, signal: signal ?? null });
  if (!response.ok) throw new Error(`Impossible de résoudre ${url} (${response.status})`);
  return parseAudioCatalogue(await response.json());
}

const loaded = new Map<string, Promise<ReadAudioCatalogue>>();

/**
 * The page's audio catalogue, fetched once per API origin (a failure is tried again next time):
 * the audio pages' data and the player's ads read the same answer.
 */
export function loadAudioCatalogue(apiOrigin: string): Promise<ReadAudioCatalogue> {
  let catalogue = loaded.get(apiOrigin);
  if (!catalogue) {
    catalogue = fetchAudioCatalogue(apiOrigin);
    catalogue.catch(() => loaded.delete(apiOrigin));
    loaded.set(apiOrigin, catalogue);
  }
  return catalogue;
}

/** The audio application's pages that list the episodes and the live stations. */
const EPISODES_PAGE = '/ohdio';
const STATIONS_PAGE = '/premiere';

/** « 20-1001 » → content type 20, id « 1001 ». */
export function parseGlobalId(globalId: string): { contentTypeId: number; id: string } {
  const match = /^(\d+)-(.+)$/.exec(globalId);
  return match ? { contentTypeId: Number(match[1]), id: match[2] ?? '' } : { contentTypeId: 0, id: globalId };
}

/** The jukebox item of an episode: its stream, its metadata, and its ad when it has one. */
export function episodeContent(episode: AudioEpisode): JukeboxContent {
  const content: JukeboxContent = {
    globalId: parseGlobalId(episode.globalId),
    mediaId: episode.mediaId,
    appCode: episode.appCode,
    title: episode.title,
    subtitle: episode.programTitle,
    src: episode.audioUrl,
    pageUrl: EPISODES_PAGE,
    duration: episode.durationSeconds,
    primaryClassificationTagId: episode.primaryClassificationTagId,
    metrikGlobalId: episode.globalId,
    metricPlaybackListItem: `ohdio|${episode.programTitle}|${episode.title}`,
  };
  if (episode.ad) content.ad = episode.ad;
  return content;
}

/** The jukebox item of a live station (classification tag 8005, its broadcasting fields). */
export function stationContent(station: LiveStation): JukeboxContent {
  return {
    globalId: parseGlobalId(station.globalId),
    mediaId: station.mediaId,
    appCode: station.appCode,
    title: station.title,
    subtitle: station.description,
    src: station.streamUrl,
    pageUrl: STATIONS_PAGE,
    primaryClassificationTagId: station.primaryClassificationTagId,
    metrikGlobalId: station.globalId,
    broadcastingNetworkId: station.broadcastingNetworkId,
    broadcastingStationCodeName: station.broadcastingStationCodeName,
    broadcastingStationId: station.broadcastingStationId,
  };
}
