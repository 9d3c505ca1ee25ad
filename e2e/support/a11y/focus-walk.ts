// Tabs through a page (or a modal dialog) from its start, as a keyboard user does, and asks at each
// stop whether the focused element is visible (2.4.11) and shows a sufficient indicator (2.4.7,
// 2.4.13). Stops when the focus comes back to an element already met, leaves the document, or after
// `limit` presses. One round trip per stop: the checks are installed in the page first, and each Tab
// is sent while the page already waits for the focus to move (then measures at once: the focus
// events say when, not animation frames, which cost two frames a stop).
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
    const state = window as unknown as { __focusSeen: Set<Element>; __focusLast: Element | null };
    state.__focusSeen = new Set();
    state.__focusLast = document.activeElement;
  });
  const walk: FocusWalk = { stops: 0, obscured: [], indicator: [] };
  for (let press = 0; press < limit; press += 1) {
    const [stop] = await Promise.all([
      page.evaluate(async () => {
        const state = window as unknown as { __focusSeen: Set<Element>; __focusLast: Element | null };
        // The Tab travels beside this script: wait (2 s at most) for the focus to move, told by the
        // focus events (then a task, so that the move is complete), not by animation frames. The
        // browser scrolls the element into view as it takes the focus (the apps do not scroll
        // smoothly), and the checks read layout and hit testing, which the browser brings up to date.
        const deadline = performance.now() + 2_000;
        while (document.activeElement === state.__focusLast && performance.now() < deadline) {
          await new Promise<void>((resolve) => {
            const done = () => {
              clearTimeout(timer);
              document.removeEventListener('focusin', moved, true);
              document.removeEventListener('focusout', moved, true);
              resolve();
            };
            const moved = () => setTimeout(done, 0);
            const timer = setTimeout(done, Math.max(0, deadline - performance.now()));
            document.addEventListener('focusin', moved, true);
            document.addEventListener('focusout', moved, true);
          });
        }
        const element = document.activeElement;
        state.__focusLast = element;
        if (!element || element === document.body || element === document.documentElement) {
          return { state: 'left' as const };
        }
        if (state.__focusSeen.has(element)) return { state: 'again' as const };
        state.__focusSeen.add(element);
        return {
          state: 'new' as const,
          obscured: window.__a11yFocusObscured(),
          indicator: window.__a11yFocusIndicator(),
        };
      }),
      page.keyboard.press('Tab'),
    ]);
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
