import { describe, expect, it, vi } from 'vitest';
import { PlayerApiLoadError } from '../errors.ts';
import * as entry from './entry.ts';
import { loadPlayerEngine, playerEngineUrl } from './load-player-engine.ts';

describe('loading the player engine', () => {
  it('imports the engine chunk from the configured player base URL', async () => {
    const importModule = vi.fn(async () => entry);
    const engine = await loadPlayerEngine('http://localhost:8083/player', { importModule });
    expect(importModule).toHaveBeenCalledWith('http://localhost:8083/player/player-engine.js');
    expect(engine.createAudioEngine).toBe(entry.createAudioEngine);
  });

  it.each([
    ['the import fails', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))],
    ['the module has no engine', () => Promise.resolve({ something: 1 })],
  ])('reports the player-API load failure when %s', async (_label, importModule) => {
    const onError = vi.fn();
    const loading = loadPlayerEngine('http://localhost:8083/player/', { importModule, onError });
    await expect(loading).rejects.toThrow(PlayerApiLoadError);
    await expect(loading).rejects.toMatchObject({
      code: 'PLAYER_API_LOAD_FAILED',
      message:
        'Impossible de charger l’API du lecteur audio (http://localhost:8083/player/player-engine.js).',
    });
    expect(onError).toHaveBeenCalledWith(expect.any(PlayerApiLoadError));
  });

  it('asks for the chunk at a distinct address when retrying after a failure', async () => {
    const importModule = vi.fn(async () => entry);
    await loadPlayerEngine('http://localhost:8080/player/', { importModule, attempt: 2 });
    expect(importModule).toHaveBeenCalledWith('http://localhost:8080/player/player-engine.js?attempt=2');
  });

  it('refuses a base URL that is not http(s)', async () => {
    expect(() => playerEngineUrl('javascript:alert(1)')).toThrow(TypeError);
    await expect(loadPlayerEngine('data:text/javascript,1', { importModule: vi.fn() })).rejects.toThrow(
      PlayerApiLoadError,
    );
  });
});
