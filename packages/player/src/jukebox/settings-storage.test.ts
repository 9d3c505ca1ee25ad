import { describe, expect, it } from 'vitest';
import { JUKEBOX_SETTINGS_STORAGE_KEY } from '../constants.ts';
import { memoryStorage } from '../testing/fixtures.ts';
import { createJukebox } from './jukebox.ts';
import { storedJukeboxSettings } from './settings-storage.ts';

describe('the stored jukebox settings', () => {
  it('keeps each jukebox under its name and reads it back', () => {
    const storage = memoryStorage();
    const settings = storedJukeboxSettings(storage);
    void settings.save('audioOHdioJukebox', { readingSpeed: 1 });
    void settings.save('autre', { readingSpeed: 1 });
    expect(JSON.parse(storage.data.get(JUKEBOX_SETTINGS_STORAGE_KEY) ?? '')).toEqual({
      audioOHdioJukebox: { readingSpeed: 1 },
      autre: { readingSpeed: 1 },
    });
    expect(settings.load('audioOHdioJukebox')).toEqual({ readingSpeed: 1 });
    expect(settings.load('inconnue')).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['a list', '[]'],
    ['a speed out of 0.5–2×', JSON.stringify({ audioOHdioJukebox: { readingSpeed: 16 } })],
    ['a speed that is text', JSON.stringify({ audioOHdioJukebox: { readingSpeed: '2' } })],
  ])('refuses saved settings that are %s', (_case, text) => {
    const settings = storedJukeboxSettings(memoryStorage({ [JUKEBOX_SETTINGS_STORAGE_KEY]: text }));
    expect(settings.load('audioOHdioJukebox')).toBeNull();
  });

  it('gives a new jukebox the saved settings', () => {
    const settings = storedJukeboxSettings(
      memoryStorage({
        [JUKEBOX_SETTINGS_STORAGE_KEY]: JSON.stringify({ audioOHdioJukebox: { readingSpeed: 0.75 } }),
      }),
    );
    const jukebox = createJukebox({ saveSettings: settings.save, loadSettings: settings.load });
    expect(jukebox.init().readingSpeed).toBe(0.75);
    expect(jukebox.store.getState().settings.audioOHdioJukebox).toEqual({ readingSpeed: 0.75 });
  });
});
