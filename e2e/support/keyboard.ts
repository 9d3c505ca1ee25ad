import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (at most `limit` times) until `target` has focus, proving that a keyboard user
 * reaches it in the tab order; fails otherwise.
 */
export async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `not reached with ${limit} presses of Tab`).toBeFocused();
}
