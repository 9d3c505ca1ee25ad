import { expect, type Page } from '@playwright/test';
import { VITALS_LISTENING_MARK } from '@portail/telemetry';

/**
 * Hides the page as a tab switch would: `visibilitychange` to hidden, the signal on which telemetry
 * sends web vitals, queued logs, diagnostics and page views.
 */
export async function hidePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/**
 * Waits until the portal's web-vitals reporter listens for the page hide. It loads after the first
 * page (with the web-vitals library): a page hidden before sends no vitals, however long one waits.
 */
export async function whenVitalsListen(page: Page): Promise<void> {
  await expect
    .poll(
      () => page.evaluate((mark) => performance.getEntriesByName(mark, 'mark').length, VITALS_LISTENING_MARK),
      { message: 'the web-vitals reporter listens for the page hide', timeout: 30_000 },
    )
    .toBe(1);
}
