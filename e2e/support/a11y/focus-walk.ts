// Tabs through a page (or a modal dialog) from its start, as a keyboard user does, and asks at each
// stop whether the focused element is visible (2.4.11) and shows a sufficient indicator (2.4.7,
// 2.4.13). Stops when the focus comes back to an element already met, leaves the document, or after
// `limit` presses.
import type { Page } from '@playwright/test';
import { focusIndicatorFailure } from './focus-indicator.ts';
import { focusObscured } from './focus-obscured.ts';
import { installToolkit } from './page-toolkit.ts';

export interface FocusWalk {
  /** How many elements took the focus. */
  stops: number;
  obscured: string[];
  indicator: string[];
}

export async function walkFocus(page: Page, { limit = 120 }: { limit?: number } = {}): Promise<FocusWalk> {
  await installToolkit(page);
  // Start where a member arriving on the page starts: at the top, nothing focused — unless a modal
  // dialog holds the focus, where the walk starts inside it.
  await page.evaluate(() => {
    const modal = document.querySelector('dialog:modal');
    if (!modal) {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    }
    (window as unknown as { __focusSeen: Set<Element> }).__focusSeen = new Set();
  });
  const walk: FocusWalk = { stops: 0, obscured: [], indicator: [] };
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    const state = await page.evaluate(() => {
      const seen = (window as unknown as { __focusSeen: Set<Element> }).__focusSeen;
      const element = document.activeElement;
      if (!element || element === document.body || element === document.documentElement) return 'left';
      if (seen.has(element)) return 'again';
      seen.add(element);
      return 'new';
    });
    if (state === 'left' && walk.stops > 0) break;
    if (state === 'again') break;
    if (state !== 'new') continue;
    walk.stops += 1;
    const obscured = await focusObscured(page);
    if (obscured) walk.obscured.push(obscured);
    const indicator = await focusIndicatorFailure(page);
    if (indicator) walk.indicator.push(indicator);
  }
  return walk;
}
