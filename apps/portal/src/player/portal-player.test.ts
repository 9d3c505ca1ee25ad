import { describe, expect, it, vi } from 'vitest';
import { localRuntimeConfig } from '@portail/contracts/local-defaults';
import {
  JUKEBOX_SETTINGS_STORAGE_KEY,
  JUKEBOX_STORAGE_KEY,
  PlayerApiLoadError,
  playerProblemMessage,
  type AudioEngineOptions,
  type KeyValueStorage,
  type PlayerEngineModule,
} from '@portail/player';
import type { ReadAudioCatalogue } from './audio-catalogue.ts';
import { createPortalPlayer, playerBaseUrl } from './portal-player.ts';
import { playerPlayback } from './player-playback.ts';

const config = localRuntimeConfig({ ports: { portal: 8080, account: 8081, idp: 8082, api: 8083 } });

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const episode = (id: string, extra: object = {}) => ({
  globalId: { contentTypeId: 20, id },
  title: `Épisode ${id}`,
  src: `http://localhost:8083/audio/files/episode-${id}.wav`,
  duration: 95,
  ...extra,
});

const catalogue: ReadAudioCatalogue = {
  episodes: [],
  stations: [],
  ads: [
    {
      id: 'pub',
      adUnit: '/portail/ohdio/preroll',
      title: 'Pub',
      durationSeconds: 3,
      audioUrl: 'http://localhost:8083/audio/files/pub.wav',
    },
  ],
};

