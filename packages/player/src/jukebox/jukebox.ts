import { createStore, type Store } from '@portail/state';
import { DEFAULT_JUKEBOX_NAME, NEXT_THROTTLE_MS, READING_SPEEDS, THROTTLE_MS } from '../constants.ts';
import { PlayerNotFoundError, PlayerStateNotFoundError } from '../errors.ts';
import { throttle, type Throttled } from '../throttle.ts';
import { loadJukeboxState, saveJukeboxState, type KeyValueStorage } from './persistence.ts';
import { initialJukeboxState, jukeboxReducer, type JukeboxAction } from './reducer.ts';
import { createSettingsSaver, type SaveJukeboxSettings } from './settings.ts';
import type {
  AutoplayType,
  JukeboxContent,
  JukeboxInstance,
  JukeboxSettings,
  JukeboxState,
} from './types.ts';

/** What the jukebox asks of an attached audio player (the engine); volume, mute and speed are read
 * by the player from the store itself. */
export interface JukeboxPlayer {
  /** Loads the instance's current item (its ad first, if any) and plays it. */
  load(): void;
  play(): void;
  pause(): void;
  /** Absolute position in seconds. */
  seek(seconds: number): void;
}

export interface JukeboxOptions {
  /** Where the state is saved (localStorage); none means nothing is saved or restored. */
  storage?: KeyValueStorage;
  /** Destination of the settings save (not shown in SPEC.md); reading speed is reset to 1 first. */
  saveSettings?: SaveJukeboxSettings;
  /** The settings saved earlier for a jukebox (applied when it is created), or null. */
  loadSettings?: (name: string) => JukeboxSettings | null;
  onSaveError?: (error: unknown) => void;
  throttleMs?: number;
  nextThrottleMs?: number;
}

export type JukeboxStore = Store<JukeboxState, JukeboxAction>;

interface PlayListOptions {
  name?: string;
  index?: number;
  seekTime?: number;
  autoplayType?: AutoplayType;
}

export interface Jukebox {
  readonly store: JukeboxStore;
  /** Creates the named instance, restoring its saved state when there is one; no-op if it exists. */
  init(name?: string): JukeboxInstance;
  /** Removes the instance and its player; `init` may create it again. */
  dispose(name?: string): void;
  /** @throws PlayerStateNotFoundError */
  getInstance(name?: string): JukeboxInstance;
  hasInstance(name?: string): boolean;
  /** Registers the audio player of an instance; returns the detach function. */
  attachPlayer(player: JukeboxPlayer, name?: string): () => void;
  /** @throws PlayerNotFoundError */
  getPlayer(name?: string): JukeboxPlayer;
  /** The way the current item started, for media analytics. */
  autoplayTypeOf(name?: string): AutoplayType;
  playList(contents: JukeboxContent[], options?: PlayListOptions): void;
  playItem(index: number, name?: string, autoplayType?: AutoplayType): void;
  play(name?: string): void;
  pause(name?: string): void;
  togglePlay(name?: string): void;
  /** Next item (throttled 2000 ms); false at the end of the list or inside the throttle window. */
  next(name?: string): boolean;
  previous(name?: string): void;
  /** The player reports the end of the current media: the next item starts by itself. */
  handleMediaEnded(name?: string): void;
  seekBy(offsetSeconds: number, name?: string): void;
  seekTo(seconds: number, name?: string): void;
  setVolume(level: number, name?: string): void;
  mute(name?: string): void;
  toggleMute(name?: string): void;
  unmute(name?: string): void;
  setReadingSpeed(speed: number, name?: string): void;
  /** Writes the pending throttled saves now (page hide). */
  flush(): void;
  /** Stops saving; the store stays readable. */
  close(): void;
}

