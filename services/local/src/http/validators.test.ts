import { describe, expect, it } from 'vitest';
import { entityTag, matchesIfNoneMatch } from './validators.ts';

describe('entity tags', () => {
  it('gives the same bytes the same quoted tag, and other bytes another', () => {
    expect(entityTag('a')).toMatch(/^"[\w-]{27}"$/);
    expect(entityTag('a')).toBe(entityTag(Buffer.from('a')));
    expect(entityTag('b')).not.toBe(entityTag('a'));
  });

  it('matches If-None-Match by weak comparison, in a list, or *', () => {
    const tag = entityTag('page');
    expect(matchesIfNoneMatch(tag, tag)).toBe(true);
    expect(matchesIfNoneMatch(`W/${tag}`, tag)).toBe(true);
    expect(matchesIfNoneMatch(`"autre", ${tag}`, tag)).toBe(true);
    expect(matchesIfNoneMatch('*', tag)).toBe(true);
    expect(matchesIfNoneMatch('"autre"', tag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, tag)).toBe(false);
  });
});
