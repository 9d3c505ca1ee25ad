/** The jukebox entities of SPEC.md §3. */

/** A content's global id: its content type id plus its id. */
export interface GlobalId {
  contentTypeId: number;
  id: string;
}

interface AdParameter {
  key: string;
  value: string;
}

/** An ad that plays before its item: an ad unit and its targeting parameters. */
export interface PlaybackAd {
  adUnit: string;
  parameters: AdParameter[];
}

/** One item of a jukebox list, as the catalogue gives it. */
export interface JukeboxContent {
  globalId: GlobalId;
  /** Media id for the player; live stations may get theirs from the station code (cbfxc → sp01radio). */
  mediaId?: string;
  appCode?: string;
  title?: string;
  subtitle?: string;
  imageUrl?: string;
  /** Direct stream address, when the catalogue gives one (else the engine's resolver finds it). */
  src?: string;
  /** The in-app page that presents the item (a path such as /ohdio); the dock links its title there. */
  pageUrl?: string;
  /** Seconds; absent or 0 for live streams. */
  duration?: number;
  primaryClassificationTagId?: number;
  metricPlaybackListItem?: string;
  metrikGlobalId?: string;
  ad?: PlaybackAd;
  broadcastingNetworkId?: number;
  broadcastingStationCodeName?: string;
  broadcastingStationId?: number;
}

/** What the player is playing (SPEC.md §3 "Playback"); live items add the broadcasting fields. */
export interface Playback {
  appCode: string;
  duration: number;
  globalId: GlobalId | null;
  isAdUnitPlaying: boolean;
  isPlaying: boolean;
  isWaiting: boolean;
  mediaId: string | null;
  seekTime: number;
  metricPlaybackListItem: string | null;
  metrikGlobalId: string | null;
  primaryClassificationTagId: number | null;
  ad: PlaybackAd | null;
  isLive: boolean;
  broadcastingNetworkId?: number;
  broadcastingStationCodeName?: string;
  broadcastingStationId?: number;
}

/** The player's last reported state. */
type PlayerLastState = 'idle' | 'waiting' | 'playing' | 'paused' | 'ended' | 'error';

export interface JukeboxInstance {
  contents: JukeboxContent[];
  currentContentIndex: number;
  /** True once the item after the current one is preloaded. */
  contentPreloaded: boolean;
  /** True while a player is attached to this jukebox. */
  isMount: boolean;
  /** True while play was asked for and no player is attached yet. */
  isWaitingForContent: boolean;
  lastState: PlayerLastState;
  muted: boolean;
  /** Level 0–1. */
  volume: number;
  /** Level to restore when mute is toggled off. */
  volumeMuted: number;
  readingSpeed: number;
  /** Seconds to resume at when a restored item starts; null when none. */
  resumeTime: number | null;
  playbackCurrentTime: number;
  playback: Playback;
}

export interface JukeboxSettings {
  readingSpeed: number;
}

export interface JukeboxState {
  instances: Record<string, JukeboxInstance>;
  settings: Record<string, JukeboxSettings>;
}

/** How a play started, for the media analytics autoplay code. */
export type AutoplayType = 'unknown' | 'manual' | 'auto' | 'continuous';
