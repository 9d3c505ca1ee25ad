/**
 * Firefox ESR (Debian's `firefox-esr`) driven by puppeteer-core over WebDriver BiDi (and, for npm run
 * bench:renewals, Debian's Chromium over CDP: the same tab). Each test gets a browser context of its
 * own (fresh cookies and storage), as Playwright gives Chromium's tests.
 */
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core';
import type { EngineName, EngineTab, PageFunction } from './engine-page.ts';

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

class PuppeteerTab implements EngineTab {
  readonly engine: EngineName;
  readonly #context: BrowserContext;
  readonly #page: Page;

  constructor(engine: EngineName, context: BrowserContext, page: Page) {
    this.engine = engine;
    this.#context = context;
    this.#page = page;
  }

  async goto(url: string): Promise<void> {
    await this.#page.goto(url, { waitUntil: 'load' });
  }

  evaluate<Args extends unknown[], Result>(fn: PageFunction<Args, Result>, ...args: Args): Promise<Result> {
    return this.#page.evaluate(fn as (...values: unknown[]) => Result, ...args) as Promise<Result>;
  }

  async click(selector: string): Promise<void> {
    await this.#page.click(selector);
  }

  async type(selector: string, text: string): Promise<void> {
    await this.#page.click(selector, { count: 3 });
    await this.#page.keyboard.down('Control');
    await this.#page.keyboard.press('a');
    await this.#page.keyboard.up('Control');
    await this.#page.keyboard.press('Backspace');
    await this.#page.type(selector, text);
  }

  async reset(): Promise<void> {
    // a browser context of its own per test: nothing to forget
  }

  async close(): Promise<void> {
    await this.#context.close();
  }
}

/** A tab in a browser context of its own, of a browser that puppeteer-core launched. */
export async function openPuppeteerTab(browser: Browser, engine: EngineName): Promise<EngineTab> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  return new PuppeteerTab(engine, context, page);
}

export const openFirefoxTab = (browser: Browser) => openPuppeteerTab(browser, 'firefox');
