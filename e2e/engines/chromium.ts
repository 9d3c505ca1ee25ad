/**
 * Debian's Chromium driven by puppeteer-core over CDP, behind the same tab as Firefox's: what npm run
 * bench:renewals runs in all three engines alike (the end-to-end tests drive Chromium by Playwright).
 */
import puppeteer, { type Browser } from 'puppeteer-core';
import { chromiumMissingMessage, findChromium, offlineChromiumArgs } from '../../scripts/chromium.ts';
import type { EngineTab } from './engine-page.ts';
import { openPuppeteerTab } from './puppeteer-tab.ts';

export async function launchChromium(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(chromiumMissingMessage);
  return puppeteer.launch({
    browser: 'chrome',
    executablePath,
    headless: true,
    defaultViewport: { width: 1280, height: 720 },
    args: [...offlineChromiumArgs, '--lang=fr-CA', '--autoplay-policy=no-user-gesture-required'],
  });
}

export const openChromiumTab = (browser: Browser): Promise<EngineTab> =>
  openPuppeteerTab(browser, 'chromium');
