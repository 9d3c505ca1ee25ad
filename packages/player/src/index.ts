export * from './constants.ts';
export { PlayerError, PlayerStateNotFoundError, PlayerNotFoundError, PlayerApiLoadError } from './errors.ts';
export { playerMessages, playerProblemMessages, type PlayerMessages } from './messages.fr.ts';
export type {
  GlobalId,
  AdParameter,
  PlaybackAd,
  JukeboxContent,
  Playback,
  PlayerLastState,
  JukeboxInstance,
  JukeboxSettings,
  JukeboxState,
  AutoplayType,
} from './jukebox/types.ts';
export {
  initialJukeboxInstance,
  initialPlayback,
  isLiveContent,
  mediaForContent,
  playbackForContent,
} from './jukebox/playback.ts';
export { jukeboxReducer, initialJukeboxState, type JukeboxAction } from './jukebox/reducer.ts';
export { normalizeVolume, playerVolumeFor, volumeToRestore } from './jukebox/volume.ts';
export { isNearEnd, shouldPreloadNext } from './jukebox/preload.ts';
export { adBreakOf, midrollMoment, type AdBreakPlan, type AudioAdPosition } from './jukebox/ad-break.ts';
export {
  loadJukeboxState,
  saveJukeboxState,
  serializeJukeboxState,
  type KeyValueStorage,
} from './jukebox/persistence.ts';
export {
  settingsForSave,
  createSettingsSaver,
  type SaveJukeboxSettings,
  type SettingsSaver,
} from './jukebox/settings.ts';
export { storedJukeboxSettings, type StoredJukeboxSettings } from './jukebox/settings-storage.ts';
export {
  createJukebox,
  type Jukebox,
  type JukeboxOptions,
  type JukeboxPlayer,
  type JukeboxStore,
  type PlayListOptions,
} from './jukebox/jukebox.ts';
export {
  createMediaPlaybackStore,
  mediaPlaybackReducer,
  initialMediaPlayback,
  type MediaPlayback,
  type MediaPlaybackState,
  type MediaPlaybackAction,
  type MediaPlaybackStore,
  type MediaIdentity,
  type AdBreakProgress,
} from './media/media-playback.ts';
export {
  createMediaCommands,
  type MediaCommands,
  type MediaPlayerHandle,
  type BeforePlayResult,
} from './media/media-commands.ts';
export { followStoredPosition } from './media/stored-position.ts';
export {
  errorEventFromMediaError,
  errorEventFromHlsError,
  errorEventForMissingSource,
  type PlayerErrorEvent,
} from './player-error-event.ts';
export { errorEventForEngineLoad, playerProblemMessage, ENGINE_LOAD_FAILED } from './player-problem.ts';
export {
  VIEW_STATES,
  MEDIA_CONTENT_TYPES,
  AUTOPLAY_TYPES,
  AD_POSITIONS,
  mediaAnalyticsEvent,
  type ViewState,
  type MediaContentType,
  type AdPosition,
  type MediaAnalyticsEvent,
  type MediaAnalyticsReporter,
} from './analytics/media-analytics.ts';
export { keepOneVoice, ONE_VOICE_CHANNEL, type VoiceChannel } from './jukebox/one-voice.ts';
export { markNavigationFromPlay, consumeNavigationFromPlay } from './navigation-flag.ts';
export {
  loadPlayerEngine,
  playerEngineUrl,
  PLAYER_ENGINE_FILE,
  type LoadPlayerEngineOptions,
  type PlayerEngineModule,
} from './engine/load-player-engine.ts';
export { startPlayerOnDemand, type StartOnDemandOptions } from './engine/start-on-demand.ts';
export { isHlsUrl } from './engine/hls-source.ts';
export type {
  AudioEngine,
  AudioEngineOptions,
  ResolvedSource,
  SourceResolver,
  AdSourceResolver,
} from './engine/audio-engine.ts';
// The dock (React controls) is its own entry, `@portail/player/dock`, so that apps can load it lazily.
export type { PlayerDockProps } from './dock/PlayerDock.tsx';
export { formatClock, formatSpokenDuration, formatSpeed } from './dock/format-time.ts';
