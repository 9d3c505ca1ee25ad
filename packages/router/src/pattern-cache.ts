import { pathToRegexp } from 'path-to-regexp';
import { LruCache } from './lru-cache.ts';

/** SPEC.md §9: at most 10000 compiled patterns are kept. */
export const PATTERN_CACHE_LIMIT = 10000;

export type PathParams = Record<string, string>;
export type PatternMatcher = (pathname: string) => PathParams | null;

const cache = new LruCache<string, PatternMatcher>(PATTERN_CACHE_LIMIT);

/** A parameter as the address wrote it, decoded; a malformed escape is kept as written. */
function safeDecode(value: string): string {
  // No escape, nothing to decode: most addresses, and no try/catch on the way.
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A wildcard's segments, each decoded, joined with « / ». */
function decodeWildcard(value: string): string {
  return value.includes('%') ? value.split('/').map(safeDecode).join('/') : value;
}

/**
 * Compiles (once, then from the LRU cache) a path-to-regexp pattern. `prefix` matches the pattern
 * at the start of the path up to a segment boundary (« /info » matches /info/x, not /infolettre).
 * Wildcard parameters (`*rest`) come back joined with « / ». The matcher runs path-to-regexp's
 * regular expression and reads its groups itself (no intermediate result object); a pattern
 * without parameters only tests the expression.
 */
export function compilePattern(
  pattern: string,
  { prefix = false }: { prefix?: boolean } = {},
): PatternMatcher {
  const key = `${prefix ? 'p' : 'e'}${pattern}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const { regexp, keys } = pathToRegexp(pattern, { end: !prefix });
  const names = keys.map((item) => item.name);
  const wildcard = keys.map((item) => item.type === 'wildcard');
  const matcher: PatternMatcher =
    names.length === 0
      ? (pathname) => (regexp.test(pathname) ? {} : null)
      : (pathname) => {
          const groups = regexp.exec(pathname);
          if (!groups) return null;
          const params: PathParams = {};
          for (let index = 0; index < names.length; index += 1) {
            const value = groups[index + 1];
            if (value === undefined) continue;
            params[names[index] as string] = wildcard[index] ? decodeWildcard(value) : safeDecode(value);
          }
          return params;
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
