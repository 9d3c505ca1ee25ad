/** Firefox ESR (Debian's `firefox-esr`) driven by puppeteer-core over WebDriver BiDi. */
import puppeteer, { type Browser } from 'puppeteer-core';
import type { EngineTab } from './engine-page.ts';
import { openPuppeteerTab } from './puppeteer-tab.ts';

export const FIREFOX_PATH = process.env.PORTAIL_FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export async function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: FIREFOX_PATH,
    headless: true,
    defaultViewport: { width: 1280, height: 720 },
    extraPrefsFirefox: {
      // play audio without a gesture check of its own (the journeys still click to play) and offline
      'media.autoplay.default': 0,
      'intl.accept_languages': 'fr-CA,fr',
    },
  });
}

export const openFirefoxTab = (browser: Browser): Promise<EngineTab> => openPuppeteerTab(browser, 'firefox');
