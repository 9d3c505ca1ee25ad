// WCAG 1.4.4 Resize text: with the browser's text size at 200 % (Chromium's font-size setting, set
// through the DevTools protocol: the default size 16 px → 32 px, what « Très grande » does) every
// text grows with it and none is cut, drawn over other text or pushed out sideways.
import type { Page } from '@playwright/test';
import { installToolkit } from './page-toolkit.ts';
import { settleThen } from './reflow.ts';
import { textLossViolations, type TextLossOptions } from './text-loss.ts';

const DEFAULT_SIZES = { standard: 16, fixed: 13 };

/** The losses at 200 % text size, at the viewport's current size (then the size is put back). */
export async function resizeTextViolations(
  page: Page,
  options: Pick<TextLossOptions, 'scope'> = {},
): Promise<string[]> {
  await installToolkit(page);
  const marked = await page.evaluate((scope) => {
    const root = (scope ? document.querySelector(scope) : null) ?? document.body;
    const sizes = new Map<Element, number>();
    for (const box of window.__a11y.textBoxes(root)) {
      sizes.set(box.element, parseFloat(getComputedStyle(box.element).fontSize));
    }
    (window as unknown as { __textSizes: Map<Element, number> }).__textSizes = sizes;
    return sizes.size;
  }, options.scope);
  const session = await page.context().newCDPSession(page);
  try {
    await session.send('Page.setFontSizes', {
      fontSizes: { standard: DEFAULT_SIZES.standard * 2, fixed: DEFAULT_SIZES.fixed * 2 },
    });
    const grown = await settleThen(page, () =>
      page.evaluate(() => {
        const kit = window.__a11y;
        const sizes = (window as unknown as { __textSizes: Map<Element, number> }).__textSizes;
        const fixed: string[] = [];
        for (const [element, before] of sizes) {
          if (!element.isConnected) continue;
          const after = parseFloat(getComputedStyle(element).fontSize);
          // Not exactly twice: a layout chosen by a media query in rem (the narrow one, at 200 %) and
          // clamp() with the viewport size legitimately size text otherwise. Text in px stays put.
          if (after < before * 1.3)
            fixed.push(`${kit.describe(element)} stays at ${after} px (was ${before} px)`);
        }
        return { fixed, root: parseFloat(getComputedStyle(document.documentElement).fontSize) };
      }),
    );
    if (marked === 0) return ['no text found to resize'];
    if (grown.root !== DEFAULT_SIZES.standard * 2) return [`the text size did not change (${grown.root} px)`];
    const lost = await textLossViolations(page, { ...options, horizontal: true });
    return [...grown.fixed.map((line) => `text does not grow: ${line}`), ...lost];
  } finally {
    await session.send('Page.setFontSizes', { fontSizes: DEFAULT_SIZES });
    await session.detach();
  }
}
