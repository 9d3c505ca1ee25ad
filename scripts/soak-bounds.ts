// The bounds of npm run bench:soak (issue 19): what a long visit may cost.
import { NAVIGATION_DELAY_MS } from '@portail/router';

export const soakBounds = {
  heapGrowthBytes: 2 * 1024 * 1024,
  listenersGrowth: 0,
  p95Ms: 50,
  /** Part of every navigation (SPEC.md §4.1), inside the p95 bound. */
  listenerWaitMs: NAVIGATION_DELAY_MS,
};

export interface SoakFigures {
  navigations: number;
  p50: number;
  p95: number;
  max: number;
  /** Click → the first frame painted after page-changed, ms (reported, not bounded). */
  paintedP50: number;
  paintedP95: number;
  /** The main thread's CPU time from the click to page-changed, ms (reported, not bounded). */
  cpuP50: number;
  cpuP95: number;
  heapGrowthBytes: number;
  listenersGrowth: number;
  nodesGrowth: number;
  audioPlaying: boolean;
  requestsPerNavigation: number;
  baseline: { heapBytes: number; nodes: number; listeners: number };
  end: { heapBytes: number; nodes: number; listeners: number };
}

/** The value at quantile `q` (0-1) of ascending `sorted`, nearest rank. */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(q * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

export interface Verdict {
  ok: boolean;
  text: string;
}

/** Each bound, kept or crossed, in words. */
export function soakVerdicts(figures: SoakFigures, bounds = soakBounds): Verdict[] {
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  return [
    {
      ok: figures.heapGrowthBytes <= bounds.heapGrowthBytes,
      text: `heap growth ${mb(figures.heapGrowthBytes)} ≤ ${mb(bounds.heapGrowthBytes)}`,
    },
    {
      ok: figures.listenersGrowth <= bounds.listenersGrowth,
      text: `listeners ${figures.listenersGrowth >= 0 ? '+' : ''}${figures.listenersGrowth} ≤ +${bounds.listenersGrowth}`,
    },
    { ok: figures.audioPlaying, text: 'audio still playing' },
    { ok: figures.p95 <= bounds.p95Ms, text: `p95 ${figures.p95.toFixed(1)} ms ≤ ${bounds.p95Ms} ms` },
  ];
}
