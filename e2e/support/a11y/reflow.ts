// WCAG 1.4.10 Reflow: at 320 CSS px wide nothing scrolls sideways and nothing is cut off; the same at
// 1280 × 720 with the browser zoomed to 400 %. Chromium's zoom is emulated through the DevTools
// protocol: a 320 × 180 CSS px viewport drawn at a device scale of 4 (what a 1280 × 720 window at
// 400 % is: CSS pixels four times larger, media queries seeing 320 px), not CSS `zoom`, which would
// leave the media queries at 1280 px.
import type { Page } from '@playwright/test';
import { installToolkit } from './page-toolkit.ts';
import { textLossViolations, type TextLossOptions } from './text-loss.ts';

const NARROW = { width: 320, height: 640 };

/** The losses at 320 × 640 CSS px (the viewport is left at that size). */
export async function reflowViolations(
  page: Page,
  options: Pick<TextLossOptions, 'scope'> = {},
): Promise<string[]> {
  await page.setViewportSize(NARROW);
  return settleThen(page, async () => [
    ...(await textLossViolations(page, { ...options, horizontal: true })),
    ...(await barsCoveringViewport(page)),
  ]);
}

/**
 * Content that stays on screen while the page scrolls (fixed, or sticky and stuck) may take at most
 * half of the viewport's height: past that, a zoomed or small screen shows the bars and little of
 * the page (the content is there, but reading it means scrolling it under them).
 */
async function barsCoveringViewport(page: Page): Promise<string[]> {
  await installToolkit(page);
  return page.evaluate(() => {
    const kit = window.__a11y;
    const bars: { element: Element; height: number }[] = [];
    for (const element of document.querySelectorAll('body *')) {
      const position = getComputedStyle(element).position;
      if (position !== 'fixed' && position !== 'sticky') continue;
      if (element.closest('dialog') || !kit.isVisible(element)) continue;
      if (bars.some((bar) => bar.element.contains(element))) continue;
      const rect = element.getBoundingClientRect();
      const height = Math.min(rect.bottom, innerHeight) - Math.max(rect.top, 0);
      if (height > 0) bars.push({ element, height });
    }
    const covered = bars.reduce((sum, bar) => sum + bar.height, 0);
    if (covered <= innerHeight / 2) return [];
    const names = bars.map(
      (bar) => `${kit.describe(bar.element).slice(0, 50)} (${Math.round(bar.height)} px)`,
    );
    return [
      `content fixed on screen covers ${Math.round(covered)} of ${innerHeight} px: ${names.join(', ')}`,
    ];
  });
}

/** The losses at 1280 × 720 device pixels zoomed to 400 %; the viewport is given back as it was. */
export async function zoomedReflowViolations(
  page: Page,
  options: Pick<TextLossOptions, 'scope'> = {},
): Promise<string[]> {
  const before = page.viewportSize();
  const session = await page.context().newCDPSession(page);
  try {
    await session.send('Emulation.setDeviceMetricsOverride', {
      width: 1280 / 4,
      height: 720 / 4,
      deviceScaleFactor: 4,
      mobile: false,
    });
    const zoomed = await page.evaluate(() => ({ width: innerWidth, ratio: devicePixelRatio }));
    if (zoomed.width !== 320 || zoomed.ratio !== 4) {
      return [`the 400 % zoom did not apply (${zoomed.width} CSS px at ${zoomed.ratio}x)`];
    }
    return await settleThen(page, async () => [
      ...(await textLossViolations(page, { ...options, horizontal: true })),
      ...(await barsCoveringViewport(page)),
    ]);
  } finally {
    await session.send('Emulation.clearDeviceMetricsOverride');
    await session.detach();
    if (before) await page.setViewportSize(before);
  }
}

/** Measures once the layout of the new size is painted (two animation frames). */
export async function settleThen<T>(page: Page, measure: () => Promise<T>): Promise<T> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  return measure();
}
