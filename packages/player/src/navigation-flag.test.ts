import { describe, expect, it } from 'vitest';
import { consumeNavigationFromPlay, markNavigationFromPlay } from './navigation-flag.ts';
import { memoryStorage } from './testing/fixtures.ts';

describe('the navigation-from-play flag', () => {
  it('is read once after being marked', () => {
    const storage = memoryStorage();
    expect(consumeNavigationFromPlay(storage)).toBe(false);
    markNavigationFromPlay(storage);
    expect(consumeNavigationFromPlay(storage)).toBe(true);
    expect(consumeNavigationFromPlay(storage)).toBe(false);
  });

  it('is silently absent when storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    };
    expect(() => markNavigationFromPlay(refusing)).not.toThrow();
    expect(consumeNavigationFromPlay(refusing)).toBe(false);
  });
});
