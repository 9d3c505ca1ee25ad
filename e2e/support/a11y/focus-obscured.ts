// WCAG 2.4.11 Focus not obscured (minimum): the element that has the focus is not entirely hidden
// by content the author put on top — a fixed or sticky bar (the player dock, a sticky header or a
// sticky row of actions). Sampled with the browser's own hit testing over the element's box.
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __a11yFocusObscured: () => string | null;
  }
}

/**
 * Puts on the page `window.__a11yFocusObscured()`: why the focused element cannot be seen, or null
 * when some of it shows. The focus walk calls it at each stop (the toolkit must be installed).
 */
export async function installFocusObscured(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__a11yFocusObscured = () => {
      const kit = window.__a11y;
      const element = document.activeElement;
      if (!element || element === document.body || element === document.documentElement) return null;
      const rect = element.getBoundingClientRect();
      if (rect.width < 1 && rect.height < 1) return null; // Nothing drawn: focus visibility's concern.
      const steps = 5;
      let seen = 0;
      let inside = 0;
      const bars = new Set<string>();
      for (let i = 0; i < steps; i += 1) {
        for (let j = 0; j < steps; j += 1) {
          const x = rect.left + ((i + 0.5) / steps) * rect.width;
          const y = rect.top + ((j + 0.5) / steps) * rect.height;
          if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
          inside += 1;
          const top = document.elementFromPoint(x, y);
          if (!top || element.contains(top) || top.contains(element)) {
            seen += 1;
            continue;
          }
          const bar = kit.barOf(top);
          if (bar && !bar.contains(element)) bars.add(kit.describe(bar).slice(0, 60));
          else seen += 1; // Under something that scrolls with it: not what this criterion is about.
        }
      }
      if (seen > 0) return null;
      if (inside === 0) return `${kit.describe(element)} has the focus outside the viewport`;
      return `${kit.describe(element)} is hidden behind ${[...bars].join(', ')}`;
    };
  });
}
