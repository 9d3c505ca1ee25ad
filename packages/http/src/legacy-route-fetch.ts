import type { HttpClient } from './request.ts';

export type RouteVersion = 'v3' | 'v4' | 'v5';

function isLegacyVersion(version: RouteVersion): boolean {
  return version === 'v3' || version === 'v4';
}

export interface CacheVersionMemory {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const CACHE_VERSION_KEY = 'portail:routeCacheVersion';

/**
 * The fetch options of a route's data request. Legacy (v3/v4) routes send credentials and, when the
 * server's cache version changed since the last visit, bypass the browser cache once (cache reload).
 */
export function routeFetchInit(
  version: RouteVersion,
  cacheVersion: string | undefined,
  memory: CacheVersionMemory | undefined,
): { credentials?: RequestCredentials; cache?: RequestCache } {
  if (!isLegacyVersion(version)) return {};
  const init: { credentials: RequestCredentials; cache?: RequestCache } = { credentials: 'include' };
  if (cacheVersion !== undefined && memory) {
    let known: string | null;
    try {
      known = memory.getItem(CACHE_VERSION_KEY);
    } catch {
      known = null;
    }
    if (known !== cacheVersion) {
      init.cache = 'reload';
      try {
        memory.setItem(CACHE_VERSION_KEY, cacheVersion);
      } catch {
        // Storage may be unavailable (private mode); the reload still happens this time.
      }
    }
  }
  return init;
}

/** Fetches a route's JSON page data with the options its version calls for. */
export function fetchRouteData<T>(
  http: HttpClient,
  url: string,
  {
    version,
    cacheVersion,
    memory,
    signal,
  }: { version: RouteVersion; cacheVersion?: string; memory?: CacheVersionMemory; signal?: AbortSignal },
): Promise<T> {
  return http.requestJson<T>(url, { ...routeFetchInit(version, cacheVersion, memory), signal });
}
