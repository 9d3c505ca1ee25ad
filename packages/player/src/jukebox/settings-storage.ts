import { JUKEBOX_SETTINGS_STORAGE_KEY, READING_SPEEDS } from '../constants.ts';
import type { KeyValueStorage } from './persistence.ts';
import type { SaveJukeboxSettings } from './settings.ts';
import type { JukeboxSettings } from './types.ts';

type UnknownRecord = Record<string, unknown>;
const isRecord = (value: unknown): value is UnknownRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const slowest = READING_SPEEDS[0];
const fastest = READING_SPEEDS[READING_SPEEDS.length - 1] ?? slowest;

/** One jukebox's saved settings; anything malformed or out of 0.5–2× is refused. */
function readSettings(value: unknown): JukeboxSettings | null {
  if (!isRecord(value)) return null;
  const { readingSpeed } = value;
  if (typeof readingSpeed !== 'number' || readingSpeed < slowest || readingSpeed > fastest) return null;
  return { readingSpeed };
}

function readAll(storage: KeyValueStorage, key: string): UnknownRecord {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '{}');
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

export interface StoredJukeboxSettings {
  /** The settings saver's destination: the settings of each jukebox under one key, by name. */
  save: SaveJukeboxSettings;
  /** A jukebox's saved settings, or null (none, malformed, or storage refused). */
  load(name: string): JukeboxSettings | null;
}

/**
 * Where the portal keeps each jukebox's settings (SPEC.md §3 « a settings object per jukebox »;
 * §7 does not show the destination): Web Storage, under `RC_AUDIOJUKEBOX_SETTINGS`. What arrives
 * here has been through `settingsForSave` (reading speed back to 1).
 */
export function storedJukeboxSettings(
  storage: KeyValueStorage,
  key = JUKEBOX_SETTINGS_STORAGE_KEY,
): StoredJukeboxSettings {
  return {
    save(name, settings) {
      // A full or refused storage throws: the saver reports it to onSaveError.
      storage.setItem(key, JSON.stringify({ ...readAll(storage, key), [name]: settings }));
    },
    load: (name) => readSettings(readAll(storage, key)[name]),
  };
}
