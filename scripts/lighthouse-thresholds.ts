// The Lighthouse bounds of the project (mobile preset) and the check of one page's scores.

export interface LighthouseScores {
  /** Category scores, 0–100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Cumulative Layout Shift (unitless). */
  cls: number;
  /** Total Blocking Time, ms. */
  tbt: number;
  /** Largest Contentful Paint, ms (reported, not bounded on its own). */
  lcp: number;
}

export const lighthouseThresholds = {
  performance: 98,
  accessibility: 100,
  bestPractices: 95,
  cls: 0,
  tbt: 50,
} as const;

export type Thresholds = { -readonly [K in keyof typeof lighthouseThresholds]: number };

/** The bounds that `scores` crosses, each as a sentence with the figure and the bound. */
export function lighthouseFailures(
  scores: LighthouseScores,
  bounds: Thresholds = lighthouseThresholds,
): string[] {
  const failures: string[] = [];
  if (scores.performance < bounds.performance)
    failures.push(`performance ${scores.performance} < ${bounds.performance}`);
  if (scores.accessibility < bounds.accessibility)
    failures.push(`accessibility ${scores.accessibility} < ${bounds.accessibility}`);
  if (scores.bestPractices < bounds.bestPractices)
    failures.push(`best practices ${scores.bestPractices} < ${bounds.bestPractices}`);
  if (scores.cls > bounds.cls) failures.push(`CLS ${scores.cls.toFixed(3)} > ${bounds.cls}`);
  if (scores.tbt > bounds.tbt) failures.push(`TBT ${Math.round(scores.tbt)} ms > ${bounds.tbt} ms`);
  return failures;
}

/** The figures of a Lighthouse result (its `lhr`) that the gate reads. */
export function scoresOf(lhr: {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
}): LighthouseScores {
  const category = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.POSITIVE_INFINITY;
  return {
    performance: category('performance'),
    accessibility: category('accessibility'),
    bestPractices: category('best-practices'),
    cls: audit('cumulative-layout-shift'),
    tbt: audit('total-blocking-time'),
    lcp: audit('largest-contentful-paint'),
  };
}
