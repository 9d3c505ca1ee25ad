import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { dialogMessages } from '../dialog-messages.fr.ts';
import { focusableElements } from './focusable.ts';

export interface LightboxProps {
  /** The visible heading; it is also the dialog's accessible name. */
  title: string;
  /** Called on Esc, on the close button and on the browser's own cancel. */
  onClose: () => void;
  children: ReactNode;
  /** The element to focus on opening; by default the first tabbable element of the body. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** `alertdialog` for confirmations of destructive actions. */
  role?: 'dialog' | 'alertdialog';
  /** Shows the « Fermer la fenêtre » button in the header (default true). */
  closeButton?: boolean;
  className?: string;
}

function supportsModal(dialog: HTMLDialogElement): boolean {
  return typeof dialog.showModal === 'function';
}

/**
 * A modal dialog per the WAI-ARIA APG pattern, rendered while mounted: labelled by its title, focus
 * moved inside on opening, Tab and Shift+Tab kept inside, Esc closes, focus returned to the opener.
 * Uses <dialog>.showModal() (top layer, inert page) where the browser has it; elsewhere (jsdom) the
 * same element opened with the `open` attribute and the same keyboard handling.
 */
export function Lightbox({
  title,
  onClose,
  children,
  initialFocus,
  role = 'dialog',
  closeButton = true,
  className,
}: LightboxProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (supportsModal(dialog)) {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    const target =
      initialFocus?.current ??
      (bodyRef.current ? focusableElements(bodyRef.current)[0] : undefined) ??
      focusableElements(dialog)[0] ??
      dialog;
    target.focus();
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (supportsModal(dialog) && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      if (opener?.isConnected) opener.focus();
    };
    // Opening happens once per mount; the initial focus is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = focusableElements(dialog);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    const inside = active instanceof Node && dialog.contains(active);
    if (event.shiftKey && (active === first || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    // The dialog element handles its own keyboard interaction (APG modal dialog).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      className={className ? `lightbox ${className}` : 'lightbox'}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className="lightbox-header">
        <h2 id={titleId} className="lightbox-title">
          {title}
        </h2>
        {closeButton ? (
          <button
            type="button"
            className="lightbox-close"
            aria-label={dialogMessages.close}
            onClick={() => onCloseRef.current()}
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
      <div ref={bodyRef} className="lightbox-body">
        {children}
      </div>
    </dialog>
  );
}
