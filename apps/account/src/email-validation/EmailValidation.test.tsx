import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, apiProfile, fakeApi, findLoadedHeading, renderAccount } from '../testing/fakes.tsx';

async function renderUnverified(
  api = fakeApi(apiProfile({ email: 'nonverifie@exemple.ca', isEmailVerified: false })),
) {
  const view = renderAccount('/?fromApp=mordu', { api });
  await findLoadedHeading('Profil');
  return view;
}

describe('EmailValidation', () => {
  it('is not offered to a verified member', async () => {
    renderAccount('/');
    await findLoadedHeading('Profil');
    expect(
      screen.queryByRole('button', { name: 'Envoyer le courriel de validation' }),
    ).not.toBeInTheDocument();
  });

  it("sends the validation mail and answers « C'est envoyé! » with the address and the spam hint", async () => {
    const { api } = await renderUnverified();
    expect(screen.getByText("Votre adresse courriel n'est pas encore vérifiée.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le courriel de validation' }));
    const dialog = await screen.findByRole('dialog', { name: "C'est envoyé!" });
    expect(dialog).toHaveTextContent('Un courriel de validation a été envoyé à nonverifie@exemple.ca.');
    expect(dialog).toHaveTextContent('vérifiez votre dossier de courriels indésirables');
    expect(api.sendValidationEmail).toHaveBeenCalledWith({
      b2CUrlPolicy: expect.stringContaining('B2C_1A_email_validation'),
      azpContext: 'portail-mordu',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a failure in the status bar', async () => {
    const api = fakeApi(apiProfile({ isEmailVerified: false }));
    api.sendValidationEmail.mockRejectedValueOnce(apiError(500, 'Envoi impossible'));
    await renderUnverified(api);
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le courriel de validation' }));
    expect(await screen.findByText('Envoi impossible')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
