/**
 * One browser tab of an engine other than Chromium (Firefox ESR over WebDriver BiDi, WebKitGTK over
 * WebDriver), behind the few actions the journeys need. Elements are found in the page by role-like
 * CSS and accessible name (as a member would find them), then clicked and typed into by the
 * engine's own input pipeline: real pointer and key events, not synthetic DOM events.
 */

/** Chromium's journeys are Playwright's (e2e/); it runs here for npm run bench:renewals only. */
export type EngineName = 'firefox' | 'webkit' | 'chromium';

/** A function that runs in the page: its source is sent, so it may use only its arguments. */
export type PageFunction<Args extends unknown[], Result> = (...args: Args) => Result | Promise<Result>;

export interface EngineTab {
  readonly engine: EngineName;
  goto(url: string): Promise<void>;
  /** The address the engine says the tab is at, asked without running a script in the page. */
  address(): Promise<string>;
  evaluate<Args extends unknown[], Result>(fn: PageFunction<Args, Result>, ...args: Args): Promise<Result>;
  /** Clicks the element matching a CSS selector with the engine's pointer. */
  click(selector: string): Promise<void>;
  /** Replaces the value of the field matching a CSS selector by typing `text` into it. */
  type(selector: string, text: string): Promise<void>;
  /** Forgets every cookie and every origin's storage: the next test starts as a new visitor. */
  reset(origins: readonly string[]): Promise<void>;
  close(): Promise<void>;
  /**
   * Puppeteer's engines only (Chromium, Firefox): from now on every request of the tab to `origin`,
   * its frames' included, fails as toward a site that is down (connection refused), until `end`.
   */
  siteDown?(origin: string): Promise<SiteOutage>;
}

export interface SiteOutage {
  /** The addresses refused so far. */
  readonly refused: readonly string[];
  /** The site answers again. */
  end(): Promise<void>;
}

export interface Target {
  /** CSS of the candidates, e.g. `button`, `a`, `input[type=radio]`. */
  css: string;
  /** Their accessible name (aria-label, associated label, or text), exact; or a prefix with `^`. */
  name?: string;
  /** CSS of the element to search in (the first match), e.g. `header`. */
  within?: string;
}

/**
 * In the page: finds the visible element of `target` and tags it with a unique attribute, so that
 * the engine can address it by CSS. Returns that CSS, or null while no such element is there.
 */
function tagTarget(target: Target, tag: string): string | null {
  // the text a screen reader reads: hidden parts left out, images by their alternative
  const textOf = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    if (node.getAttribute('aria-hidden') === 'true' || node.hasAttribute('hidden')) return '';
    if (node instanceof HTMLImageElement) return node.alt;
    return Array.from(node.childNodes).map(textOf).join('');
  };
  const nameOf = (element: Element): string => {
    const label = element.getAttribute('aria-label');
    if (label) return label.trim();
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return labelledBy
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
    }
    const labels = (element as HTMLInputElement).labels;
    const text = labels && labels[0] ? textOf(labels[0]) : textOf(element);
    return text.replace(/\s+/g, ' ').trim();
  };
  const scope = target.within ? document.querySelector(target.within) : document;
  if (!scope) return null;
  const wanted = target.name;
  const found = Array.from(scope.querySelectorAll(target.css)).find((element) => {
    const box = element.getBoundingClientRect();
    const shown = box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    if (
      !shown &&
      !(element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox'))
    ) {
      return false;
    }
    if (wanted === undefined) return true;
    const name = nameOf(element);
    return wanted.startsWith('^') ? name.startsWith(wanted.slice(1)) : name === wanted;
  });
  if (!found) return null;
  for (const old of Array.from(document.querySelectorAll('[data-engine-target]'))) {
    old.removeAttribute('data-engine-target');
  }
  found.setAttribute('data-engine-target', tag);
  return `[data-engine-target="${tag}"]`;
}

export function describeTarget(target: Target): string {
  return `${target.css}${target.name ? ` « ${target.name} »` : ''}${target.within ? ` in ${target.within}` : ''}`;
}

export class StepTimeoutError extends Error {}

/** An error's first line, or its name where it has no message (selenium's timeouts have none). */
export function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.message.split('\n')[0]?.trim() || error.name;
}

/** Polls `fn` in the page until it returns a truthy value (navigations in between are waited out). */
export async function waitFor<Args extends unknown[], Result>(
  tab: EngineTab,
  what: string,
  fn: PageFunction<Args, Result>,
  args: Args,
  timeoutMs = 10_000,
): Promise<NonNullable<Result>> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  // how long the last failed probe took: an engine waiting for a navigation to end answers late
  let lastErrorMs = 0;
  for (;;) {
    const probed = Date.now();
    try {
      const value = await tab.evaluate(fn, ...args);
      if (value) return value as NonNullable<Result>;
      lastError = undefined;
    } catch (error) {
      // a document going away under the script, or not there yet: try again on the next one
      lastError = error;
      lastErrorMs = Date.now() - probed;
    }
    if (Date.now() > deadline) {
      const cause =
        lastError === undefined ? '' : ` (last error: ${errorText(lastError)}, after ${lastErrorMs} ms)`;
      throw new StepTimeoutError(`waited ${timeoutMs} ms for ${what}${cause}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let tags = 0;

/**
 * Finds the element of `target` and acts on it; when a render replaced the element between the two
 * (React re-rendering a list as it filters), finds it again, at most three times.
 */
async function actOn(
  tab: EngineTab,
  target: Target,
  act: (selector: string) => Promise<void>,
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const selector = await waitFor(tab, describeTarget(target), tagTarget, [target, String(++tags)]);
    try {
      await act(selector);
      return;
    } catch (error) {
      const replaced =
        error instanceof Error && /detached|stale|no element found|no such element/i.test(error.message);
      if (!replaced || attempt === 3) throw error;
    }
  }
}

/** Waits for the element of `target`, then clicks it with the engine's pointer. */
export async function clickOn(tab: EngineTab, target: Target): Promise<void> {
  await actOn(tab, target, (selector) => tab.click(selector));
}

/** Waits for the field of `target`, then types `text` into it in place of its value. */
export async function typeInto(tab: EngineTab, target: Target, text: string): Promise<void> {
  await actOn(tab, target, (selector) => tab.type(selector, text));
}

/** Waits until the element of `target` is shown. */
export async function waitForElement(tab: EngineTab, target: Target, timeoutMs?: number): Promise<void> {
  await waitFor(tab, describeTarget(target), tagTarget, [target, String(++tags)], timeoutMs);
}

/** Waits until the page's address is `url` (or matches the predicate). */
export async function waitForUrl(tab: EngineTab, url: string, timeoutMs?: number): Promise<void> {
  await waitFor(
    tab,
    `the address ${url}`,
    (expected: string) => location.href === expected,
    [url],
    timeoutMs,
  );
}

/** Waits until the page's address is on `origin`. */
export async function waitForOrigin(tab: EngineTab, origin: string, timeoutMs?: number): Promise<void> {
  await waitFor(
    tab,
    `a page of ${origin}`,
    (expected: string) => location.origin === expected,
    [origin],
    timeoutMs,
  );
}
