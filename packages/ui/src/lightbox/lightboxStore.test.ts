// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createLightboxController, lightboxKinds, SCROLL_LOCK_CLASS } from './lightboxStore.ts';

describe('lightbox store', () => {
  it('knows the nine kinds of the spec', () => {
    expect(lightboxKinds).toEqual([
      'ACCOUNT_DELETED',
      'HAS_SUBSCRIPTION',
      'PASSWORD_RESET',
      'PASSWORD_VALIDATION',
      'PASSWORD_VALIDATION_DELETE_ACCOUNT',
      'SIMPLE_LIGHTBOX',
      'RECONNECT',
      'PROFILAGE_ERROR',
      'RECONNECT_HARMONIZED',
    ]);
  });

  it.each(lightboxKinds)('opens %s with its payload and hides page scroll until closed', (kind) => {
    const root = document.createElement('html');
    const lightbox = createLightboxController(root);
    lightbox.open(kind, { n: 1 });
    expect(lightbox.current()).toEqual({ id: kind, payload: { n: 1 }, options: {} });
    expect(root.classList.contains(SCROLL_LOCK_CLASS)).toBe(true);
    lightbox.close();
    expect(lightbox.current()).toBeNull();
    expect(root.classList.contains(SCROLL_LOCK_CLASS)).toBe(false);
  });

  it('keeps only one lightbox open: a second opening replaces the first and closes it', () => {
    const root = document.createElement('html');
    const lightbox = createLightboxController(root);
    const onFirstClose = vi.fn();
    lightbox.open('HAS_SUBSCRIPTION', null, { onClose: onFirstClose });
    lightbox.open('PASSWORD_RESET', null);
    expect(lightbox.current()?.id).toBe('PASSWORD_RESET');
    expect(onFirstClose).toHaveBeenCalledTimes(1);
    expect(root.classList.contains(SCROLL_LOCK_CLASS)).toBe(true);
  });

  it('calls the onClose option once and ignores a close when nothing is open', () => {
    const lightbox = createLightboxController(document.createElement('html'));
    const onClose = vi.fn();
    lightbox.open('PASSWORD_VALIDATION', null, { onClose });
    lightbox.close();
    lightbox.close();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
