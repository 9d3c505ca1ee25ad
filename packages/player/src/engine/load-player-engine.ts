import { formatMessage } from '@portail/ui';
import { PlayerApiLoadError } from '../errors.ts';
import { playerProblemMessages } from '../messages.fr.ts';
import type * as EngineModule from './entry.ts';

export type PlayerEngineModule = typeof EngineModule;

/** File name of the engine chunk under the player base URL. */
const PLAYER_ENGINE_FILE = 'player-engine.js';

export interface LoadPlayerEngineOptions {
  /** Imports a module by address (the browser's dynamic import by default). */
  importModule?: (url: string) => Promise<unknown>;
  /** Told about a load failure (the portal's logger). */
  onError?: (error: PlayerApiLoadError) => void;
  /**
   * How many loads failed before this one. Browsers remember a failed module import for the page's
   * life, so a retry asks for the chunk at a distinct address (`?attempt=N`).
   */
  attempt?: number;
}

/** The engine chunk's address under a player base URL (http or https only). */
export function playerEngineUrl(baseUrl: string): string {
  const base = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  if (base.protocol !== 'http:' && base.protocol !== 'https:') {
    throw new TypeError(`Player base URL must be http(s): ${baseUrl}`);
  }
  return new URL(PLAYER_ENGINE_FILE, base).href;
}

const importByUrl = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);

const isEngineModule = (value: unknown): value is PlayerEngineModule =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { createAudioEngine?: unknown }).createAudioEngine === 'function';

/**
 * Loads the player engine lazily, as its own chunk, from the configured player base URL. A failed
 * import or a module without the engine rejects with PlayerApiLoadError (the player-API
 * load-failure message of SPEC.md §8), after telling `onError`.
 */
export async function loadPlayerEngine(
  baseUrl: string,
  { importModule = importByUrl, onError = () => undefined, attempt = 0 }: LoadPlayerEngineOptions = {},
): Promise<PlayerEngineModule> {
  let url = baseUrl;
  const failure = (cause: unknown) => {
    const error = new PlayerApiLoadError(
      url,
      formatMessage(playerProblemMessages.apiLoadFailed, { url }),
      cause,
    );
    onError(error);
    return error;
  };
  try {
    url = playerEngineUrl(baseUrl);
    if (attempt > 0) url = `${url}?attempt=${Math.trunc(attempt)}`;
  } catch (error) {
    throw failure(error);
  }
  let loaded: unknown;
  try {
    loaded = await importModule(url);
  } catch (error) {
    throw failure(error);
  }
  if (!isEngineModule(loaded)) throw failure(new TypeError('The module does not export createAudioEngine'));
  return loaded;
}
