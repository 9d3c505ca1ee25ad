import {
  DEFAULT_APP_CODE,
  DEFAULT_READING_SPEED,
  DEFAULT_VOLUME,
  LIVE_APP_CODE,
  LIVE_CLASSIFICATION_TAG_ID,
  LIVE_STATION_MEDIA_IDS,
  WAM_APP_CODE,
  WAM_CONTENT_TYPE_ID,
} from '../constants.ts';
import type { JukeboxContent, JukeboxInstance, Playback } from './types.ts';

export function initialPlayback(): Playback {
  return {
    appCode: DEFAULT_APP_CODE,
    duration: 0,
    globalId: null,
    isAdUnitPlaying: false,
    isPlaying: false,
    isWaiting: false,
    mediaId: null,
    seekTime: 0,
    metricPlaybackListItem: null,
    metrikGlobalId: null,
    primaryClassificationTagId: null,
    ad: null,
    isLive: false,
  };
}

/** A new jukebox instance with every field at its SPEC.md §3 initial value. */
export function initialJukeboxInstance(): JukeboxInstance {
  return {
    contents: [],
    currentContentIndex: -1,
    contentPreloaded: false,
    isMount: false,
    isWaitingForContent: false,
    lastState: 'idle',
    muted: false,
    volume: DEFAULT_VOLUME,
    volumeMuted: DEFAULT_VOLUME,
    readingSpeed: DEFAULT_READING_SPEED,
    resumeTime: null,
    playbackCurrentTime: 0,
    playback: initialPlayback(),
  };
}

/** Live items are marked by classification tag 8005 (SPEC.md §4.4). */
export function isLiveContent(content: JukeboxContent): boolean {
  return content.primaryClassificationTagId === LIVE_CLASSIFICATION_TAG_ID;
}

/**
 * The app code and media id the player needs for an item:
 * - live items play with medianetlive, and a station with its own stream (cbfxc) maps to its media id
 *   (sp01radio) whatever the catalogue's media id;
 * - content type 38 is a WAM clip: it plays with the wamfr app code, and its media id is the content's
 *   own id when the catalogue gives none;
 * - everything else plays with the item's app code, or medianet.
 */
export function mediaForContent(content: JukeboxContent): { appCode: string; mediaId: string | null } {
  if (isLiveContent(content)) {
    const station = content.broadcastingStationCodeName?.toLowerCase();
    const stationMediaId = station === undefined ? undefined : LIVE_STATION_MEDIA_IDS[station];
    return { appCode: LIVE_APP_CODE, mediaId: stationMediaId ?? content.mediaId ?? null };
  }
  if (content.globalId.contentTypeId === WAM_CONTENT_TYPE_ID) {
    return { appCode: WAM_APP_CODE, mediaId: content.mediaId ?? content.globalId.id };
  }
  return { appCode: content.appCode ?? DEFAULT_APP_CODE, mediaId: content.mediaId ?? null };
}

/** The playback of an item about to play: waiting for the player, at its start (or `seekTime`). */
export function playbackForContent(content: JukeboxContent, seekTime = 0): Playback {
  const live = isLiveContent(content);
  const playback: Playback = {
    ...initialPlayback(),
    ...mediaForContent(content),
    duration: live ? 0 : Math.max(0, content.duration ?? 0),
    globalId: { ...content.globalId },
    isWaiting: true,
    seekTime: live ? 0 : seekTime,
    metricPlaybackListItem: content.metricPlaybackListItem ?? null,
    metrikGlobalId: content.metrikGlobalId ?? null,
    primaryClassificationTagId: content.primaryClassificationTagId ?? null,
    ad: content.ad
      ? { adUnit: content.ad.adUnit, parameters: content.ad.parameters.map((p) => ({ ...p })) }
      : null,
    isLive: live,
  };
  if (live) {
    if (content.broadcastingNetworkId !== undefined)
      playback.broadcastingNetworkId = content.broadcastingNetworkId;
    if (content.broadcastingStationCodeName !== undefined) {
      playback.broadcastingStationCodeName = content.broadcastingStationCodeName;
    }
    if (content.broadcastingStationId !== undefined)
      playback.broadcastingStationId = content.broadcastingStationId;
  }
  return playback;
}
