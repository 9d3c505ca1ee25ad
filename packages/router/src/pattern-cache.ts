import { match, type MatchFunction } from 'path-to-regexp';
import { LruCache } from './lru-cache.ts';

/** SPEC.md §9: at most 10000 compiled patterns are kept. */
export const PATTERN_CACHE_LIMIT = 10000;

export type PathParams = Record<string, string>;
export type PatternMatcher = (pathname: string) => PathParams | null;

const cache = new LruCache<string, PatternMatcher>(PATTERN_CACHE_LIMIT);

function flattenParams(params: Partial<Record<string, string | string[]>>): PathParams {
  const flat: PathParams = {};
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    flat[name] = Array.isArray(value) ? value.join('/') : value;
  }
  return flat;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Compiles (once, then from the LRU cache) a path-to-regexp pattern. `prefix` matches the pattern
 * at the start of the path up to a segment boundary (« /info » matches /info/x, not /infolettre).
 * Wildcard parameters (`*rest`) come back joined with « / ».
 */
export function compilePattern(
  pattern: string,
  { prefix = false }: { prefix?: boolean } = {},
): PatternMatcher {
  const key = `${prefix ? 'p' : 'e'}${pattern}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const fn: MatchFunction<Partial<Record<string, string | string[]>>> = match(pattern, {
    end: !prefix,
    decode: safeDecode,
  });
  const matcher: PatternMatcher = (pathname) => {
    const result = fn(pathname);
    return result ? flattenParams(result.params) : null;
  };
  cache.set(key, matcher);
  return matcher;
}

/** For tests and diagnostics: how many compiled patterns the cache holds. */
export function patternCacheSize(): number {
  return cache.size;
}

export function clearPatternCache(): void {
  cache.clear();
}