describe('the portal player', () => {
  it('loads the player API from /player/ on the portal origin', () => {
    expect(playerBaseUrl(config)).toBe('http://localhost:8080/player/');
  });

  it('creates the default jukebox, restores its saved queue paused, and saves it when the page is hidden', () => {
    const storage = memoryStorage();
    const win = new EventTarget() as unknown as Window;
    const first = createPortalPlayer({ config, storage, win, reportAnalytics: () => undefined });
    first.jukebox.playList([episode('1'), episode('2')], { index: 1 });
    first.jukebox.store.dispatch({ type: 'jukebox/timeUpdated', name: first.name, currentTime: 42 });
    win.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(storage.data.get(JUKEBOX_STORAGE_KEY) ?? '{}')).toMatchObject({
      instances: { audioOHdioJukebox: { currentContentIndex: 1, playbackCurrentTime: 42 } },
    });

    const reloaded = createPortalPlayer({ config, storage, win, reportAnalytics: () => undefined });
    const instance = reloaded.jukebox.getInstance();
    expect(instance.contents.map((content) => content.title)).toEqual(['Épisode 1', 'Épisode 2']);
    expect(instance).toMatchObject({ currentContentIndex: 1, isMount: false, resumeTime: 42 });
    expect(instance.playback.isPlaying).toBe(false);
    // The dock renders the position from the media playback store, before any engine is loaded.
    expect(playerPlayback(reloaded).media.getState()[reloaded.name]).toMatchObject({
      currentTime: 42,
      isPlaying: false,
    });
  });

  it('saves the jukebox settings when the member changes the speed, reading speed reset to 1, and a new visit starts at 1×', () => {
    const storage = memoryStorage();
    const win = new EventTarget() as unknown as Window;
    const first = createPortalPlayer({ config, storage, win, reportAnalytics: () => undefined });
    first.jukebox.playList([episode('1')]);
    first.jukebox.setReadingSpeed(1.5);
    // This visit plays at 1.5×; what is saved for the next one says 1.
    expect(first.jukebox.getInstance().readingSpeed).toBe(1.5);
    expect(JSON.parse(storage.data.get(JUKEBOX_SETTINGS_STORAGE_KEY) ?? '{}')).toEqual({
      audioOHdioJukebox: { readingSpeed: 1 },
    });
    first.jukebox.setReadingSpeed(2);
    win.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(storage.data.get(JUKEBOX_SETTINGS_STORAGE_KEY) ?? '{}')).toEqual({
      audioOHdioJukebox: { readingSpeed: 1 },
    });

    const next = createPortalPlayer({ config, storage, win, reportAnalytics: () => undefined });
    expect(next.jukebox.getInstance().readingSpeed).toBe(1);
    expect(next.jukebox.store.getState().settings.audioOHdioJukebox).toEqual({ readingSpeed: 1 });
  });

  it('loads the engine at the first play, keeps a failed load as the player error the dock says, and retries at a new address', async () => {
    const created: AudioEngineOptions[] = [];
    const module = {
      createAudioEngine: (options: AudioEngineOptions) => {
        created.push(options);
        return { elements: [], player: {}, dispose: () => undefined };
      },
    } as unknown as PlayerEngineModule;
    const loadEngine = vi
      .fn()
      .mockRejectedValueOnce(
        new PlayerApiLoadError('http://localhost:8080/player/player-engine.js', 'refusé'),
      )
      .mockResolvedValueOnce(module);
    const player = createPortalPlayer({
      config,
      storage: memoryStorage(),
      loadEngine,
      fetchCatalogue: async () => catalogue,
      reportAnalytics: () => undefined,
    });
    const playback = playerPlayback(player);
    const stop = playback.start();
    expect(loadEngine).not.toHaveBeenCalled();
    const entry = () => playback.media.getState()[player.name];

    player.jukebox.playList([episode('1', { ad: { adUnit: '/portail/ohdio/preroll', parameters: [] } })]);
    expect(entry()?.isWaitingForPlay).toBe(true);
    await vi.waitFor(() =>
      expect(entry()?.onError).toEqual({
        logCode: 'PLAYER_API_LOAD_FAILED',
        message: 'refusé',
        retry: true,
        isFatal: true,
      }),
    );
    expect(playerProblemMessage(entry()?.onError)).toBe('refusé');
    expect(entry()?.isWaitingForPlay).toBe(false);
    expect(loadEngine).toHaveBeenLastCalledWith('http://localhost:8080/player/', { attempt: 0 });
    expect(player.jukebox.getInstance().lastState).toBe('error');

    player.jukebox.play();
    await vi.waitFor(() => expect(created).toHaveLength(1));
    expect(loadEngine).toHaveBeenLastCalledWith('http://localhost:8080/player/', { attempt: 1 });
    const options = created[0];
    expect(options?.name).toBe('audioOHdioJukebox');
    // The engine reports into the store the dock renders from.
    expect(options?.media).toBe(playback.media);
    expect(options?.resolveSource?.(episode('1'))).toEqual({
      url: 'http://localhost:8083/audio/files/episode-1.wav',
      isHls: false,
    });
    expect(options?.resolveSource?.({ ...episode('2'), src: 'https://cdn.test/live.m3u8' })).toEqual({
      url: 'https://cdn.test/live.m3u8',
      isHls: true,
    });
    const ad = { adUnit: '/portail/ohdio/preroll', parameters: [] };
    expect(await options?.resolveAdSource?.(ad, episode('1'))).toBe(
      'http://localhost:8083/audio/files/pub.wav',
    );
    expect(await options?.resolveAdSource?.({ ...ad, adUnit: '/inconnue' }, episode('1'))).toBeNull();
    stop();
  });

  it('fetches the catalogue once, and again after a failed fetch', async () => {
    const fetchCatalogue = vi
      .fn()
      .mockRejectedValueOnce(new Error('hors ligne'))
      .mockResolvedValue(catalogue);
    const player = createPortalPlayer({ config, storage: memoryStorage(), fetchCatalogue });
    await expect(player.catalogue()).rejects.toThrow('hors ligne');
    await expect(player.catalogue()).resolves.toBe(catalogue);
    await expect(player.catalogue()).resolves.toBe(catalogue);
    expect(fetchCatalogue).toHaveBeenCalledTimes(2);
  });
});
