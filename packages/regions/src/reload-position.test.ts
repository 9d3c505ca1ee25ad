import { describe, expect, it, vi } from 'vitest';
import {
  REGION_SCROLL_TOP_KEY,
  REGION_UPDATE_FOCUS_KEY,
  rememberPagePosition,
  restorePagePosition,
} from './reload-position.ts';
import { MemoryStorage } from './test-support.ts';

describe('focus and scroll across the reload after a region save', () => {
  it('stores the focused element and the scroll position under the spec’s session keys', () => {
    const storage = new MemoryStorage();
    rememberPagePosition(storage, { focusId: 'region-picker-trigger', scrollTop: 412.6 });
    expect(storage.getItem(REGION_UPDATE_FOCUS_KEY)).toBe('region-picker-trigger');
    expect(storage.getItem(REGION_SCROLL_TOP_KEY)).toBe('413');
    expect([REGION_UPDATE_FOCUS_KEY, REGION_SCROLL_TOP_KEY]).toEqual([
      'RC_REGION_UPDATE_FOCUS',
      'RC_REGION_SCROLL_TOP',
    ]);
  });

  it('restores focus without scrolling, then the scroll position, and forgets both', () => {
    const storage = new MemoryStorage();
    rememberPagePosition(storage, { focusId: 'trigger', scrollTop: 300 });
    const focus = vi.fn();
    const scrollTo = vi.fn();
    const restored = restorePagePosition(
      storage,
      { getElementById: (id) => (id === 'trigger' ? { focus } : null) },
      scrollTo,
    );
    expect(restored).toEqual({ focusId: 'trigger', scrollTop: 300 });
    expect(scrollTo).toHaveBeenCalledWith(300);
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(storage.items.size).toBe(0);
  });

  it('does nothing on a page load that no region save caused', () => {
    const scrollTo = vi.fn();
    expect(restorePagePosition(new MemoryStorage(), { getElementById: () => null }, scrollTo)).toEqual({});
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('ignores a tampered scroll value and a focus target that no longer exists', () => {
    const storage = new MemoryStorage();
    storage.setItem(REGION_SCROLL_TOP_KEY, '-5px');
    storage.setItem(REGION_UPDATE_FOCUS_KEY, 'gone');
    const scrollTo = vi.fn();
    expect(restorePagePosition(storage, { getElementById: () => null }, scrollTo)).toEqual({});
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('survives a storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    };
    expect(() => rememberPagePosition(throwing, { scrollTop: 1 })).not.toThrow();
    expect(restorePagePosition(throwing, { getElementById: () => null }, vi.fn())).toEqual({});
    expect(restorePagePosition(null, { getElementById: () => null }, vi.fn())).toEqual({});
  });
});
