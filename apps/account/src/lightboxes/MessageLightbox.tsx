import { useRef, type ReactNode } from 'react';
import { accountLightboxMessages, Lightbox } from '@portail/ui';

/** A lightbox that only informs: its text and a « Fermer » button, which takes focus. */
export function MessageLightbox({
  title,
  children,
  onClose,
}: {
  title: string;
  children: ReactNode;
  onClose: () => void;
}) {
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <Lightbox title={title} onClose={onClose} initialFocus={closeRef}>
      {children}
      <div className="lightbox-actions">
        <button ref={closeRef} type="button" className="button button-primary" onClick={onClose}>
          {accountLightboxMessages.close}
        </button>
      </div>
    </Lightbox>
  );
}
