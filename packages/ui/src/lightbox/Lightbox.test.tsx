import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Lightbox } from './Lightbox.tsx';

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Supprimer mon compte
      </button>
      <button type="button">Après</button>
      {open ? (
        <Lightbox
          title="Confirmer la suppression"
          role="alertdialog"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <label htmlFor="pw">Mot de passe</label>
          <input id="pw" type="password" />
          <div className="lightbox-actions">
            <button type="button">Annuler</button>
            <button type="button">Confirmer</button>
          </div>
        </Lightbox>
      ) : null}
    </>
  );
}

describe('Lightbox', () => {
  it('is a modal dialog named by its title', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Confirmer la suppression' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('open');
  });

  it('moves focus to the first field of its body on opening', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    expect(screen.getByLabelText('Mot de passe')).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Confirmer' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Fermer la fenêtre' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Confirmer' })).toHaveFocus();
  });

  it('closes on Esc and gives focus back to the button that opened it', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Supprimer mon compte' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes from its « Fermer la fenêtre » button', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    await userEvent.click(screen.getByRole('button', { name: 'Fermer la fenêtre' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('uses showModal and close where the browser has them', async () => {
    const showModal = vi.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    const close = vi.fn(function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    });
    const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
    proto.showModal = showModal;
    proto.close = close;
    try {
      render(<Harness />);
      await userEvent.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
      expect(showModal).toHaveBeenCalledTimes(1);
      await userEvent.keyboard('{Escape}');
      expect(close).toHaveBeenCalledTimes(1);
    } finally {
      delete proto.showModal;
      delete proto.close;
    }
  });

  it('closes when the browser cancels the dialog', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    screen.getByRole('alertdialog').dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
