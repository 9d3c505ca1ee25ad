import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, networkError, renderProfilePage } from '../testing/fakes.tsx';

async function sendReset(api = fakeApi(), url = '/') {
  const view = await renderProfilePage(api, url);
  await userEvent.click(screen.getByRole('button', { name: 'Recevoir un lien de réinitialisation' }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Réinitialisation du mot de passe' }) };
}

describe('PasswordReset', () => {
  it('sends the reset mail with the change-password policy and the site key, then confirms it', async () => {
    const { api, dialog } = await sendReset(fakeApi(), '/?fromApp=ohdio');
    expect(api.resetPassword).toHaveBeenCalledWith({
      email: 'complet@exemple.ca',
      b2CUrlPolicy: expect.stringMatching(
        /B2C_1A_change_password.*redirect_uri=http%3A%2F%2Flocalhost%3A8081%2Fcallback%2Fmembercenter/,
      ),
      context: 'portail-ohdio',
    });
    expect(dialog).toHaveTextContent(
      'Un lien pour réinitialiser votre mot de passe a été envoyé à complet@exemple.ca.',
    );
  });

  it.each([
    [
      'the default text and the code',
      apiError(500, 'Erreur', '7'),
      "Une erreur s'est produite lors de l'envoi du lien. Veuillez réessayer plus tard.",
      "Code d'erreur : 7",
    ],
    [
      'the max-tries text over the limit',
      apiError(429, 'Trop', '12'),
      'Vous avez dépassé la limite',
      "Code d'erreur : 12",
    ],
    [
      'the status as the code when the server gives none',
      apiError(503),
      "Une erreur s'est produite",
      "Code d'erreur : 503",
    ],
  ])('shows %s', async (_name, error, text, code) => {
    const api = fakeApi();
    api.resetPassword.mockRejectedValueOnce(error);
    const { dialog } = await sendReset(api);
    expect(dialog).toHaveTextContent(text);
    expect(dialog).toHaveTextContent(code);
  });

  it('shows the default text without a code on a network failure', async () => {
    const api = fakeApi();
    api.resetPassword.mockRejectedValueOnce(networkError());
    const { dialog } = await sendReset(api);
    expect(dialog).toHaveTextContent(
      "Une erreur s'est produite lors de l'envoi du lien. Veuillez réessayer plus tard.",
    );
    expect(dialog).not.toHaveTextContent("Code d'erreur");
  });

  it('closes from « Fermer » and hands focus back to the button', async () => {
    const { dialog } = await sendReset();
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Recevoir un lien de réinitialisation' })).toHaveFocus();
  });
});