export function createJukebox(options: JukeboxOptions = {}): Jukebox {
  const {
    storage,
    saveSettings,
    loadSettings,
    onSaveError,
    throttleMs = THROTTLE_MS,
    nextThrottleMs = NEXT_THROTTLE_MS,
  } = options;
  const store: JukeboxStore = createStore(jukeboxReducer, initialJukeboxState);
  const players = new Map<string, JukeboxPlayer>();
  const autoplayTypes = new Map<string, AutoplayType>();
  const nextHandlers = new Map<string, Throttled<[AutoplayType]>>();
  let restored: JukeboxState | null | undefined;

  const persistState: Throttled<[]> = throttle(() => {
    if (storage) saveJukeboxState(storage, store.getState());
  }, throttleMs);
  const unsubscribePersist = storage ? store.subscribe(() => persistState()) : () => undefined;
  const settingsSaver = saveSettings ? createSettingsSaver(saveSettings, onSaveError, throttleMs) : null;

  const getInstance = (name = DEFAULT_JUKEBOX_NAME) => {
    const instance = store.getState().instances[name];
    if (!instance) throw new PlayerStateNotFoundError(name);
    return instance;
  };
  const getPlayer = (name = DEFAULT_JUKEBOX_NAME) => {
    const player = players.get(name);
    if (!player) throw new PlayerNotFoundError(name);
    return player;
  };
  const dispatch = (action: JukeboxAction) => store.dispatch(action);

  const playItem = (index: number, name = DEFAULT_JUKEBOX_NAME, autoplayType: AutoplayType = 'manual') => {
    const instance = getInstance(name);
    if (!instance.contents[index]) return;
    autoplayTypes.set(name, autoplayType);
    dispatch({ type: 'jukebox/itemPlayed', name, index });
    players.get(name)?.load();
  };

  const nextHandlerFor = (name: string) => {
    let handler = nextHandlers.get(name);
    if (!handler) {
      handler = throttle(
        (autoplayType: AutoplayType) => {
          const instance = getInstance(name);
          const index = instance.currentContentIndex + 1;
          if (instance.contents[index]) playItem(index, name, autoplayType);
        },
        nextThrottleMs,
        { trailing: false },
      );
      nextHandlers.set(name, handler);
    }
    return handler;
  };
  const goNext = (name: string, autoplayType: AutoplayType): boolean => {
    const before = getInstance(name).currentContentIndex;
    nextHandlerFor(name)(autoplayType);
    return getInstance(name).currentContentIndex !== before;
  };

  const seekTo = (seconds: number, name = DEFAULT_JUKEBOX_NAME) => {
    const instance = getInstance(name);
    if (instance.playback.isLive || !Number.isFinite(seconds)) return;
    const duration = instance.playback.duration;
    const target = Math.max(0, duration > 0 ? Math.min(seconds, duration) : seconds);
    if (instance.playback.isPlaying) getPlayer(name).seek(target);
    else dispatch({ type: 'jukebox/seekStored', name, seekTime: target });
  };

  return {
    store,
    init(name = DEFAULT_JUKEBOX_NAME) {
      const existing = store.getState().instances[name];
      if (existing) return existing;
      if (restored === undefined) restored = storage ? loadJukeboxState(storage) : null;
      const saved = restored?.instances[name];
      const settings = loadSettings?.(name);
      const action: JukeboxAction = { type: 'jukebox/initialised', name };
      if (saved) action.restored = saved;
      if (settings) action.settings = settings;
      dispatch(action);
      if (saved) autoplayTypes.set(name, 'auto');
      return getInstance(name);
    },
    dispose(name = DEFAULT_JUKEBOX_NAME) {
      players.delete(name);
      nextHandlers.get(name)?.cancel();
      nextHandlers.delete(name);
      autoplayTypes.delete(name);
      dispatch({ type: 'jukebox/disposed', name });
    },
    getInstance,
    hasInstance: (name = DEFAULT_JUKEBOX_NAME) => name in store.getState().instances,
    attachPlayer(player, name = DEFAULT_JUKEBOX_NAME) {
      getInstance(name);
      players.set(name, player);
      dispatch({ type: 'jukebox/playerMounted', name, mounted: true });
      return () => {
        if (players.get(name) !== player) return;
        players.delete(name);
        dispatch({ type: 'jukebox/playerMounted', name, mounted: false });
      };
    },
    getPlayer,
    autoplayTypeOf: (name = DEFAULT_JUKEBOX_NAME) => autoplayTypes.get(name) ?? 'unknown',
    playList(contents, { name = DEFAULT_JUKEBOX_NAME, index = 0, seekTime, autoplayType = 'manual' } = {}) {
      getInstance(name);
      if (!contents[index]) return;
      autoplayTypes.set(name, autoplayType);
      const action: JukeboxAction = { type: 'jukebox/listPlayed', name, contents: [...contents], index };
      if (seekTime !== undefined) action.seekTime = seekTime;
      dispatch(action);
      players.get(name)?.load();
    },
    playItem,
    play(name = DEFAULT_JUKEBOX_NAME) {
      const instance = getInstance(name);
      if (instance.currentContentIndex < 0) return;
      const player = players.get(name);
      if (player) player.play();
      else dispatch({ type: 'jukebox/contentAwaited', name });
    },
    pause(name = DEFAULT_JUKEBOX_NAME) {
      getInstance(name);
      getPlayer(name).pause();
    },
    togglePlay(name = DEFAULT_JUKEBOX_NAME) {
      const instance = getInstance(name);
      if (instance.playback.isPlaying || (instance.playback.isWaiting && players.has(name))) this.pause(name);
      else this.play(name);
    },
    next: (name = DEFAULT_JUKEBOX_NAME) => goNext(name, 'manual'),
    previous(name = DEFAULT_JUKEBOX_NAME) {
      const instance = getInstance(name);
      if (instance.currentContentIndex > 0) playItem(instance.currentContentIndex - 1, name);
      else seekTo(0, name);
    },
    handleMediaEnded(name = DEFAULT_JUKEBOX_NAME) {
      getInstance(name);
      dispatch({ type: 'jukebox/ended', name });
      goNext(name, 'continuous');
    },
    seekBy(offsetSeconds, name = DEFAULT_JUKEBOX_NAME) {
      const instance = getInstance(name);
      const base = instance.playback.isPlaying ? instance.playbackCurrentTime : instance.playback.seekTime;
      seekTo(base + offsetSeconds, name);
    },
    seekTo,
    setVolume: (level, name = DEFAULT_JUKEBOX_NAME) => dispatch({ type: 'jukebox/volumeSet', name, level }),
    mute(name = DEFAULT_JUKEBOX_NAME) {
      getInstance(name);
      dispatch({ type: 'jukebox/muted', name });
    },
    toggleMute(name = DEFAULT_JUKEBOX_NAME) {
      getInstance(name);
      dispatch({ type: 'jukebox/muteToggled', name });
    },
    unmute(name = DEFAULT_JUKEBOX_NAME) {
      getInstance(name);
      dispatch({ type: 'jukebox/unmuted', name });
    },
    setReadingSpeed(speed, name = DEFAULT_JUKEBOX_NAME) {
      getInstance(name);
      const min = READING_SPEEDS[0];
      const max = READING_SPEEDS[READING_SPEEDS.length - 1] ?? min;
      if (!Number.isFinite(speed)) return;
      const clamped = Math.min(max, Math.max(min, speed));
      dispatch({ type: 'jukebox/readingSpeedSet', name, speed: clamped });
      const settings = store.getState().settings[name];
      if (settingsSaver && settings) settingsSaver(name, settings);
    },
    flush() {
      persistState.flush();
      settingsSaver?.flush();
    },
    close() {
      unsubscribePersist();
      persistState.cancel();
      settingsSaver?.cancel();
      nextHandlers.forEach((handler) => handler.cancel());
    },
  };
}
