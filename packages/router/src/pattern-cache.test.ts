import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache.ts';
import { PATTERN_CACHE_LIMIT, clearPatternCache, compilePattern, patternCacheSize } from './pattern-cache.ts';

describe('compiled pattern cache', () => {
  it('compiles a pattern once and serves it from the cache afterwards', () => {
    clearPatternCache();
    const first = compilePattern('/nouvelle/:id/:slug');
    expect(compilePattern('/nouvelle/:id/:slug')).toBe(first);
    expect(patternCacheSize()).toBe(1);
  });

  it('stays bounded at 10000 compiled patterns', () => {
    clearPatternCache();
    for (let index = 0; index < PATTERN_CACHE_LIMIT + 50; index += 1) compilePattern(`/p${index}`);
    expect(PATTERN_CACHE_LIMIT).toBe(10000);
    expect(patternCacheSize()).toBe(10000);
  });

  it('matches a prefix only up to a segment boundary', () => {
    const info = compilePattern('/info', { prefix: true });
    expect(info('/info/x')).toEqual({});
    expect(info('/infolettre')).toBeNull();
  });

  it('joins a wildcard with slashes and decodes parameters', () => {
    expect(compilePattern('/rdi/*show/site', { prefix: true })('/rdi/a/b/site')).toEqual({ show: 'a/b' });
    expect(compilePattern('/mordu/:slug')('/mordu/cr%C3%AApes')).toEqual({ slug: 'crêpes' });
  });
});

describe('LruCache', () => {
  it('drops the least recently used entry when full', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect(cache.has('a')).toBe(true);
    expect(cache.has('b')).toBe(false);
    expect(cache.size).toBe(2);
  });
});
