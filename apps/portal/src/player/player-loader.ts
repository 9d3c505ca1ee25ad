import type { RuntimeConfig } from '@portail/contracts';
import { JUKEBOX_STORAGE_KEY } from '@portail/player';
import type { PortalPlayer } from './portal-player.ts';

/**
 * The portal player (jukebox store, its saving, one voice per browser) is not in the first script:
 * it loads when the page has a saved queue to restore, or at the first « Écouter » (the audio
 * pages' chunk imports it). Until then nothing can play in this tab, so there is nothing to show,
 * save or pause. The dock follows it from here.
 */
let player: PortalPlayer | undefined;
let loading: Promise<PortalPlayer> | undefined;
const listeners = new Set<() => void>();

/** Called by portal-player.ts when the page's player is created (whoever asked first). */
export function announcePortalPlayer(created: PortalPlayer): void {
  player = created;
  for (const listener of listeners) listener();
}

/** The page's player once it exists (for `useSyncExternalStore`). */
export const currentPortalPlayer = (): PortalPlayer | undefined => player;

export function onPortalPlayer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads and creates the page's player (once; a failed load is tried again at the next call). */
export function loadPortalPlayer(config: RuntimeConfig): Promise<PortalPlayer> {
  loading ??= import('./portal-player.ts').then(
    (module) => module.portalPlayer(config),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Whether the page has a saved queue to restore (its validity is the jukebox's to check). */
export function hasSavedQueue(win: Window | undefined = typeof window === 'undefined' ? undefined : window) {
  try {
    return win?.localStorage.getItem(JUKEBOX_STORAGE_KEY) != null;
  } catch {
    return false;
  }
}
