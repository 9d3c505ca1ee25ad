import { DEFAULT_READING_SPEED, THROTTLE_MS } from '../constants.ts';
import { throttle, type Throttled } from '../throttle.ts';
import type { JukeboxSettings } from './types.ts';

/** The routine run before jukebox settings are saved: reading speed goes back to 1, so a new visit
 * never starts sped up or slowed down (SPEC.md §4.4). */
function settingsForSave(settings: JukeboxSettings): JukeboxSettings {
  return { ...settings, readingSpeed: DEFAULT_READING_SPEED };
}

export type SaveJukeboxSettings = (name: string, settings: JukeboxSettings) => void | Promise<void>;

export interface SettingsSaver {
  (name: string, settings: JukeboxSettings): void;
  /** Saves every pending trailing save now. */
  flush(): void;
  cancel(): void;
}

/**
 * A settings saver throttled to one save per jukebox per 5000 ms (the last settings of a burst are
 * saved at the window's end). The destination is not shown in SPEC.md §7: the caller injects it.
 */
export function createSettingsSaver(
  save: SaveJukeboxSettings,
  onError: (error: unknown) => void = () => undefined,
  windowMs = THROTTLE_MS,
): SettingsSaver {
  const perName = new Map<string, Throttled<[JukeboxSettings]>>();
  const saveNow = (name: string, settings: JukeboxSettings) => {
    try {
      const result = save(name, settingsForSave(settings));
      if (result) result.catch(onError);
    } catch (error) {
      onError(error);
    }
  };
  const saver = (name: string, settings: JukeboxSettings) => {
    let throttled = perName.get(name);
    if (!throttled) {
      throttled = throttle((next: JukeboxSettings) => saveNow(name, next), windowMs);
      perName.set(name, throttled);
    }
    throttled(settings);
  };
  saver.flush = () => perName.forEach((throttled) => throttled.flush());
  saver.cancel = () => perName.forEach((throttled) => throttled.cancel());
  return saver;
}
