import { createStore, type Store } from '@portail/state';
import type { GlobalId } from '../jukebox/types.ts';
import type { PlayerErrorEvent } from '../player-error-event.ts';
import { normalizeVolume } from '../jukebox/volume.ts';
import type { AudioAdPosition } from '../jukebox/ad-break.ts';

/** The ad break that plays: where it sits in the item and its own progress, in seconds. */
interface AdBreakProgress {
  position: AudioAdPosition;
  currentTime: number;
  /** 0 until the ad's duration is known. */
  duration: number;
}

/** Media playback of one player (SPEC.md §3). */
export interface MediaPlayback {
  appCode: string | null;
  currentTime: number;
  globalId: GlobalId | null;
  isPaused: boolean;
  isPlaying: boolean;
  adPlaying: boolean;
  /** While `adPlaying`: the break's position and the ad's own progress (the item's stays in currentTime). */
  adBreak: AdBreakProgress | null;
  isWaitingForPlay: boolean;
  liveIndex: number;
  mediaId: string | null;
  mute: boolean;
  noAds: boolean;
  onError: PlayerErrorEvent | null;
  volume: number;
  subtitles: boolean;
  volumeLastLevel: number | null;
  isInitialized: boolean;
}

export type MediaPlaybackState = Record<string, MediaPlayback>;

export interface MediaIdentity {
  mediaId: string;
  appCode?: string;
  globalId?: GlobalId | null;
  liveIndex?: number;
}

export type MediaPlaybackAction =
  | { type: 'media/initialised'; playerId: string; noAds?: boolean }
  | { type: 'media/removed'; playerId: string }
  | { type: 'media/ready'; playerId: string }
  | { type: 'media/waitingForPlay'; playerId: string }
  | { type: 'media/playing'; playerId: string }
  | { type: 'media/paused'; playerId: string }
  | { type: 'media/adBreakStarted'; playerId: string; position?: AudioAdPosition }
  | { type: 'media/adTimeUpdated'; playerId: string; currentTime: number; duration?: number }
  | { type: 'media/adBreakEnded'; playerId: string }
  | { type: 'media/mediaChanged'; playerId: string; media: MediaIdentity }
  | { type: 'media/timeUpdated'; playerId: string; currentTime: number }
  | { type: 'media/volumeChanged'; playerId: string; volume: number }
  | { type: 'media/muteChanged'; playerId: string; mute: boolean }
  | { type: 'media/volumeRestored'; playerId: string }
  | { type: 'media/subtitlesToggled'; playerId: string }
  | { type: 'media/errored'; playerId: string; error: PlayerErrorEvent };

export function initialMediaPlayback(): MediaPlayback {
  return {
    appCode: null,
    currentTime: 0,
    globalId: null,
    isPaused: false,
    isPlaying: false,
    adPlaying: false,
    adBreak: null,
    isWaitingForPlay: false,
    liveIndex: -1,
    mediaId: null,
    mute: false,
    noAds: false,
    onError: null,
    volume: 1,
    subtitles: false,
    volumeLastLevel: null,
    isInitialized: false,
  };
}

function apply(entry: MediaPlayback, action: MediaPlaybackAction): MediaPlayback {
  switch (action.type) {
    case 'media/ready':
      // Ready resets the playing state; identity and preferences (media, volume, subtitles) stay.
      return {
        ...entry,
        currentTime: 0,
        isPaused: false,
        isPlaying: false,
        adPlaying: false,
        adBreak: null,
        isWaitingForPlay: false,
        onError: null,
        isInitialized: true,
      };
    case 'media/waitingForPlay':
      return { ...entry, isWaitingForPlay: true, isPlaying: false };
    case 'media/playing':
      return { ...entry, isPlaying: true, isWaitingForPlay: false, isPaused: false, onError: null };
    case 'media/paused':
      return { ...entry, isPaused: true, isPlaying: false };
    case 'media/adBreakStarted':
      return {
        ...entry,
        adPlaying: true,
        adBreak: { position: action.position ?? 'preroll', currentTime: 0, duration: 0 },
      };
    case 'media/adTimeUpdated': {
      if (!entry.adBreak || !Number.isFinite(action.currentTime)) return entry;
      const duration =
        action.duration !== undefined && Number.isFinite(action.duration) && action.duration > 0
          ? action.duration
          : entry.adBreak.duration;
      return {
        ...entry,
        adBreak: { ...entry.adBreak, currentTime: Math.max(0, action.currentTime), duration },
      };
    }
    case 'media/adBreakEnded':
      return { ...entry, adPlaying: false, adBreak: null };
    case 'media/mediaChanged':
      return {
        ...entry,
        mediaId: action.media.mediaId,
        appCode: action.media.appCode ?? entry.appCode,
        globalId: action.media.globalId ?? null,
        liveIndex: action.media.liveIndex ?? -1,
        currentTime: 0,
        isPaused: false,
        isPlaying: false,
        adPlaying: false,
        adBreak: null,
        isWaitingForPlay: true,
        onError: null,
      };
    case 'media/timeUpdated':
      return Number.isFinite(action.currentTime)
        ? { ...entry, currentTime: Math.max(0, action.currentTime) }
        : entry;
    case 'media/volumeChanged': {
      const volume = normalizeVolume(action.volume);
      // Volume 0 means mute; the last audible level is kept for restoring.
      if (volume === 0)
        return { ...entry, volume: 0, mute: true, volumeLastLevel: entry.volume || entry.volumeLastLevel };
      return { ...entry, volume, mute: false, volumeLastLevel: volume };
    }
    case 'media/muteChanged':
      return action.mute === entry.mute ? entry : { ...entry, mute: action.mute };
    case 'media/volumeRestored':
      return { ...entry, volume: entry.volumeLastLevel ?? 1, mute: false };
    case 'media/subtitlesToggled':
      return { ...entry, subtitles: !entry.subtitles };
    case 'media/errored':
      // A fatal error ends the playing and the wait for play; a recoverable one changes neither.
      return action.error.isFatal
        ? { ...entry, onError: action.error, isPlaying: false, isWaitingForPlay: false }
        : { ...entry, onError: action.error };
    default:
      return entry;
  }
}

/** Reducer of the media playback store (SPEC.md §4.5), keyed by player id. */
function mediaPlaybackReducer(state: MediaPlaybackState, action: MediaPlaybackAction): MediaPlaybackState {
  if (action.type === 'media/initialised') {
    const entry = { ...(state[action.playerId] ?? initialMediaPlayback()), isInitialized: true };
    if (action.noAds !== undefined) entry.noAds = action.noAds;
    return { ...state, [action.playerId]: entry };
  }
  const entry = state[action.playerId];
  if (!entry) return state;
  if (action.type === 'media/removed') {
    const { [action.playerId]: _removed, ...rest } = state;
    return rest;
  }
  const next = apply(entry, action);
  return next === entry ? state : { ...state, [action.playerId]: next };
}

export type MediaPlaybackStore = Store<MediaPlaybackState, MediaPlaybackAction>;

export function createMediaPlaybackStore(initial: MediaPlaybackState = {}): MediaPlaybackStore {
  return createStore(mediaPlaybackReducer, initial);
}
