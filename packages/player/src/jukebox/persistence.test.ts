import { describe, expect, it } from 'vitest';
import { JUKEBOX_STORAGE_KEY } from '../constants.ts';
import { episode, liveStation, memoryStorage } from '../testing/fixtures.ts';
import { initialJukeboxInstance, playbackForContent } from './playback.ts';
import { loadJukeboxState, readContent, saveJukeboxState } from './persistence.ts';
import type { JukeboxState } from './types.ts';

const saved = (instance: unknown) =>
  JSON.stringify({ version: 15, instances: { audioOHdioJukebox: instance } });

describe('the saved jukebox state', () => {
  it.each([
    ['text that is not JSON', '{oops'],
    ['another version', JSON.stringify({ version: 14, instances: {} })],
    ['an instance without contents', saved({ currentContentIndex: 0 })],
    ['an item without a global id', saved({ contents: [{ mediaId: 'x' }], currentContentIndex: 0 })],
    ['a global id of the wrong type', saved({ contents: [{ globalId: { contentTypeId: '20', id: 1 } }] })],
  ])('is refused and removed when it holds %s', (_label, text) => {
    const storage = memoryStorage({ [JUKEBOX_STORAGE_KEY]: text });
    expect(loadJukeboxState(storage)).toBeNull();
    expect(storage.data.has(JUKEBOX_STORAGE_KEY)).toBe(false);
  });

  it('is null when nothing was saved or storage is refused', () => {
    expect(loadJukeboxState(memoryStorage())).toBeNull();
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(loadJukeboxState(refusing)).toBeNull();
  });

  it('drops unknown fields and bad values from items and clamps the volume', () => {
    expect(
      readContent({ globalId: { contentTypeId: 20, id: '1' }, title: 5, evil: '<script>', duration: 'x' }),
    ).toEqual({
      globalId: { contentTypeId: 20, id: '1' },
    });
    const storage = memoryStorage({
      [JUKEBOX_STORAGE_KEY]: saved({ contents: [], currentContentIndex: -1, volume: 9, muted: 'yes' }),
    });
    expect(loadJukeboxState(storage)?.instances.audioOHdioJukebox).toMatchObject({ volume: 1, muted: false });
  });

  it('keeps an item page only when it is a path on this site', () => {
    const item = (pageUrl: unknown) => readContent({ globalId: { contentTypeId: 20, id: '1' }, pageUrl });
    expect(item('/ohdio')?.pageUrl).toBe('/ohdio');
    for (const unsafe of [
      '//ailleurs.test/ohdio',
      '/\\ailleurs.test',
      'javascript:alert(1)',
      'https://a.test/',
      3,
    ]) {
      expect(item(unsafe)?.pageUrl).toBeUndefined();
    }
  });

  it('round-trips an instance; a live item resumes live, not at its old position', () => {
    const storage = memoryStorage();
    const contents = [liveStation('cbfxc'), episode('2')];
    const state: JukeboxState = {
      instances: {
        audioOHdioJukebox: {
          ...initialJukeboxInstance(),
          contents,
          currentContentIndex: 0,
          playbackCurrentTime: 300,
          playback: { ...playbackForContent(contents[0] ?? episode('x')), isPlaying: true },
        },
      },
      settings: { audioOHdioJukebox: { readingSpeed: 2 } },
    };
    expect(saveJukeboxState(storage, state)).toBe(true);
    const restored = loadJukeboxState(storage)?.instances.audioOHdioJukebox;
    expect(restored?.playback).toMatchObject({ mediaId: 'sp01radio', isLive: true, isPlaying: false });
    expect(restored).toMatchObject({ resumeTime: null, playbackCurrentTime: 0 });
  });

  it('reports a full storage instead of throwing', () => {
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(saveJukeboxState(full, { instances: {}, settings: {} })).toBe(false);
  });
});
