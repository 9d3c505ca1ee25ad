/**
 * The service worker's offline behaviour, over the Cache API (offline-policy.ts says what may be
 * kept): at installation the shell, the pre-rendered home and the build's hashed assets are stored;
 * at activation the caches of older builds go; then
 * - a hashed asset comes from the cache (it never changes), the network when missing;
 * - a page of the portal comes from the network, and a copy is kept (the last MAX_PAGES); offline,
 *   the copy, else the shell (which routes to the address itself);
 * - public page data (settings, catalogue) comes from the network, a copy kept (the last
 *   MAX_PAGE_DATA); offline, the copy;
 * - anything else is left to the browser.
 */
import {
  cacheNames,
  HOME_PATH,
  isKeepablePage,
  isKeepablePageData,
  isStorableResponse,
  MAX_PAGE_DATA,
  MAX_PAGES,
  SHELL_PATH,
  staleCaches,
  type OfflineManifest,
} from './offline-policy.ts';

export interface OfflineCacheOptions {
  caches: CacheStorage;
  fetch: (request: Request) => Promise<Response>;
  /** The portal's origin (the worker's). */
  origin: string;
  apiOrigin: string | null;
  manifest: OfflineManifest;
}

/** Cache matching ignores Vary: the app server varies pages on Accept-Encoding, which a Request does not show. */
const MATCH = { ignoreVary: true } as const;

const htmlRequest = (origin: string, path: string) =>
  new Request(`${origin}${path}`, { headers: { accept: 'text/html' }, credentials: 'omit' });

export function createOfflineCache({ caches, fetch, origin, apiOrigin, manifest }: OfflineCacheOptions) {
  const names = cacheNames(manifest.build);
  const assets = new Set(manifest.assets);

  /** Keeps `response` under `request` and forgets the oldest entries beyond `max` (a re-stored one is the newest). */
  async function keep(cacheName: string, request: Request, response: Response, max: number): Promise<void> {
    const cache = await caches.open(cacheName);
    await cache.delete(request, MATCH);
    await cache.put(request, response);
    const keys = await cache.keys();
    await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key, MATCH)));
  }

  async function networkFirst(request: Request, cacheName: string, max: number): Promise<Response | null> {
    try {
      const response = await fetch(request);
      if (isStorableResponse(response)) await keep(cacheName, request, response.clone(), max);
      return response;
    } catch {
      return (await (await caches.open(cacheName)).match(request, MATCH)) ?? null;
    }
  }

  async function page(request: Request): Promise<Response> {
    const kept = await networkFirst(request, names.pages, MAX_PAGES);
    if (kept) return kept;
    const shell = await caches.open(names.shell);
    const isHome = new URL(request.url).pathname === HOME_PATH;
    const fallback =
      (isHome ? await shell.match(htmlRequest(origin, HOME_PATH), MATCH) : undefined) ??
      (await shell.match(htmlRequest(origin, SHELL_PATH), MATCH));
    return fallback ?? Response.error();
  }

  async function asset(request: Request): Promise<Response> {
    const cache = await caches.open(names.shell);
    const cached = await cache.match(request, MATCH);
    if (cached) return cached;
    const response = await fetch(request);
    if (isStorableResponse(response)) await cache.put(request, response.clone());
    return response;
  }

  async function pageData(request: Request): Promise<Response> {
    return (await networkFirst(request, names.data, MAX_PAGE_DATA)) ?? Response.error();
  }

  return {
    /** Installation: the shell, the pre-rendered home and every hashed asset of this build. */
    async install(): Promise<void> {
      const cache = await caches.open(names.shell);
      await cache.addAll(manifest.assets.map((path) => `${origin}${path}`));
      for (const path of [HOME_PATH, SHELL_PATH]) {
        const request = htmlRequest(origin, path);
        const response = await fetch(request);
        if (isStorableResponse(response)) await cache.put(request, response);
      }
    },

    /** Activation: the caches of every other build are deleted. */
    async activate(): Promise<void> {
      await Promise.all(staleCaches(await caches.keys(), manifest.build).map((name) => caches.delete(name)));
    },

    /** The answer to a fetch the worker takes on, or null to leave it to the browser. */
    respond(request: Request): Promise<Response> | null {
      if (request.method !== 'GET') return null;
      const url = new URL(request.url);
      if (request.mode === 'navigate') return isKeepablePage(url, origin) ? page(request) : null;
      if (url.origin === origin) return assets.has(url.pathname) ? asset(request) : null;
      return isKeepablePageData(request, apiOrigin) ? pageData(request) : null;
    },
  };
}
