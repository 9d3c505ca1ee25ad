import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SCROLL_LOCK_CLASS } from '@portail/ui';
import { dialogOpened, findLoadedHeading, renderAccount } from '../testing/fakes.tsx';

async function renderApp() {
  const view = renderAccount('/');
  await findLoadedHeading('Profil');
  return view;
}

describe('AccountLightboxes', () => {
  it.each([
    ['ACCOUNT_DELETED', null, 'La suppression de votre compte est prévue'],
    ['HAS_SUBSCRIPTION', null, 'Vous avez un abonnement actif'],
    [
      'PASSWORD_RESET',
      { email: 'a@b.ca', hasError: false, maxTries: false },
      'Réinitialisation du mot de passe',
    ],
    ['SIMPLE_LIGHTBOX', { title: 'Titre', paragraphs: ['Texte'] }, 'Titre'],
    ['RECONNECT', null, 'Un autre compte est connecté'],
    ['RECONNECT_HARMONIZED', null, 'Un autre compte est connecté'],
    ['PROFILAGE_ERROR', {}, "Votre profil n'a pas pu être enregistré"],
  ] as const)('renders %s as a labelled dialog that Esc closes', async (kind, payload, title) => {
    const { lightbox } = await renderApp();
    act(() => lightbox.open(kind, payload as never));
    await dialogOpened();
    expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
    expect(document.documentElement).toHaveClass(SCROLL_LOCK_CLASS);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(lightbox.current()).toBeNull();
    expect(document.documentElement).not.toHaveClass(SCROLL_LOCK_CLASS);
  });

  it('renders the password prompts of PASSWORD_VALIDATION and PASSWORD_VALIDATION_DELETE_ACCOUNT', async () => {
    const { lightbox } = await renderApp();
    act(() => lightbox.open('PASSWORD_VALIDATION', null));
    await dialogOpened();
    expect(
      within(screen.getByRole('dialog', { name: 'Confirmez votre mot de passe' })).getByLabelText(
        'Mot de passe',
      ),
    ).toHaveFocus();
    act(() => lightbox.open('PASSWORD_VALIDATION_DELETE_ACCOUNT', null));
    expect(await screen.findByRole('alertdialog', { name: 'Supprimer votre compte?' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
  });

  it('shows the PROFILAGE_ERROR message when one is given, the unknown-error text otherwise', async () => {
    const { lightbox } = await renderApp();
    act(() => lightbox.open('PROFILAGE_ERROR', { message: 'Étape refusée' }));
    expect(await dialogOpened()).toHaveTextContent('Étape refusée');
    act(() => lightbox.open('PROFILAGE_ERROR', {}));
    expect(screen.getByRole('dialog')).toHaveTextContent(
      "C'est bizarre, une erreur inconnue est survenue. Veuillez réessayer.",
    );
  });

  it.each(['RECONNECT', 'RECONNECT_HARMONIZED'] as const)(
    '%s: « Continuer avec ce compte » closes it, « Se reconnecter » signs out',
    async (kind) => {
      const { lightbox, session } = await renderApp();
      act(() => lightbox.open(kind, null));
      const dialog = await dialogOpened();
      expect(within(dialog).getByRole('button', { name: 'Continuer avec ce compte' })).toHaveFocus();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Continuer avec ce compte' }));
      expect(lightbox.current()).toBeNull();
      expect(session.logout).not.toHaveBeenCalled();

      act(() => lightbox.open(kind, null));
      await userEvent.click(within(await dialogOpened()).getByRole('button', { name: 'Se reconnecter' }));
      expect(session.logout).toHaveBeenCalledTimes(1);
    },
  );

  it('keeps one lightbox at a time: a new one replaces the open one', async () => {
    const { lightbox } = await renderApp();
    act(() => lightbox.open('HAS_SUBSCRIPTION', null));
    act(() => lightbox.open('RECONNECT', null));
    await screen.findByRole('dialog', { name: 'Un autre compte est connecté' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Un autre compte est connecté' })).toBeInTheDocument();
  });
});
