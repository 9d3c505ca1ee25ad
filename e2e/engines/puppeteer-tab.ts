/**
 * A tab of a browser that puppeteer-core launched (Firefox ESR over WebDriver BiDi, and Chromium over
 * CDP for npm run bench:renewals), behind the journeys' EngineTab. Each test gets a browser context
 * of its own (fresh cookies and storage), as Playwright gives Chromium's tests.
 */
import type { Browser, BrowserContext, HTTPRequest, Page } from 'puppeteer-core';
import type { EngineName, EngineTab, PageFunction, SiteOutage } from './engine-page.ts';

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

  address(): Promise<string> {
    return Promise.resolve(this.#page.url());
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

  async siteDown(origin: string): Promise<SiteOutage> {
    const refused: string[] = [];
    const page = this.#page;
    // every request passes here (cross-site frames' too: puppeteer follows them), and each must be
    // refused or let through
    const onRequest = (request: HTTPRequest) => {
      if (new URL(request.url()).origin !== origin) return void request.continue();
      refused.push(request.url());
      void request.abort('connectionrefused');
    };
    page.on('request', onRequest);
    await page.setRequestInterception(true);
    return {
      refused,
      end: async () => {
        await page.setRequestInterception(false);
        page.off('request', onRequest);
      },
    };
  }
}

/** A tab in a browser context of its own, of a browser that puppeteer-core launched. */
export async function openPuppeteerTab(browser: Browser, engine: EngineName): Promise<EngineTab> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  return new PuppeteerTab(engine, context, page);
}
