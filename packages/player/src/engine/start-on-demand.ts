import { DEFAULT_JUKEBOX_NAME } from '../constants.ts';
import type { Jukebox } from '../jukebox/jukebox.ts';
import type { AudioEngine, AudioEngineOptions } from './audio-engine.ts';
import type { PlayerEngineModule } from './load-player-engine.ts';

export interface StartOnDemandOptions {
  jukebox: Jukebox;
  name?: string;
  /** Loads the engine chunk, e.g. `() => loadPlayerEngine(playerBaseUrl)`. */
  loadEngine: () => Promise<PlayerEngineModule>;
  /** The engine's options (its media playback store among them). */
  engineOptions: Omit<AudioEngineOptions, 'jukebox' | 'name'>;
  onError?: (error: unknown) => void;
  onStarted?: (engine: AudioEngine) => void;
}

/**
 * Loads the engine the first time play is asked for with no player attached (the jukebox marks the
 * instance isWaitingForContent); the engine then starts the waiting item. A failed load clears the
 * wait so that the next click tries again. Returns the function that stops watching.
 */
export function startPlayerOnDemand(options: StartOnDemandOptions): () => void {
  const { jukebox, name = DEFAULT_JUKEBOX_NAME, loadEngine, engineOptions, onError, onStarted } = options;
  let loading = false;
  let stopped = false;
  const check = () => {
    const instance = jukebox.store.getState().instances[name];
    if (loading || stopped || !instance?.isWaitingForContent || instance.isMount) return;
    loading = true;
    loadEngine().then(
      (module) => {
        loading = false;
        if (stopped || !jukebox.hasInstance(name)) return;
        const engine = module.createAudioEngine({ ...engineOptions, jukebox, name });
        onStarted?.(engine);
      },
      (error: unknown) => {
        loading = false;
        if (jukebox.hasInstance(name)) jukebox.store.dispatch({ type: 'jukebox/failed', name });
        onError?.(error);
      },
    );
  };
  const unsubscribe = jukebox.store.subscribe(check);
  check();
  return () => {
    stopped = true;
    unsubscribe();
  };
}
