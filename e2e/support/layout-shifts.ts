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

/**
 * From the next page loaded on: presses the pre-rendered header's button named `name` at
 * DOMContentLoaded, once the page's script has run and before React's first commit — the moment a
 * visitor on a busy device presses it. The press must be carried over to the live page.
 */
export async function pressPrerenderedButtonEarly(page: Page, name: string): Promise<void> {
  await page.addInitScript((label) => {
    document.addEventListener(
      'DOMContentLoaded',
      () => {
        const buttons = document.querySelectorAll<HTMLButtonElement>('#root[data-prerendered] header button');
        [...buttons].find((button) => button.textContent === label)?.click();
      },
      { once: true },
    );
  }, name);
}
