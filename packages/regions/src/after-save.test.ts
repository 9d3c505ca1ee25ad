import { describe, expect, it } from 'vitest';
import { sameOriginRedirect } from './after-save.ts';

describe('the redirect after a region save', () => {
  it.each([
    ['/ontario/toronto', 'https://ici.example/ontario/toronto'],
    ['?x=1', 'https://ici.example/info?x=1'],
    ['https://ici.example/quebec#top', 'https://ici.example/quebec#top'],
    ['https://evil.example/', undefined],
    ['//evil.example/', undefined],
    ['javascript:alert(1)', undefined],
    ['http://ici.example/', undefined],
  ])('goes to %j as %j', (redirect, expected) => {
    expect(sameOriginRedirect(redirect, 'https://ici.example/info')).toBe(expected);
  });
});
