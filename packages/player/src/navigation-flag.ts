import { NAVIGATION_FROM_PLAY_KEY } from './constants.ts';
import type { KeyValueStorage } from './jukebox/persistence.ts';

/** Marks that the next navigation was started by a play action (e.g. « Écouter » opens a page). */
export function markNavigationFromPlay(storage: KeyValueStorage): void {
  try {
    storage.setItem(NAVIGATION_FROM_PLAY_KEY, '1');
  } catch {
    // Storage refused (private mode, quota): the flag is a hint, not a requirement.
  }
}

/** Reads and clears the flag: true once after a navigation that a play action started. */
export function consumeNavigationFromPlay(storage: KeyValueStorage): boolean {
  try {
    const marked = storage.getItem(NAVIGATION_FROM_PLAY_KEY) === '1';
    if (marked) storage.removeItem(NAVIGATION_FROM_PLAY_KEY);
    return marked;
  } catch {
    return false;
  }
}
