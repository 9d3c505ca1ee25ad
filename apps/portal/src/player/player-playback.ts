import {
  createMediaPlaybackStore,
  errorEventForEngineLoad,
  followStoredPosition,
  loadPlayerEngine,
  startPlayerOnDemand,
  type MediaPlaybackStore,
} from '@portail/player';
import type { PortalPlayer } from './portal-player.ts';

export interface PlayerPlayback {
  /**
   * What the player does (SPEC.md §4.5), under the jukebox's name: the stored position until the
   * engine loads, then what the engine reports; a failed engine load is its error. The dock and
   * the alert render from it.
   */
  readonly media: MediaPlaybackStore;
  /** Loads the engine at the first play; returns the function that stops watching. */
  start(): () => void;
}

const playbacks = new WeakMap<PortalPlayer, PlayerPlayback>();

/**
 * The playing side of the portal's player, which loads with the dock (once something is queued: a
 * visitor who never listens loads none of it): one per player, whatever mounts it.
 */
export function playerPlayback(player: PortalPlayer): PlayerPlayback {
  const existing = playbacks.get(player);
  if (existing) return existing;
  const { jukebox, name } = player;
  const media = createMediaPlaybackStore();
  followStoredPosition(jukebox, media, name);
  const load = player.loadEngine ?? loadPlayerEngine;
  let failedLoads = 0;
  const playback: PlayerPlayback = {
    media,
    start: () =>
      startPlayerOnDemand({
        jukebox,
        name,
        loadEngine: async () => {
          try {
            return await load(player.playerBaseUrl, { attempt: failedLoads });
          } catch (error) {
            failedLoads += 1;
            throw error;
          }
        },
        engineOptions: { ...player.engineOptions, media },
        onError: (error) =>
          media.dispatch({ type: 'media/errored', playerId: name, error: errorEventForEngineLoad(error) }),
      }),
  };
  playbacks.set(player, playback);
  return playback;
}
