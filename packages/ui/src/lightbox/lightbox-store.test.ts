// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createLightboxController, SCROLL_LOCK_CLASS } from './lightbox-store.ts';

/** An app's own kinds: the package knows none (Mon compte's are in apps/account/src/lightboxes/). */
interface Payloads {
  CONFIRM: { n: number };
  NOTICE: null;
}

describe('lightbox store', () => {
  it.each(['CONFIRM', 'NOTICE'] as const)(
    'opens %s with its payload and hides page scroll until closed',
    (kind) => {
      const root = document.createElement('html');
      const lightbox = createLightboxController<Payloads>(root);
      if (kind === 'CONFIRM') lightbox.open(kind, { n: 1 });
      else lightbox.open(kind, null);
      expect(lightbox.current()).toEqual({
        id: kind,
        payload: kind === 'CONFIRM' ? { n: 1 } : null,
        options: {},
      });
      expect(root.classList.contains(SCROLL_LOCK_CLASS)).toBe(true);
      lightbox.close();
      expect(lightbox.current()).toBeNull();
      expect(root.classList.contains(SCROLL_LOCK_CLASS)).toBe(false);
    },
  );

  it('keeps only one lightbox open: a second opening replaces the first and closes it', () => {
    const root = document.createElement('html');
    const lightbox = createLightboxController<Payloads>(root);
    const onFirstClose = vi.fn();
    lightbox.open('NOTICE', null, { onClose: onFirstClose });
    lightbox.open('CONFIRM', { n: 2 });
    expect(lightbox.current()?.id).toBe('CONFIRM');
    expect(onFirstClose).toHaveBeenCalledTimes(1);
    expect(root.classList.contains(SCROLL_LOCK_CLASS)).toBe(true);
  });

  it('calls the onClose option once and ignores a close when nothing is open', () => {
    const lightbox = createLightboxController<Payloads>(document.createElement('html'));
    const onClose = vi.fn();
    lightbox.open('NOTICE', null, { onClose });
    lightbox.close();
    lightbox.close();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
