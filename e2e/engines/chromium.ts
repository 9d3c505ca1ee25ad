/**
 * Debian's Chromium driven by puppeteer-core over CDP, behind the same tab as Firefox's: what npm run
 * bench:renewals runs in all three engines alike (the end-to-end tests drive Chromium by Playwright).
 */
import puppeteer, { type Browser } from 'puppeteer-core';
import { chromiumMissingMessage, findChromium, offlineChromiumArgs } from '../../tools/chromium.ts';
import type { EngineTab } from './engine-page.ts';
import { openPuppeteerTab } from './puppeteer-tab.ts';

/**
 * Chromium as a member who blocks third-party cookies, for the cross-site topology: Chrome's
 * third-party cookie phase-out switch (the provider's cookie is then withheld from an app's frames:
 * scripts/bench-renewals.ts --sites fails on a renewal in the hidden iframe), and the stack's local
 * authority accepted.
 */
export const CHROMIUM_THIRD_PARTY_BLOCKED_ARGS = ['--test-third-party-cookie-phaseout'] as const;

export async function launchChromium({ sites = false } = {}): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(chromiumMissingMessage);
  return puppeteer.launch({
    browser: 'chrome',
    executablePath,
    headless: true,
    defaultViewport: { width: 1280, height: 720 },
    ...(sites ? { acceptInsecureCerts: true } : {}),
    args: [
      ...offlineChromiumArgs,
      '--lang=fr-CA',
      '--autoplay-policy=no-user-gesture-required',
      ...(sites ? CHROMIUM_THIRD_PARTY_BLOCKED_ARGS : []),
    ],
  });
}

export const openChromiumTab = (browser: Browser): Promise<EngineTab> =>
  openPuppeteerTab(browser, 'chromium');
