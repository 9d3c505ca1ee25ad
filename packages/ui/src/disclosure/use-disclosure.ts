import { useEffect, useRef, type RefObject } from 'react';

export interface DisclosureOptions {
  /** Closes on a pointer press outside the root (SPEC.md §2.3: a click outside an open panel closes it). */
  pressOutside?: boolean;
  /** Closes when the focus leaves the root for another element. */
  focusOut?: boolean;
}

/** Spread on the disclosure button, beside its own class and click handler. */
export interface DisclosureTriggerProps {
  ref: RefObject<HTMLButtonElement | null>;
  type: 'button';
  'aria-expanded': boolean;
  'aria-controls': string;
}

/**
 * A disclosure button and the panel it shows (`panelId`): while `open`, Escape from inside the root
 * calls `setOpen(false)` (a state setter fits) and gives the focus back to the button (a search field
 * with text keeps its first Escape, to clear itself); with the
 * options, a press outside or the focus leaving closes it too. The caller keeps its markup and names.
 * Gives back, as a tuple (the first screens' bundles keep no property names): the root's ref, the
 * button's props, and the close that Escape does (to the hidden state, focus on the button).
 */
export function useDisclosure(
  open: boolean,
  setOpen: (open: false) => void,
  panelId: string,
  { pressOutside, focusOut }: DisclosureOptions,
): [RefObject<HTMLDivElement | null>, DisclosureTriggerProps, () => void] {
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const root = rootRef.current;
    if (!open || !root) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target;
      if (event.key !== 'Escape') return;
      // A search field with text takes the first Escape to clear itself.
      if (target instanceof HTMLInputElement && target.type === 'search' && target.value !== '') return;
      event.preventDefault();
      setOpen(false);
      triggerRef.current?.focus();
    };
    // A focusout's node is where the focus went (none: it stays, e.g. the window lost it); a press's,
    // the element pressed.
    const closeIfOutside = (event: FocusEvent | PointerEvent) => {
      const node = event.relatedTarget ?? event.target;
      if (node instanceof Node && !root.contains(node)) setOpen(false);
    };
    root.addEventListener('keydown', onKeyDown);
    if (focusOut) root.addEventListener('focusout', closeIfOutside);
    if (pressOutside) document.addEventListener('pointerdown', closeIfOutside);
    return () => {
      root.removeEventListener('keydown', onKeyDown);
      root.removeEventListener('focusout', closeIfOutside);
      document.removeEventListener('pointerdown', closeIfOutside);
    };
  }, [open, setOpen, pressOutside, focusOut]);

  return [
    rootRef,
    { ref: triggerRef, type: 'button', 'aria-expanded': open, 'aria-controls': panelId },
    () => {
      setOpen(false);
      triggerRef.current?.focus();
    },
  ];
}
