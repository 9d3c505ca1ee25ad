import type { Page } from '@playwright/test';

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
