/** Rating thresholds of SPEC.md §9: [good up to, needs improvement up to]; above is poor. */
export const VITALS_THRESHOLDS = {
  FCP: [1800, 3000],
  CLS: [0.1, 0.25],
  INP: [200, 500],
  LCP: [2500, 4000],
  TTFB: [800, 1800],
} as const satisfies Record<string, readonly [number, number]>;

export type VitalName = keyof typeof VITALS_THRESHOLDS;
export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export function rateVital(name: VitalName, value: number): VitalRating {
  const [good, poor] = VITALS_THRESHOLDS[name];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}
