// The checks that the accessibility walk runs on each page besides axe, in an order that leaves the
// page as it found it: the focus walk first (from the top of the page, at the desktop size), then the
// colour checks, the text checks at the desktop size, and the narrow and zoomed layouts last.
import type { Page } from '@playwright/test';
import { forcedColorsViolations } from './forced-colors.ts';
import { walkFocus } from './focus-walk.ts';
import { nonTextContrastViolations } from './non-text-contrast.ts';
import { reflowViolations, zoomedReflowViolations } from './reflow.ts';
import { resizeTextViolations } from './resize-text.ts';
import { textSpacingViolations } from './text-spacing.ts';

/** The report's columns, in order. */
export const CHECKS = [
  'axe',
  'reflow 320 px',
  'reflow 400 %',
  'text spacing',
  'text 200 %',
  'focus not obscured',
  'focus visible',
  'non-text contrast',
  'forced colours',
] as const;
export type CheckName = (typeof CHECKS)[number];

export type CheckResults = Partial<Record<CheckName, string[]>>;

/** Runs the checks but axe (the fixture's) on the page as it is; `scope`: a modal dialog's selector. */
export async function runPageChecks(
  page: Page,
  { scope, only }: { scope?: string; only?: readonly CheckName[] } = {},
): Promise<CheckResults> {
  const wanted = (check: CheckName) => !only || only.includes(check);
  const desktop = page.viewportSize() ?? { width: 1280, height: 720 };
  const results: CheckResults = {};
  if (wanted('focus not obscured') || wanted('focus visible')) {
    const focus = await walkFocus(page);
    if (wanted('focus not obscured')) results['focus not obscured'] = focus.obscured;
    if (wanted('focus visible')) {
      results['focus visible'] = focus.stops === 0 ? ['no element took the focus'] : focus.indicator;
    }
  }
  if (wanted('non-text contrast'))
    results['non-text contrast'] = await nonTextContrastViolations(page, { scope });
  if (wanted('forced colours')) results['forced colours'] = await forcedColorsViolations(page, { scope });
  const spacingWide = wanted('text spacing') ? await textSpacingViolations(page, { scope }) : [];
  if (wanted('text 200 %')) results['text 200 %'] = await resizeTextViolations(page, { scope });
  try {
    if (wanted('reflow 320 px')) results['reflow 320 px'] = await reflowViolations(page, { scope });
    if (wanted('text spacing')) {
      await page.setViewportSize({ width: 320, height: 640 });
      const spacingNarrow = await textSpacingViolations(page, { scope });
      results['text spacing'] = [...spacingWide, ...spacingNarrow.map((line) => `at 320 px: ${line}`)];
    }
    if (wanted('reflow 400 %')) results['reflow 400 %'] = await zoomedReflowViolations(page, { scope });
  } finally {
    await page.setViewportSize(desktop);
  }
  return results;
}
