import type { AutoplayType, GlobalId, Playback } from '../jukebox/types.ts';

/** Media analytics codes of SPEC.md §3. */
export const VIEW_STATES = ['unplayed', 'played', 'stopped', 'completed'] as const;
export const MEDIA_CONTENT_TYPES = ['ad', 'content'] as const;
export const AUTOPLAY_TYPES = ['unknown', 'manual', 'auto', 'continuous'] as const;
export const AD_POSITIONS = ['preroll', 'midroll', 'postroll', 'overlay', 'special'] as const;

export type ViewState = (typeof VIEW_STATES)[number];
type MediaContentType = (typeof MEDIA_CONTENT_TYPES)[number];
export type AdPosition = (typeof AD_POSITIONS)[number];

export interface MediaAnalyticsEvent {
  viewState: ViewState;
  contentType: MediaContentType;
  autoplayType: AutoplayType;
  /** Only for ads. */
  adPosition?: AdPosition;
  adUnit?: string;
  playerName: string;
  mediaId: string | null;
  appCode: string;
  globalId: GlobalId | null;
  metrikGlobalId: string | null;
  metricPlaybackListItem: string | null;
  isLive: boolean;
  /** Seconds. */
  position: number;
  duration: number;
}

/** Receives media analytics events (the portal wires it to @portail/telemetry). */
export type MediaAnalyticsReporter = (event: MediaAnalyticsEvent) => void;

export function mediaAnalyticsEvent(
  playback: Playback,
  details: {
    viewState: ViewState;
    autoplayType: AutoplayType;
    playerName: string;
    position: number;
    ad?: { position: AdPosition } | undefined;
  },
): MediaAnalyticsEvent {
  const event: MediaAnalyticsEvent = {
    viewState: details.viewState,
    contentType: details.ad ? 'ad' : 'content',
    autoplayType: details.autoplayType,
    playerName: details.playerName,
    mediaId: playback.mediaId,
    appCode: playback.appCode,
    globalId: playback.globalId,
    metrikGlobalId: playback.metrikGlobalId,
    metricPlaybackListItem: playback.metricPlaybackListItem,
    isLive: playback.isLive,
    position: Math.max(0, Math.round(details.position * 1000) / 1000),
    duration: playback.duration,
  };
  if (details.ad) {
    event.adPosition = details.ad.position;
    if (playback.ad) event.adUnit = playback.ad.adUnit;
  }
  return event;
}
