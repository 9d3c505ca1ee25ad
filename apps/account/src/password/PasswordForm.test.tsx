import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, networkError, renderProfilePage } from '../testing/fakes.tsx';

const renderPasswordForm = (api = fakeApi()) => renderProfilePage(api);

async function fill(current: string, next: string, confirm: string) {
  if (current) await userEvent.type(screen.getByLabelText('Mot de passe actuel'), current);
  if (next) await userEvent.type(screen.getByLabelText('Nouveau mot de passe'), next);
  if (confirm) await userEvent.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Modifier le mot de passe' }));
}

function activeAlert(): HTMLElement | undefined {
  return screen.getAllByRole('alert').find((node) => node.textContent);
}

describe('PasswordForm', () => {
  it.each([
    ['', '', '', 'Mot de passe actuel', 'Veuillez entrer un mot de passe.'],
    ['ancien-mdp', '', '', 'Nouveau mot de passe', /Veuillez entrer un mot de passe\./],
    ['ancien-mdp', 'court', 'court', 'Nouveau mot de passe', /Réessayez avec 8 caractères minimum\./],
    [
      'ancien-mdp',
      'nouveau-mdp',
      '',
      'Confirmer le nouveau mot de passe',
      'Veuillez entrer un mot de passe.',
    ],
    [
      'ancien-mdp',
      'nouveau-mdp',
      'autre-mdp',
      'Confirmer le nouveau mot de passe',
      'Les mots de passe ne correspondent pas.',
    ],
  ])('« %s » / « %s » / « %s » → %s: %s', async (current, next, confirm, label, message) => {
    const { api } = await renderPasswordForm();
    await fill(current, next, confirm);
    // The rules load at the first change of a field or the first submit (here, with nothing typed).
    await waitFor(() => expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message));
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(api.changePassword).not.toHaveBeenCalled();
  });

  it('changes the password, says so and empties the form', async () => {
    const { api } = await renderPasswordForm();
    await fill('Bonjour-2026', 'Au-revoir-2027', 'Au-revoir-2027');
    await waitFor(() =>
      expect(api.changePassword).toHaveBeenCalledWith({
        oldPassword: 'Bonjour-2026',
        newPassword: 'Au-revoir-2027',
      }),
    );
    expect(await screen.findByText('Votre mot de passe a été modifié avec succès.')).toBeInTheDocument();
    expect(screen.getByLabelText('Mot de passe actuel')).toHaveValue('');
  });

  it.each([
    ['401', apiError(401, 'Unauthorized'), "Ce n'est pas le bon mot de passe."],
    ['code 11', apiError(403, 'Mauvais mot de passe', '11'), "Ce n'est pas le bon mot de passe."],
    [
      '400 with its server message',
      apiError(400, 'Le mot de passe est trop faible.'),
      'Le mot de passe est trop faible.',
    ],
  ])('puts a %s on the current password field', async (_name, error, message) => {
    const api = fakeApi();
    api.changePassword.mockRejectedValueOnce(error);
    await renderPasswordForm(api);
    await fill('mauvais-mdp', 'Au-revoir-2027', 'Au-revoir-2027');
    const field = screen.getByLabelText('Mot de passe actuel');
    await waitFor(() => expect(field).toHaveAccessibleDescription(message));
    expect(field).toHaveFocus();
    expect(activeAlert()).toBeUndefined();
    expect(screen.getByLabelText('Nouveau mot de passe')).toHaveValue('Au-revoir-2027');
  });

  it.each([
    ['a 500', apiError(500, 'Panne'), 'Panne Code : 500'],
    [
      'a connection that dropped while online (the unknown error)',
      networkError(),
      "C'est bizarre, une erreur inconnue est survenue. Veuillez réessayer.",
    ],
  ])('shows %s as a form-level error and in the status bar', async (_name, error, statusText) => {
    const api = fakeApi();
    api.changePassword.mockRejectedValueOnce(error);
    await renderPasswordForm(api);
    await fill('Bonjour-2026', 'Au-revoir-2027', 'Au-revoir-2027');
    await waitFor(() => expect(activeAlert()).toHaveTextContent(statusText));
    const form = screen
      .getByRole('button', { name: 'Modifier le mot de passe' })
      .closest('form') as HTMLElement;
    expect(within(form).getByRole('region')).toHaveTextContent(statusText.replace(/ Code : \d+$/, ''));
    expect(screen.getByLabelText('Mot de passe actuel')).toHaveValue('Bonjour-2026');
  });
});
