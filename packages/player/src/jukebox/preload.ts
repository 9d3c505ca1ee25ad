import { PRELOAD_THRESHOLD_S } from '../constants.ts';
import type { JukeboxInstance } from './types.ts';

/** True when less than `thresholdS` remains of an item lasting more than `thresholdS` seconds. */
export function isNearEnd(currentTime: number, duration: number, thresholdS = PRELOAD_THRESHOLD_S): boolean {
  if (!Number.isFinite(duration) || duration <= thresholdS) return false;
  return duration - currentTime < thresholdS;
}

/** The next item should be preloaded now: there is one, it is not yet preloaded, and the current
 * on-demand item is near its end (SPEC.md §9). */
export function shouldPreloadNext(instance: JukeboxInstance, thresholdS = PRELOAD_THRESHOLD_S): boolean {
  const next = instance.contents[instance.currentContentIndex + 1];
  if (!next || instance.contentPreloaded || instance.playback.isLive || instance.playback.isAdUnitPlaying) {
    return false;
  }
  return isNearEnd(instance.playbackCurrentTime, instance.playback.duration, thresholdS);
}
