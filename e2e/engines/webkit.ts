/**
 * WebKitGTK (Debian's `webkit2gtk-driver`: WebKitWebDriver and MiniBrowser) driven by
 * selenium-webdriver. MiniBrowser needs a display: the runner is started under `xvfb-run`. A WebKit
 * session takes seconds to open, so the tests share one and `reset` forgets cookies and storage.
 */
import { existsSync, readdirSync } from 'node:fs';
import { Builder, By, Capabilities, Key, type WebDriver } from 'selenium-webdriver';
import remote from 'selenium-webdriver/remote/index.js';
import type { EngineTab, PageFunction } from './engine-page.ts';
import { waitForPortFree } from './port-free.ts';

export const WEBKIT_DRIVER_PATH = process.env.PORTAIL_WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

/** MiniBrowser of the installed webkit2gtk (4.1 on Debian 13; any 4.x). */
export function findMiniBrowser(): string | undefined {
  const lib = '/usr/lib/x86_64-linux-gnu';
  if (!existsSync(lib)) return undefined;
  for (const entry of readdirSync(lib)
    .filter((name) => /^webkit2gtk-4\.\d+$/.test(name))
    .sort()
    .reverse()) {
    const path = `${lib}/${entry}/MiniBrowser`;
    if (existsSync(path)) return path;
  }
  return undefined;
}

export interface WebKitSession {
  driver: WebDriver;
  close(): Promise<void>;
}

/** Starts WebKitWebDriver on `port` and opens a MiniBrowser session through it. */
/**
 * MiniBrowser as Safari is for the cross-site topology: Intelligent Tracking Prevention on (and
 * third-party cookies refused, MiniBrowser's default), the stack's local authority accepted.
 */
export const WEBKIT_SITES_ARGS = [
  '--enable-itp',
  '--cookies-policy=no-third-party',
  '--ignore-tls-errors',
] as const;

export async function launchWebKit(port: number, { sites = false } = {}): Promise<WebKitSession> {
  const binary = process.env.PORTAIL_MINIBROWSER_PATH ?? findMiniBrowser();
  if (!binary) throw new Error('MiniBrowser not found: apt-get install webkit2gtk-driver');
  const service = new remote.DriverService(WEBKIT_DRIVER_PATH, {
    port,
    args: [`--port=${port}`],
    loopback: true,
  });
  // A driver of a session just closed may still hold the port (see stopService below): WebKitWebDriver
  // on a busy port exits at once, « Server terminated early with status 1 ».
  await waitForPortFree(port, 10_000);
  const url = await service.start();
  // Its port is free again when this resolves: the next session (a retry) starts on the same one.
  const stopService = async () => {
    await service.kill();
    if (!(await waitForPortFree(port, 10_000)))
      console.warn(`WebKitWebDriver still on port ${port} after 10 s`);
  };
  const capabilities = new Capabilities();
  capabilities.setBrowserName('MiniBrowser');
  capabilities.set('webkitgtk:browserOptions', {
    binary,
    args: ['--automation', ...(sites ? WEBKIT_SITES_ARGS : [])],
  });
  if (sites) capabilities.set('acceptInsecureCerts', true);
  try {
    const driver = await new Builder().usingServer(url).withCapabilities(capabilities).build();
    await driver.manage().window().setRect({ width: 1280, height: 720 });
    await driver.manage().setTimeouts({ script: 15_000, pageLoad: 30_000 });
    return {
      driver,
      close: async () => {
        await driver.quit().catch(() => undefined);
        await stopService();
      },
    };
  } catch (error) {
    await stopService();
    throw error;
  }
}

class WebKitTab implements EngineTab {
  readonly engine = 'webkit' as const;
  readonly #driver: WebDriver;

  constructor(driver: WebDriver) {
    this.#driver = driver;
  }

  async goto(url: string): Promise<void> {
    await this.#driver.get(url);
  }

  address(): Promise<string> {
    return this.#driver.getCurrentUrl();
  }

  evaluate<Args extends unknown[], Result>(fn: PageFunction<Args, Result>, ...args: Args): Promise<Result> {
    // WebDriver's Execute Script waits for a returned promise.
    return this.#driver.executeScript(`return (${fn.toString()}).apply(null, arguments);`, ...args);
  }

  async click(selector: string): Promise<void> {
    await this.#driver.findElement(By.css(selector)).click();
  }

  async type(selector: string, text: string): Promise<void> {
    const field = await this.#driver.findElement(By.css(selector));
    await field.click();
    await field.sendKeys(Key.chord(Key.CONTROL, 'a'), Key.BACK_SPACE);
    await field.sendKeys(text);
  }

  async reset(origins: readonly string[]): Promise<void> {
    for (const origin of origins) {
      // a document of each origin, to reach its storage; cookies of localhost ignore the port
      await this.#driver.get(`${origin}/robots.txt`);
      await this.#driver.executeScript('localStorage.clear(); sessionStorage.clear();');
      await this.#driver.manage().deleteAllCookies();
    }
    await this.#driver.get('about:blank');
  }

  async close(): Promise<void> {
    await this.#driver.get('about:blank');
  }
}

export function webKitTab(session: WebKitSession): EngineTab {
  return new WebKitTab(session.driver);
}
