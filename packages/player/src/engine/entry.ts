/** The player engine chunk: what `loadPlayerEngine` expects a loaded module to export. */
export { createAudioEngine } from './audio-engine.ts';
export type {
  AudioEngine,
  AudioEngineOptions,
  ResolvedSource,
  SourceResolver,
  AdSourceResolver,
} from './audio-engine.ts';
