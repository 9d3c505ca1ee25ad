// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FAVICON_ATTRIBUTE,
  STYLESHEET_ATTRIBUTE,
  STYLESHEET_TIMEOUT_MS,
  defaultFavicons,
  swapFavicons,
  swapStylesheet,
} from './head-assets.ts';

/** The application sheets that apply (a sheet kept for a return is there, disabled). */
const sheets = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>(`link[${STYLESHEET_ATTRIBUTE}]`)]
    .filter((link) => !link.disabled)
    .map((link) => link.getAttribute('href'));
const lastSheet = () => [...document.head.querySelectorAll(`link[${STYLESHEET_ATTRIBUTE}]`)].at(-1);

beforeEach(() => {
  document.head.innerHTML =
    '<link rel="icon" href="/favicon.svg"><link rel="apple-touch-icon" href="/apple.png"><link rel="stylesheet" href="/base.css">';
});

afterEach(() => {
  vi.useRealTimers();
});

describe('favicons', () => {
  it('point at /v5/{app}/dist/assets/pwa/ on the API origin by default', () => {
    expect(defaultFavicons('http://api.test', 'ohdio')).toEqual([
      { rel: 'icon', href: 'http://api.test/v5/ohdio/dist/assets/pwa/favicon.svg', type: 'image/svg+xml' },
    ]);
  });

  it('replace every icon of the head, the touch icon included, and leave other links alone', () => {
    swapFavicons(document, [
      { rel: 'icon', href: 'http://api.test/v5/tv/dist/assets/pwa/favicon.svg', type: 'image/svg+xml' },
      {
        rel: 'apple-touch-icon',
        href: 'http://api.test/v5/tv/dist/assets/pwa/icon-180.png',
        sizes: '180x180',
      },
    ]);
    const links = [...document.head.querySelectorAll('link')].map((link) => [
      link.getAttribute('rel'),
      link.getAttribute('href'),
      link.hasAttribute(FAVICON_ATTRIBUTE),
    ]);
    expect(links).toEqual([
      ['stylesheet', '/base.css', false],
      ['icon', 'http://api.test/v5/tv/dist/assets/pwa/favicon.svg', true],
      ['apple-touch-icon', 'http://api.test/v5/tv/dist/assets/pwa/icon-180.png', true],
    ]);
    expect(document.head.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('sizes')).toBe(
      '180x180',
    );
  });
});

describe('favicons kept', () => {
  it('leaves the icon links in place when the application’s icons are those already there', () => {
    const icons = [
      { rel: 'icon', href: 'http://api.test/v5/tv/dist/assets/pwa/favicon.svg', type: 'image/svg+xml' },
    ];
    swapFavicons(document, icons);
    const link = document.head.querySelector('link[rel="icon"]');
    swapFavicons(document, icons);
    expect(document.head.querySelector('link[rel="icon"]')).toBe(link);
    swapFavicons(document, [{ rel: 'icon', href: 'http://api.test/v5/news/dist/assets/pwa/favicon.svg' }]);
    expect(document.head.querySelector('link[rel="icon"]')).not.toBe(link);
    expect(document.head.querySelectorAll('link[rel="icon"]')).toHaveLength(1);
  });
});

describe('application stylesheet', () => {
  it('keeps the old sheet until the new one has loaded, then switches it off', async () => {
    const first = swapStylesheet(document, '/apps/news.css');
    lastSheet()?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(true);
    const second = swapStylesheet(document, '/apps/food.css');
    expect(sheets()).toEqual(['/apps/news.css', '/apps/food.css']);
    lastSheet()?.dispatchEvent(new Event('load'));
    await expect(second).resolves.toBe(true);
    expect(sheets()).toEqual(['/apps/food.css']);
    expect(document.head.querySelector('link[href="/base.css"]')).not.toBeNull();
  });

  it('goes on without the new sheet when it fails to load, and says so', async () => {
    const pending = swapStylesheet(document, '/apps/absent.css');
    lastSheet()?.dispatchEvent(new Event('error'));
    await expect(pending).resolves.toBe(false);
    expect(sheets()).toEqual(['/apps/absent.css']);
  });

  it('gives up waiting after 5 seconds', async () => {
    vi.useFakeTimers();
    swapStylesheet(document, '/apps/news.css');
    lastSheet()?.dispatchEvent(new Event('load'));
    let settled: boolean | undefined;
    void swapStylesheet(document, '/apps/lent.css').then((loaded) => (settled = loaded));
    await vi.advanceTimersByTimeAsync(STYLESHEET_TIMEOUT_MS - 1);
    expect(settled).toBeUndefined();
    expect(sheets()).toEqual(['/apps/news.css', '/apps/lent.css']);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(false);
    expect(sheets()).toEqual(['/apps/lent.css']);
  });

  it('does nothing when the application’s sheet is already the only one in place', async () => {
    const first = swapStylesheet(document, '/apps/news.css');
    lastSheet()?.dispatchEvent(new Event('load'));
    await first;
    const node = lastSheet();
    await expect(swapStylesheet(document, '/apps/news.css')).resolves.toBe(true);
    expect(lastSheet()).toBe(node);
  });

  it('switches the previous sheet off at once for an application without a stylesheet', async () => {
    const first = swapStylesheet(document, '/apps/news.css');
    lastSheet()?.dispatchEvent(new Event('load'));
    await first;
    await expect(swapStylesheet(document, undefined)).resolves.toBe(true);
    expect(sheets()).toEqual([]);
  });

  it('switches a sheet loaded before back on at once when its application returns, with no new request', async () => {
    const news = swapStylesheet(document, '/apps/news.css');
    lastSheet()?.dispatchEvent(new Event('load'));
    await news;
    const food = swapStylesheet(document, '/apps/food.css');
    lastSheet()?.dispatchEvent(new Event('load'));
    await food;
    const linksBefore = document.head.querySelectorAll('link').length;
    await expect(swapStylesheet(document, '/apps/news.css')).resolves.toBe(true);
    expect(sheets()).toEqual(['/apps/news.css']);
    expect(document.head.querySelectorAll('link')).toHaveLength(linksBefore);
  });

  it('does not keep a sheet that failed to load: the next visit asks for it again', async () => {
    const absent = swapStylesheet(document, '/apps/absent.css');
    lastSheet()?.dispatchEvent(new Event('error'));
    await absent;
    const news = swapStylesheet(document, '/apps/news.css');
    lastSheet()?.dispatchEvent(new Event('load'));
    await news;
    let settled: boolean | undefined;
    void swapStylesheet(document, '/apps/absent.css').then((loaded) => (settled = loaded));
    await Promise.resolve();
    expect(settled).toBeUndefined();
    expect(sheets()).toEqual(['/apps/news.css', '/apps/absent.css']);
  });
});
