import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_LOCK_CLASS } from '@portail/ui';
import { apiError, apiProfile, dialogOpened, fakeApi, renderProfilePage } from '../testing/fakes.tsx';
import { takeSignedOutMark } from '../session/signed-out-mark.ts';
import { ACCOUNT_DELETED_LOGOUT_DELAY_MS } from './delete-account.ts';

afterEach(() => vi.useRealTimers());

async function openDeletion(api = fakeApi()) {
  const view = await renderProfilePage(api);
  await userEvent.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
  await dialogOpened();
  return view;
}

async function confirmWith(password: string) {
  const dialog = screen.getByRole('alertdialog', { name: 'Supprimer votre compte?' });
  if (password) await userEvent.type(within(dialog).getByLabelText('Mot de passe'), password);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer la suppression' }));
  return dialog;
}

describe('DeleteAccount', () => {
  it('tells a member with a paid subscription to cancel it first, without asking a password', async () => {
    const { api } = await openDeletion(
      fakeApi(apiProfile({ subscriptionsStatus: { hasActiveSubscription: true } })),
    );
    const dialog = screen.getByRole('dialog', { name: 'Vous avez un abonnement actif' });
    expect(dialog).toHaveTextContent('vous devez annuler votre abonnement payant');
    expect(within(dialog).queryByLabelText('Mot de passe')).not.toBeInTheDocument();
    expect(api.deleteAccount).not.toHaveBeenCalled();
  });

  it('asks for « Mot de passe » with « Annuler » first, and hides page scroll while open', async () => {
    await openDeletion();
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer votre compte?' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['×', 'Afficher', 'Annuler', 'Confirmer la suppression']);
    expect(document.documentElement).toHaveClass(SCROLL_LOCK_CLASS);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(document.documentElement).not.toHaveClass(SCROLL_LOCK_CLASS);
    expect(screen.getByRole('button', { name: 'Supprimer mon compte' })).toHaveFocus();
  });

  it('keeps only data in the lightbox store while the password is asked: the prompt’s kind, no function', async () => {
    const { lightbox } = await openDeletion();
    const open = lightbox.current();
    expect(open).toEqual({
      id: 'PASSWORD_VALIDATION_DELETE_ACCOUNT',
      payload: null,
      options: {},
    });
    expect(structuredClone(open)).toEqual(open);
  });

  it('requires the password', async () => {
    const { api } = await openDeletion();
    const dialog = await confirmWith('');
    expect(within(dialog).getByLabelText('Mot de passe')).toHaveAccessibleDescription(
      'Veuillez entrer un mot de passe.',
    );
    expect(api.deleteAccount).not.toHaveBeenCalled();
  });

  it('puts a 401 on the password field and keeps the dialog open', async () => {
    const api = fakeApi();
    api.deleteAccount.mockRejectedValueOnce(apiError(401));
    await openDeletion(api);
    const dialog = await confirmWith('mauvais');
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Mot de passe')).toHaveAccessibleDescription(
        "Ce n'est pas le bon mot de passe.",
      ),
    );
    expect(dialog).toBeInTheDocument();
  });

  it('closes the dialog and shows any other error in the status bar', async () => {
    const api = fakeApi();
    api.deleteAccount.mockRejectedValueOnce(apiError(500, 'Suppression impossible'));
    const { session } = await openDeletion(api);
    await confirmWith('Bonjour-2026');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getAllByRole('alert').find((node) => node.textContent)).toHaveTextContent(
      'Suppression impossible Code : 500',
    );
    expect(session.logout).not.toHaveBeenCalled();
  });

  it('deletes, shows ACCOUNT_DELETED and signs out after exactly 15 000 ms', async () => {
    const { api, session } = await openDeletion();
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer votre compte?' });
    await userEvent.type(within(dialog).getByLabelText('Mot de passe'), 'Bonjour-2026');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer la suppression' }));
    // Polled on setImmediate: vi.waitFor would advance the fake clock, setTimeout is fake here. The
    // lightbox and the page's signed-out screen (its h1) load on demand, each in a chunk of its own:
    // wait for both, for up to 15 s of real time (as Testing Library's waits, vitest.setup.ts). 100
    // turns for the lightbox alone failed on a busy machine (load 17): the h1 was not there yet.
    const deleted = () => screen.queryByRole('dialog', { name: 'La suppression de votre compte est prévue' });
    const deletedScreen = () =>
      screen.queryByRole('heading', { level: 1, name: 'La suppression de votre compte est prévue' });
    const waitUntil = performance.now() + 15_000;
    while (performance.now() < waitUntil && !(deleted() && deletedScreen())) {
      await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
    }
    expect(deleted()).toBeInTheDocument();
    expect(api.deleteAccount).toHaveBeenCalledWith('Bonjour-2026');
    expect(
      screen.getByRole('heading', { level: 1, name: 'La suppression de votre compte est prévue' }),
    ).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(ACCOUNT_DELETED_LOGOUT_DELAY_MS - 1));
    expect(session.logout).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(session.logout).toHaveBeenCalledTimes(1);
    expect(ACCOUNT_DELETED_LOGOUT_DELAY_MS).toBe(15_000);
    // The page the provider's logout returns to shows the signed-out screen, not the sign-in page.
    expect(takeSignedOutMark()).toBe('deleted');
  });
});
