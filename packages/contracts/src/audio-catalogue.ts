/**
 * The audio catalogue (GET {audio}/audio/catalogue.json): what the local services serve and the
 * portal's jukebox and audio pages read. Its addresses are absolute, on the API origin.
 */
export const AUDIO_CATALOGUE_PATH = '/audio/catalogue.json';

/** SPEC.md §9: classification tag 8005 marks live content. */
export const LIVE_CLASSIFICATION_TAG = 8005;

/** The ad positions of SPEC.md §3 that an audio player plays: before, during and after an item. */
export type AdBreakPosition = 'preroll' | 'midroll' | 'postroll';

/** The ad that plays with an item: its ad unit and targeting parameters (SPEC.md §3). */
export interface AudioItemAd {
  adUnit: string;
  /** `position` says when it plays (an AdBreakPosition); a midroll's `offset` at how many seconds. */
  parameters: { key: string; value: string }[];
}

/** An on-demand episode; `globalId` is `{contentTypeId}-{id}`. */
export interface AudioEpisode {
  id: string;
  globalId: string;
  mediaId: string;
  appCode: string;
  title: string;
  programTitle: string;
  description: string;
  durationSeconds: number;
  publishedAt: string;
  primaryClassificationTagId: number;
  audioUrl: string;
  /** Present when the episode has an ad. */
  ad?: AudioItemAd;
}

/** A live station: an endless stream (no byte ranges, it cannot be sought). */
export interface LiveStation {
  id: string;
  globalId: string;
  mediaId: string;
  appCode: string;
  title: string;
  description: string;
  broadcastingNetworkId: number;
  broadcastingStationCodeName: string;
  broadcastingStationId: number;
  primaryClassificationTagId: number;
  streamUrl: string;
}

/** An ad's clip, found by its ad unit. */
export interface AudioAd {
  id: string;
  adUnit: string;
  title: string;
  durationSeconds: number;
  position: AdBreakPosition;
  audioUrl: string;
}

export interface AudioCatalogue {
  episodes: AudioEpisode[];
  stations: LiveStation[];
  ads: AudioAd[];
}
