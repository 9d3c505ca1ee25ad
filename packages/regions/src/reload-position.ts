/**
 * A region save reloads the page; the focused control and the scroll position survive it in
 * sessionStorage (SPEC.md §9 session keys) and are put back once the page has rendered again.
 */
export const REGION_UPDATE_FOCUS_KEY = 'RC_REGION_UPDATE_FOCUS';
export const REGION_SCROLL_TOP_KEY = 'RC_REGION_SCROLL_TOP';

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface PagePosition {
  /** The id of the element to focus after the reload. */
  focusId?: string;
  scrollTop: number;
}

/** Saves the position; a storage that throws (private mode, quota) only loses the restoration. */
export function rememberPagePosition(storage: SessionStore | null, position: PagePosition): void {
  if (!storage) return;
  try {
    if (position.focusId) storage.setItem(REGION_UPDATE_FOCUS_KEY, position.focusId);
    storage.setItem(REGION_SCROLL_TOP_KEY, String(Math.max(0, Math.round(position.scrollTop))));
  } catch {
    // Nothing to restore after the reload; the save itself succeeded.
  }
}

export interface RestoreTarget {
  getElementById(id: string): { focus(options?: FocusOptions): void } | null;
}

/**
 * Puts focus and scroll back, then forgets them so that a later reload starts fresh.
 * Returns what was restored.
 */
export function restorePagePosition(
  storage: SessionStore | null,
  target: RestoreTarget,
  scrollTo: (top: number) => void,
): { focusId?: string; scrollTop?: number } {
  if (!storage) return {};
  let focusId: string | null;
  let scrollText: string | null;
  try {
    focusId = storage.getItem(REGION_UPDATE_FOCUS_KEY);
    scrollText = storage.getItem(REGION_SCROLL_TOP_KEY);
    storage.removeItem(REGION_UPDATE_FOCUS_KEY);
    storage.removeItem(REGION_SCROLL_TOP_KEY);
  } catch {
    return {};
  }
  const restored: { focusId?: string; scrollTop?: number } = {};
  if (scrollText !== null && /^\d{1,9}$/.test(scrollText)) {
    restored.scrollTop = Number(scrollText);
    scrollTo(restored.scrollTop);
  }
  if (focusId && focusId.length <= 200) {
    const element = target.getElementById(focusId);
    if (element) {
      element.focus({ preventScroll: true });
      restored.focusId = focusId;
    }
  }
  return restored;
}
