import type { Browser, Page } from '@playwright/test';

type ShiftsWindow = Window & { e2eShifts: number[] };

/** From the next page loaded on: records every layout shift's value, buffered ones included. */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as ShiftsWindow).e2eShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts the current page recorded (watchLayoutShifts), in order. */
export function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as ShiftsWindow).e2eShifts);
}

/** Runs `check` in a page of a new browser context with JavaScript off (the pre-rendered HTML alone). */
export async function withoutJavaScript(browser: Browser, check: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await check(await context.newPage());
  } finally {
    await context.close();
  }
}
