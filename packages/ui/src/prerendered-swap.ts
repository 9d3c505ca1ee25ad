/** Where an element of the pre-rendered page is: its id, or its place among the elements of its kind. */
interface Place {
  id: string;
  tagName: string;
  index: number;
}

function placeOf(root: HTMLElement, element: Element): Place {
  return {
    id: element.id,
    tagName: element.tagName,
    index: [...root.querySelectorAll(element.tagName)].indexOf(element),
  };
}

function find(root: HTMLElement, place: Place): HTMLElement | null {
  const element =
    (place.id ? root.ownerDocument.getElementById(place.id) : null) ??
    root.querySelectorAll(place.tagName)[place.index];
  return element instanceof HTMLElement ? element : null;
}

/**
 * A page pre-rendered at build time is on screen, and may be used, before React renders: React's
 * first commit replaces its elements by identical ones. Until then this keeps track of the focused
 * control and of a button the visitor pressed (it cannot act yet: the press is held, not lost);
 * `restore()`, once React has replaced the page, puts focus back on the twin of that control and
 * presses the twin of that button — as React replays the events of a page it hydrates. Holding
 * starts at this call: an app calls it in its script's first task, before anything it waits for.
 * `restore(false)`: the live page is another one (Mon compte's sign-in failure page), where the
 * control at the same place may be another control: nothing is carried over, the press is dropped.
 */
export function carryOverAcrossSwap(root: HTMLElement): { restore(samePage?: boolean): void } {
  const doc = root.ownerDocument;
  let focused: Place | null = null;
  let pressed: Place | null = null;
  const rememberFocus = () => {
    const active = doc.activeElement;
    if (active && active !== root && root.contains(active)) focused = placeOf(root, active);
  };
  const holdPress = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root.contains(button)) return;
    event.preventDefault();
    pressed = placeOf(root, button);
  };
  rememberFocus();
  root.addEventListener('focusin', rememberFocus);
  root.addEventListener('click', holdPress, true);
  return {
    restore(samePage = true) {
      root.removeEventListener('focusin', rememberFocus);
      root.removeEventListener('click', holdPress, true);
      if (!samePage) return;
      // Focus goes back only if it was lost with the old page (not if the visitor went elsewhere).
      const lost = !doc.activeElement || doc.activeElement === doc.body;
      if (focused && lost) find(root, focused)?.focus({ preventScroll: true });
      if (pressed) find(root, pressed)?.click();
    },
  };
}
