import { DEFAULT_JUKEBOX_NAME } from '../constants.ts';
import type { Jukebox } from '../jukebox/jukebox.ts';
import type { MediaPlaybackStore } from './media-playback.ts';

/**
 * Gives a jukebox's player its entry in the media playback store before any engine is loaded, and
 * keeps there what the jukebox holds while no engine is attached: the position (a queue restored
 * paused shows where it stopped, and a seek made before the first play moves it) and the wait for
 * the engine after the first « Lire ». Once an engine is attached, the engine alone reports. Returns the function that stops following.
 */
export function followStoredPosition(
  jukebox: Jukebox,
  media: MediaPlaybackStore,
  name = DEFAULT_JUKEBOX_NAME,
): () => void {
  if (!media.getState()[name]) media.dispatch({ type: 'media/initialised', playerId: name });
  const follow = () => {
    const instance = jukebox.store.getState().instances[name];
    const entry = media.getState()[name];
    if (!instance || !entry || instance.isMount) return;
    // Play was asked for and the engine is on its way: the dock says it is loading.
    if (instance.isWaitingForContent && !entry.isWaitingForPlay) {
      media.dispatch({ type: 'media/waitingForPlay', playerId: name });
    }
    if (entry.currentTime !== instance.playbackCurrentTime) {
      media.dispatch({
        type: 'media/timeUpdated',
        playerId: name,
        currentTime: instance.playbackCurrentTime,
      });
    }
  };
  follow();
  return jukebox.store.subscribe(follow);
}
