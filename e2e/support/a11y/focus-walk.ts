// Tabs through a page (or a modal dialog) from its start, as a keyboard user does, and asks at each
// stop whether the focused element is visible (2.4.11) and shows a sufficient indicator (2.4.7,
// 2.4.13). Stops when the focus comes back to an element already met, leaves the document, or after
// `limit` presses. One round trip per stop: the checks are installed in the page first.
import type { Page } from '@playwright/test';
import { installFocusIndicatorFailure } from './focus-indicator.ts';
import { installFocusObscured } from './focus-obscured.ts';
import { installToolkit } from './page-toolkit.ts';

export interface FocusWalk {
  /** How many elements took the focus. */
  stops: number;
  obscured: string[];
  indicator: string[];
}

export async function walkFocus(page: Page, { limit = 120 }: { limit?: number } = {}): Promise<FocusWalk> {
  await installToolkit(page);
  await installFocusObscured(page);
  await installFocusIndicatorFailure(page);
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
    const stop = await page.evaluate(() => {
      const seen = (window as unknown as { __focusSeen: Set<Element> }).__focusSeen;
      const element = document.activeElement;
      if (!element || element === document.body || element === document.documentElement) {
        return { state: 'left' as const };
      }
      if (seen.has(element)) return { state: 'again' as const };
      seen.add(element);
      return {
        state: 'new' as const,
        obscured: window.__a11yFocusObscured(),
        indicator: window.__a11yFocusIndicator(),
      };
    });
    if (stop.state === 'left' && walk.stops > 0) break;
    if (stop.state === 'again') break;
    if (stop.state !== 'new') continue;
    walk.stops += 1;
    if (stop.obscured) walk.obscured.push(stop.obscured);
    if (stop.indicator) walk.indicator.push(stop.indicator);
  }
  // The next checks look at the page as it was: no control left focused (a skip link shows when it
  // has the focus, over the header), outside a modal dialog, which keeps the focus inside it.
  await page.evaluate(() => {
    if (!document.querySelector('dialog:modal')) (document.activeElement as HTMLElement | null)?.blur();
  });
  return walk;
}
