import { useEffect, useRef, type RefObject } from 'react';

export interface DisclosureOptions {
  /** A pointer press outside the root closes the panel (SPEC.md §2.3: a click outside an open panel closes it). */
  closeOnOutsidePress?: boolean;
  /** The focus leaving the root for another element closes the panel. */
  closeOnFocusOut?: boolean;
  /** An Escape this returns true for is left to its target (e.g. a search field that clears itself first). */
  keepsEscape?: (target: EventTarget | null) => boolean;
}

export interface Disclosure {
  /** The element holding the button and its panel. */
  rootRef: RefObject<HTMLDivElement | null>;
  /** Spread on the disclosure button, beside its own class and click handler. */
  triggerProps: {
    ref: RefObject<HTMLButtonElement | null>;
    type: 'button';
    'aria-expanded': boolean;
    'aria-controls': string;
  };
}

/**
 * A disclosure button and the panel it shows (`panelId`): while `open`, Escape from inside the root
 * calls `close` and gives the focus back to the button; with the options, a press outside or the focus
 * leaving closes it too. The caller keeps its markup, names and open state.
 */
export function useDisclosure(
  open: boolean,
  close: () => void,
  panelId: string,
  { closeOnOutsidePress = false, closeOnFocusOut = false, keepsEscape }: DisclosureOptions = {},
): Disclosure {
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const root = rootRef.current;
    if (!open || !root) return;
    const outside = (node: EventTarget | null) => node instanceof Node && !root.contains(node);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || keepsEscape?.(event.target)) return;
      event.preventDefault();
      close();
      triggerRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event.target)) close();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (outside(event.relatedTarget)) close();
    };
    root.addEventListener('keydown', onKeyDown);
    if (closeOnFocusOut) root.addEventListener('focusout', onFocusOut);
    if (closeOnOutsidePress) document.addEventListener('pointerdown', onPointerDown);
    return () => {
      root.removeEventListener('keydown', onKeyDown);
      root.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close, closeOnOutsidePress, closeOnFocusOut, keepsEscape]);

  return {
    rootRef,
    triggerProps: { ref: triggerRef, type: 'button', 'aria-expanded': open, 'aria-controls': panelId },
  };
}
