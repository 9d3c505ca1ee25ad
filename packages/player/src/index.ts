export * from './constants.ts';
export { PlayerApiLoadError } from './errors.ts';
export type { PlaybackAd, JukeboxContent } from './jukebox/types.ts';
export { initialPlayback, isLiveContent, mediaForContent } from './jukebox/playback.ts';
export { adBreakOf } from './jukebox/ad-break.ts';
export { type KeyValueStorage } from './jukebox/persistence.ts';
export { storedJukeboxSettings } from './jukebox/settings-storage.ts';
export { createJukebox, type Jukebox } from './jukebox/jukebox.ts';
export { createMediaPlaybackStore, type MediaPlaybackStore } from './media/media-playback.ts';
export { followStoredPosition } from './media/stored-position.ts';
// SPEC.md §4.5's commands for a media player that registers itself (before-play rule, pause all,
// volume, subtitles, reduced mode). The portal's jukebox drives its one audio engine directly.
export {
  createMediaCommands,
  type BeforePlayResult,
  type MediaCommands,
  type MediaPlayerHandle,
} from './media/media-commands.ts';
export { errorEventForEngineLoad, playerProblemMessage } from './player-problem.ts';
export { mediaAnalyticsEvent, type MediaAnalyticsEvent } from './analytics/media-analytics.ts';
export { keepOneVoice, ONE_VOICE_CHANNEL } from './jukebox/one-voice.ts';
export { consumeNavigationFromPlay } from './navigation-flag.ts';
export { loadPlayerEngine, type PlayerEngineModule } from './engine/load-player-engine.ts';
export { startPlayerOnDemand } from './engine/start-on-demand.ts';
export { isHlsUrl } from './engine/hls-source.ts';
export type { AudioEngineOptions } from './engine/audio-engine.ts';
// The dock (React controls) is its own entry, `@portail/player/dock`, so that apps can load it lazily.
export { formatClock, formatSpokenDuration } from './dock/format-time.ts';
