import type { AdPosition } from '../analytics/media-analytics.ts';
import type { PlaybackAd } from './types.ts';

/** The ad positions an audio player plays (overlay and special ads are visual: nothing to hear). */
export type AudioAdPosition = Extract<AdPosition, 'preroll' | 'midroll' | 'postroll'>;

/** When an item's ad plays: before it, at a moment inside it, or after it. */
export interface AdBreakPlan {
  position: AudioAdPosition;
  /** Midroll only: seconds into the item, or null for its middle (known once its duration is). */
  offset: number | null;
}

const parameter = (ad: PlaybackAd, key: string) => ad.parameters.find((p) => p.key === key)?.value;

/**
 * Reads an item's ad (SPEC.md §3: an ad unit and key/value parameters) as an ad break: the
 * `position` parameter names one of SPEC.md §3's ad positions (preroll when absent, as the
 * catalogue's first ads were); a midroll's `offset` parameter gives its moment in seconds. An
 * overlay, a special ad or an unknown position is no audio break (null).
 */
export function adBreakOf(ad: PlaybackAd | null | undefined): AdBreakPlan | null {
  if (!ad) return null;
  const position = parameter(ad, 'position') ?? 'preroll';
  if (position !== 'preroll' && position !== 'midroll' && position !== 'postroll') return null;
  if (position !== 'midroll') return { position, offset: null };
  const text = parameter(ad, 'offset');
  const offset = text === undefined || text.trim() === '' ? Number.NaN : Number(text);
  return { position, offset: Number.isFinite(offset) && offset >= 0 ? offset : null };
}

/** The moment a midroll starts in an item of `duration` seconds, or null while it is unknown. */
export function midrollMoment(plan: AdBreakPlan, duration: number): number | null {
  if (plan.offset !== null) return duration > 0 ? Math.min(plan.offset, duration) : plan.offset;
  return duration > 0 ? duration / 2 : null;
}
