import { PlayerNotFoundError } from '../errors.ts';
import type { MediaIdentity, MediaPlaybackStore } from './media-playback.ts';

/** The operations a media player (audio or video) offers to the media commands. */
export interface MediaPlayerHandle {
  load(media: MediaIdentity, options: { autoplay: boolean }): void;
  play(): void;
  pause(): void;
  seek(seconds: number): void;
  /** Level 0–1. */
  setVolume(level: number): void;
  setMuted(muted: boolean): void;
  setSubtitles(enabled: boolean): void;
  /** A smaller presentation of the player (e.g. a mini player while the page scrolls). */
  setReducedMode(reduced: boolean): void;
}

export type BeforePlayResult = 'skipped' | 'changed' | 'resumed';

export interface MediaCommands {
  register(playerId: string, handle: MediaPlayerHandle, options?: { noAds?: boolean }): () => void;
  /**
   * A before-play request: skipped when the same media already plays and `force` is not set; a
   * different media is loaded and autoplays; the same media resumes (SPEC.md §4.5).
   */
  requestPlay(playerId: string, media: MediaIdentity, options?: { force?: boolean }): BeforePlayResult;
  pause(playerId: string): void;
  /** Pauses every player that is playing or about to (only one media plays at a time). */
  pauseAll(exceptPlayerId?: string): void;
  mute(playerId: string, muted?: boolean): void;
  seek(playerId: string, seconds: number): void;
  /** Level 0–1; 0 means mute. */
  setVolume(playerId: string, level: number): void;
  restoreLastVolume(playerId: string): void;
  toggleSubtitles(playerId: string): void;
  setReducedMode(playerId: string, reduced: boolean): void;
}

export function createMediaCommands(store: MediaPlaybackStore): MediaCommands {
  const handles = new Map<string, MediaPlayerHandle>();
  const handleOf = (playerId: string) => {
    const handle = handles.get(playerId);
    if (!handle) throw new PlayerNotFoundError(playerId);
    return handle;
  };
  const entryOf = (playerId: string) => {
    handleOf(playerId);
    const entry = store.getState()[playerId];
    if (!entry) throw new PlayerNotFoundError(playerId);
    return entry;
  };

  const commands: MediaCommands = {
    register(playerId, handle, options = {}) {
      handles.set(playerId, handle);
      store.dispatch({ type: 'media/initialised', playerId, ...options });
      return () => {
        if (handles.get(playerId) !== handle) return;
        handles.delete(playerId);
        store.dispatch({ type: 'media/removed', playerId });
      };
    },
    requestPlay(playerId, media, { force = false } = {}) {
      const entry = entryOf(playerId);
      const handle = handleOf(playerId);
      const sameMedia = entry.mediaId === media.mediaId;
      if (sameMedia && entry.isPlaying && !force) return 'skipped';
      commands.pauseAll(playerId);
      if (!sameMedia || force) {
        store.dispatch({ type: 'media/mediaChanged', playerId, media });
        handle.load(media, { autoplay: true });
        return 'changed';
      }
      store.dispatch({ type: 'media/waitingForPlay', playerId });
      handle.play();
      return 'resumed';
    },
    pause(playerId) {
      handleOf(playerId).pause();
    },
    pauseAll(exceptPlayerId) {
      for (const [playerId, handle] of handles) {
        if (playerId === exceptPlayerId) continue;
        const entry = store.getState()[playerId];
        if (entry && (entry.isPlaying || entry.isWaitingForPlay)) handle.pause();
      }
    },
    mute(playerId, muted = true) {
      handleOf(playerId).setMuted(muted);
      store.dispatch({ type: 'media/muteChanged', playerId, mute: muted });
    },
    seek(playerId, seconds) {
      if (!Number.isFinite(seconds)) return;
      handleOf(playerId).seek(Math.max(0, seconds));
    },
    setVolume(playerId, level) {
      const handle = handleOf(playerId);
      store.dispatch({ type: 'media/volumeChanged', playerId, volume: level });
      const entry = entryOf(playerId);
      handle.setMuted(entry.mute);
      if (!entry.mute) handle.setVolume(entry.volume);
    },
    restoreLastVolume(playerId) {
      const handle = handleOf(playerId);
      store.dispatch({ type: 'media/volumeRestored', playerId });
      const entry = entryOf(playerId);
      handle.setMuted(false);
      handle.setVolume(entry.volume);
    },
    toggleSubtitles(playerId) {
      const handle = handleOf(playerId);
      store.dispatch({ type: 'media/subtitlesToggled', playerId });
      handle.setSubtitles(entryOf(playerId).subtitles);
    },
    setReducedMode(playerId, reduced) {
      handleOf(playerId).setReducedMode(reduced);
    },
  };
  return commands;
}
