import type { PageRecord } from '@portail/router';
import { readRuntimeConfig, type AudioEpisode, type LiveStation } from '@portail/contracts';
import type { ContentData } from '../../content/page-content.ts';
import { loadAudioCatalogue } from '../../player/audio-catalogue.ts';

/** What an audio page lists: the catalogue's episodes or live stations, or why it cannot. */
export type AudioListing =
  | { kind: 'episodes'; episodes: AudioEpisode[] }
  | { kind: 'stations'; stations: LiveStation[] }
  | { kind: 'unavailable'; of: 'episodes' | 'stations' };

export interface AudioPageData extends ContentData {
  audio: AudioListing;
}

export function isAudioPageData(value: unknown): value is AudioPageData {
  if (typeof value !== 'object' || value === null) return false;
  const audio = (value as { audio?: unknown }).audio;
  return (
    typeof audio === 'object' && audio !== null && typeof (audio as { kind?: unknown }).kind === 'string'
  );
}

/**
 * Adds the local services' episodes or live stations to a content page. A catalogue that cannot be
 * fetched does not fail the navigation: the page says so and keeps its links.
 */
export async function withAudioListing(
  page: PageRecord,
  of: 'episodes' | 'stations',
  catalogue = () => loadAudioCatalogue(readRuntimeConfig().deployment.apiRouting.audio),
): Promise<PageRecord> {
  let audio: AudioListing;
  try {
    const loaded = await catalogue();
    audio =
      of === 'episodes'
        ? { kind: 'episodes', episodes: loaded.episodes }
        : { kind: 'stations', stations: loaded.stations };
  } catch {
    audio = { kind: 'unavailable', of };
  }
  return { ...page, data: { ...(page.data as ContentData), audio } };
}
