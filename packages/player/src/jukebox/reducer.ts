import { DEFAULT_VOLUME } from '../constants.ts';
import { initialJukeboxInstance, playbackForContent } from './playback.ts';
import type { JukeboxContent, JukeboxInstance, JukeboxSettings, JukeboxState } from './types.ts';
import { normalizeVolume, volumeToRestore } from './volume.ts';

export type JukeboxAction =
  | { type: 'jukebox/initialised'; name: string; restored?: JukeboxInstance; settings?: JukeboxSettings }
  | { type: 'jukebox/disposed'; name: string }
  | { type: 'jukebox/listPlayed'; name: string; contents: JukeboxContent[]; index: number; seekTime?: number }
  | { type: 'jukebox/itemPlayed'; name: string; index: number; seekTime?: number }
  | { type: 'jukebox/playerMounted'; name: string; mounted: boolean }
  | { type: 'jukebox/contentAwaited'; name: string }
  | { type: 'jukebox/playing'; name: string }
  | { type: 'jukebox/paused'; name: string }
  | { type: 'jukebox/buffering'; name: string }
  | { type: 'jukebox/adStarted'; name: string }
  | { type: 'jukebox/adEnded'; name: string }
  | { type: 'jukebox/ended'; name: string }
  | { type: 'jukebox/failed'; name: string }
  | { type: 'jukebox/timeUpdated'; name: string; currentTime: number; duration?: number }
  | { type: 'jukebox/seekStored'; name: string; seekTime: number }
  | { type: 'jukebox/resumeConsumed'; name: string }
  | { type: 'jukebox/nextPreloaded'; name: string }
  | { type: 'jukebox/volumeSet'; name: string; level: number }
  | { type: 'jukebox/muted'; name: string }
  | { type: 'jukebox/muteToggled'; name: string }
  | { type: 'jukebox/unmuted'; name: string }
  | { type: 'jukebox/readingSpeedSet'; name: string; speed: number };

export const initialJukeboxState: JukeboxState = { instances: {}, settings: {} };

function finiteOr(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isFinite(value) ? value : fallback;
}

function startItem(instance: JukeboxInstance, index: number, seekTime = 0): JukeboxInstance {
  const content = instance.contents[index];
  if (!content) return instance;
  return {
    ...instance,
    currentContentIndex: index,
    contentPreloaded: false,
    lastState: 'waiting',
    resumeTime: null,
    playbackCurrentTime: seekTime,
    playback: playbackForContent(content, Math.max(0, seekTime)),
  };
}

function applyToInstance(instance: JukeboxInstance, action: JukeboxAction): JukeboxInstance {
  const playback = instance.playback;
  switch (action.type) {
    case 'jukebox/listPlayed':
      return startItem(
        { ...instance, contents: action.contents, isWaitingForContent: !instance.isMount },
        action.index,
        action.seekTime,
      );
    case 'jukebox/itemPlayed':
      return startItem(
        { ...instance, isWaitingForContent: !instance.isMount },
        action.index,
        action.seekTime,
      );
    case 'jukebox/playerMounted':
      return {
        ...instance,
        isMount: action.mounted,
        isWaitingForContent: action.mounted ? false : instance.isWaitingForContent,
      };
    case 'jukebox/contentAwaited':
      if (instance.currentContentIndex < 0) return instance;
      return {
        ...instance,
        isWaitingForContent: !instance.isMount,
        lastState: 'waiting',
        playback: { ...playback, isWaiting: true },
      };
    case 'jukebox/playing':
      return {
        ...instance,
        isWaitingForContent: false,
        lastState: 'playing',
        playback: { ...playback, isPlaying: true, isWaiting: false },
      };
    case 'jukebox/paused':
      return {
        ...instance,
        lastState: 'paused',
        playback: { ...playback, isPlaying: false, isWaiting: false, seekTime: instance.playbackCurrentTime },
      };
    case 'jukebox/buffering':
      return { ...instance, playback: { ...playback, isWaiting: true } };
    case 'jukebox/adStarted':
      return { ...instance, playback: { ...playback, isAdUnitPlaying: true } };
    case 'jukebox/adEnded':
      return { ...instance, playback: { ...playback, isAdUnitPlaying: false } };
    case 'jukebox/ended':
      return {
        ...instance,
        lastState: 'ended',
        playback: { ...playback, isPlaying: false, isWaiting: false, isAdUnitPlaying: false },
      };
    case 'jukebox/failed':
      return {
        ...instance,
        lastState: 'error',
        isWaitingForContent: false,
        playback: { ...playback, isPlaying: false, isWaiting: false, isAdUnitPlaying: false },
      };
    case 'jukebox/timeUpdated': {
      const duration = playback.isLive ? 0 : finiteOr(action.duration, playback.duration);
      return {
        ...instance,
        playbackCurrentTime: Math.max(0, finiteOr(action.currentTime, instance.playbackCurrentTime)),
        playback: duration === playback.duration ? playback : { ...playback, duration },
      };
    }
    case 'jukebox/seekStored':
      return {
        ...instance,
        playbackCurrentTime: action.seekTime,
        playback: { ...playback, seekTime: action.seekTime },
      };
    case 'jukebox/resumeConsumed':
      return instance.resumeTime === null ? instance : { ...instance, resumeTime: null };
    case 'jukebox/nextPreloaded':
      return { ...instance, contentPreloaded: true };
    case 'jukebox/volumeSet': {
      const level = normalizeVolume(action.level);
      if (level === 0)
        return { ...instance, volume: 0, muted: true, volumeMuted: volumeToRestore(instance.volume) };
      return { ...instance, volume: level, muted: false, volumeMuted: level };
    }
    case 'jukebox/muted':
      return instance.muted
        ? instance
        : { ...instance, muted: true, volumeMuted: volumeToRestore(instance.volume) };
    case 'jukebox/muteToggled':
      if (!instance.muted) return { ...instance, muted: true, volumeMuted: volumeToRestore(instance.volume) };
      return { ...instance, muted: false, volume: volumeToRestore(instance.volumeMuted) };
    case 'jukebox/unmuted':
      return { ...instance, muted: false, volume: DEFAULT_VOLUME };
    case 'jukebox/readingSpeedSet':
      return { ...instance, readingSpeed: action.speed };
    default:
      return instance;
  }
}

/** The jukebox reducer: named instances; an action on a missing instance changes nothing. */
export function jukeboxReducer(state: JukeboxState, action: JukeboxAction): JukeboxState {
  if (action.type === 'jukebox/initialised') {
    const instance = action.restored ?? initialJukeboxInstance();
    // Saved settings apply to the new instance (its reading speed: 1, as saved; SPEC.md §4.4).
    const settings = action.settings ?? { readingSpeed: instance.readingSpeed };
    return {
      instances: { ...state.instances, [action.name]: { ...instance, readingSpeed: settings.readingSpeed } },
      settings: { ...state.settings, [action.name]: settings },
    };
  }
  const instance = state.instances[action.name];
  if (!instance) return state;
  if (action.type === 'jukebox/disposed') {
    const { [action.name]: _instance, ...instances } = state.instances;
    const { [action.name]: _settings, ...settings } = state.settings;
    return { instances, settings };
  }
  const next = applyToInstance(instance, action);
  if (next === instance) return state;
  const settings =
    action.type === 'jukebox/readingSpeedSet'
      ? { ...state.settings, [action.name]: { readingSpeed: action.speed } }
      : state.settings;
  return { instances: { ...state.instances, [action.name]: next }, settings };
}
