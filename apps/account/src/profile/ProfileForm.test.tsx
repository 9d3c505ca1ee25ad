import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  apiError,
  apiProfile,
  dialogOpened,
  fakeApi,
  findLoadedHeading,
  networkError,
  renderAccount,
} from '../testing/fakes.tsx';
import { PROFILE_DRAFT_KEY } from './profile-draft.ts';

afterEach(() => sessionStorage.clear());

async function renderProfile(api = fakeApi()) {
  const view = renderAccount('/', { api });
  await findLoadedHeading('Profil');
  return view;
}

async function replace(label: string, value: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  if (value) await userEvent.type(field, value);
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

/** The status bar (the page also has the route announcer's polite region, role status too). */
const statusBar = () =>
  screen.getAllByRole('status').find((node) => node.classList.contains('status-bar-region')) ?? null;

describe('ProfileForm', () => {
  it('starts with the member profile and the labels of GUIDE.md §3', async () => {
    await renderProfile();
    expect(screen.getByLabelText('Prénom')).toHaveValue('Camille');
    expect(screen.getByLabelText('Nom')).toHaveValue('Tremblay');
    expect(screen.getByLabelText('Adresse courriel')).toHaveValue('complet@exemple.ca');
    expect(screen.getByLabelText('Code postal')).toHaveValue('H2X 1Y4');
    expect(screen.getByLabelText('Mois de naissance')).toHaveValue('3');
    expect(screen.getByLabelText('Année de naissance')).toHaveValue('1985');
    const gender = screen.getByRole('group', { name: 'Identité de genre' });
    expect(
      within(gender)
        .getAllByRole('radio')
        .map((radio) => radio.closest('div')?.textContent),
    ).toEqual(['Femme', 'Homme', "Je m'identifie autrement", 'Je préfère ne pas répondre']);
    expect(within(gender).getByRole('radio', { name: 'Femme' })).toBeChecked();
  });

  it('shows each error under its field, linked, and focuses the error summary on submit', async () => {
    const { api } = await renderProfile();
    await replace('Prénom', '');
    await replace('Code postal', '123');
    await save();
    // The rules load on demand, from the first change: on a busy machine the summary can come after the click.
    const summary = await screen.findByRole('region', { name: 'Veuillez corriger les erreurs suivantes' });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Veuillez entrer votre prénom.', 'Le code postal doit avoir le format A1A 1A1.']);
    expect(screen.getByLabelText('Prénom')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Prénom')).toHaveAccessibleDescription('Veuillez entrer votre prénom.');
    await userEvent.click(
      within(summary).getByRole('link', { name: 'Le code postal doit avoir le format A1A 1A1.' }),
    );
    expect(screen.getByLabelText('Code postal')).toHaveFocus();
    expect(api.updateProfile).not.toHaveBeenCalled();
  });

  it('flags the missing fields of an incomplete profile and requires them', async () => {
    const api = fakeApi(apiProfile({ postalCode: null, birthMonth: null, birthYear: null, gender: null }));
    await renderProfile(api);
    expect(screen.getByText('Il manque des informations dans votre profil.')).toBeInTheDocument();
    expect(screen.getByText('La date de naissance est manquante.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Identité de genre' })).toHaveAccessibleDescription(
      'Le genre est manquant.',
    );
    expect(screen.getByLabelText('Code postal')).toHaveAccessibleDescription(/Le code postal est manquant\./);
    await save();
    // Nothing was changed, so the rules load with the press: their errors can follow the click.
    await waitFor(() =>
      expect(screen.getByLabelText('Code postal')).toHaveAccessibleDescription(
        /Veuillez entrer votre code postal\./,
      ),
    );
    expect(screen.getByLabelText('Mois de naissance')).toHaveAccessibleDescription(
      'Veuillez entrer vos mois et année de naissance.',
    );
    expect(screen.getByRole('group', { name: 'Identité de genre' })).toHaveAccessibleDescription(
      /Veuillez choisir une identité de genre\./,
    );
  });

  it('sends only the changed fields, then confirms and updates the member', async () => {
    const { api, member } = await renderProfile();
    await replace('Prénom', 'Camila');
    await userEvent.click(screen.getByRole('radio', { name: 'Je préfère ne pas répondre' }));
    await save();
    await waitFor(() => expect(api.updateProfile).toHaveBeenCalledTimes(1));
    const request = api.updateProfile.mock.calls[0]?.[0];
    expect(request).toMatchObject({ firstName: 'Camila', gender: 4 });
    expect(Object.keys(request ?? {}).sort()).toEqual(['b2CUrlPolicy', 'firstName', 'gender']);
    expect(request?.b2CUrlPolicy).toMatch(
      /^http:\/\/localhost:8082\/portailb2c\/B2C_1A_email_validation\/v2\.0\//,
    );
    expect(await screen.findByText('Votre profil a été mis à jour.')).toBeInTheDocument();
    expect(statusBar()).toHaveTextContent('Votre profil a été mis à jour.');
    const state = member.getState();
    expect(state.status === 'connected' && state.profile.firstName).toBe('Camila');
    expect(state.status === 'connected' && state.profile.isEmailVerified).toBe(true);
  });

  it('shows a change made in another tab, after its own save, in the fields the member has not edited since', async () => {
    const { member } = await renderProfile();
    await replace('Prénom', 'Camila');
    await save();
    expect(await screen.findByText('Votre profil a été mis à jour.')).toBeInTheDocument();
    expect(screen.getByLabelText('Prénom')).toHaveValue('Camila');
    await replace('Code postal', 'H3B 2Y5');
    const state = member.getState();
    if (state.status !== 'connected') throw new Error('a connected member is expected');
    // another tab saved a new last name and postal code (member/profile-tabs.ts applies it here)
    act(() =>
      member.dispatch({
        type: 'member/profileReplaced',
        profile: { ...state.profile, lastName: 'Gagnon', postalCode: 'G1R 4P5' },
      }),
    );
    expect(screen.getByLabelText('Nom')).toHaveValue('Gagnon');
    expect(screen.getByLabelText('Code postal')).toHaveValue('H3B 2Y5');
    expect(screen.getByLabelText('Prénom')).toHaveValue('Camila');
  });

  it('sends one save for a second press of « Enregistrer » while the first is under way, and confirms it', async () => {
    const api = fakeApi();
    let answer: () => void = () => undefined;
    api.updateProfile.mockImplementationOnce(() => new Promise((resolve) => (answer = () => resolve(null))));
    // a second save made from the same version would be refused (412) and its message would replace the confirmation
    api.updateProfile.mockRejectedValue(apiError(412, 'Votre profil a été modifié ailleurs entre-temps.'));
    await renderProfile(api);
    await replace('Prénom', 'Camila');
    await save();
    await waitFor(() => expect(api.updateProfile).toHaveBeenCalledTimes(1));
    await save();
    answer();
    expect(await screen.findByText('Votre profil a été mis à jour.')).toBeInTheDocument();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(api.updateProfile).toHaveBeenCalledTimes(1);
    expect(statusBar()).toHaveTextContent('Votre profil a été mis à jour.');
  });

  it('keeps the confirmation of a save when « Enregistrer » is pressed again with nothing changed since', async () => {
    const { api } = await renderProfile();
    await replace('Prénom', 'Camila');
    await save();
    expect(await screen.findByText('Votre profil a été mis à jour.')).toBeInTheDocument();
    await save();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(statusBar()).toHaveTextContent('Votre profil a été mis à jour.');
    expect(api.updateProfile).toHaveBeenCalledTimes(1);
  });

  it('says there is nothing to save when nothing changed', async () => {
    const { api } = await renderProfile();
    await save();
    expect(await screen.findByText('Aucune modification à enregistrer.')).toBeInTheDocument();
    expect(api.updateProfile).not.toHaveBeenCalled();
  });

  describe('email change', () => {
    async function changeEmail() {
      const view = await renderProfile();
      await replace('Adresse courriel', 'nouveau@exemple.ca');
      await save();
      await dialogOpened();
      return view;
    }

    it('asks for the password first, then resubmits with it as oldPassword', async () => {
      const { api, member } = await changeEmail();
      const dialog = screen.getByRole('dialog', { name: 'Confirmez votre mot de passe' });
      expect(api.updateProfile).not.toHaveBeenCalled();
      expect(within(dialog).getByLabelText('Mot de passe')).toHaveFocus();
      await userEvent.type(within(dialog).getByLabelText('Mot de passe'), 'Bonjour-2026');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.updateProfile).toHaveBeenCalledWith(
        expect.objectContaining({ email: 'nouveau@exemple.ca', oldPassword: 'Bonjour-2026' }),
      );
      expect(screen.getByText('Votre profil a été mis à jour.')).toBeInTheDocument();
      const state = member.getState();
      expect(state.status === 'connected' && state.profile.email).toBe('nouveau@exemple.ca');
      expect(state.status === 'connected' && state.profile.isEmailVerified).toBe(false);
    });

    it('requires the password in the dialog', async () => {
      const { api } = await changeEmail();
      const dialog = screen.getByRole('dialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
      expect(within(dialog).getByLabelText('Mot de passe')).toHaveAccessibleDescription(
        'Veuillez entrer un mot de passe.',
      );
      expect(api.updateProfile).not.toHaveBeenCalled();
    });

    it('cancels the save when the dialog is closed, keeping what was typed', async () => {
      const { api } = await changeEmail();
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Annuler' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(api.updateProfile).not.toHaveBeenCalled();
      expect(screen.getByLabelText('Adresse courriel')).toHaveValue('nouveau@exemple.ca');
      expect(screen.getByRole('button', { name: 'Enregistrer' })).toHaveFocus();
    });

    it("puts « Ce n'est pas le bon mot de passe. » on the password on a 401, dialog open", async () => {
      const { api } = await changeEmail();
      api.updateProfile.mockRejectedValueOnce(apiError(401, 'Unauthorized'));
      const dialog = screen.getByRole('dialog');
      await userEvent.type(within(dialog).getByLabelText('Mot de passe'), 'mauvais');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
      const field = await within(dialog).findByLabelText('Mot de passe');
      await waitFor(() => expect(field).toHaveAccessibleDescription("Ce n'est pas le bon mot de passe."));
      expect(field).toHaveFocus();
      expect(screen.getByRole('alert', { name: '' })).toBeEmptyDOMElement();
    });

    it('on 409 code 10: status bar, form error, email error, dialog closed', async () => {
      const { api } = await changeEmail();
      api.updateProfile.mockRejectedValueOnce(apiError(409, 'Courriel déjà utilisé', '10'));
      const dialog = screen.getByRole('dialog');
      await userEvent.type(within(dialog).getByLabelText('Mot de passe'), 'Bonjour-2026');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByLabelText('Adresse courriel')).toHaveAccessibleDescription(
        "L'adresse courriel est déjà associée à un compte.",
      );
      expect(screen.getByLabelText('Adresse courriel')).toHaveValue('nouveau@exemple.ca');
      expect(screen.getAllByRole('alert').find((node) => node.textContent)).toHaveTextContent(
        'Courriel déjà utilisé Code : 409',
      );
      expect(
        screen.getByRole('region', { name: 'Veuillez corriger les erreurs suivantes' }),
      ).toHaveTextContent('Courriel déjà utilisé');
      await waitFor(() => expect(screen.getByLabelText('Adresse courriel')).toHaveFocus());
    });
  });

  it.each([
    ['a 500 with its message', apiError(500, 'Service indisponible'), 'Service indisponible Code : 500'],
    ['a 409 with another code', apiError(409, 'Conflit', '3'), 'Conflit Code : 409'],
    [
      'a 401 without a password',
      apiError(401),
      "C'est bizarre, une erreur inconnue est survenue. Veuillez réessayer. Code : 401",
    ],
  ])('shows %s in the status bar and as the form error, values kept', async (_name, error, statusText) => {
    const api = fakeApi();
    api.updateProfile.mockRejectedValueOnce(error);
    await renderProfile(api);
    await replace('Nom', 'Gagnon');
    await save();
    await waitFor(() =>
      expect(screen.getAllByRole('alert').find((node) => node.textContent)).toHaveTextContent(statusText),
    );
    expect(screen.getByLabelText('Nom')).toHaveValue('Gagnon');
    expect(
      screen.getByRole('region', { name: 'Veuillez corriger les erreurs suivantes' }),
    ).toBeInTheDocument();
  });

  it('keeps a draft after a network failure and restores it after a reload, then clears it on success', async () => {
    const api = fakeApi();
    api.updateProfile.mockRejectedValueOnce(networkError());
    const first = await renderProfile(api);
    await replace('Nom', 'Gagnon');
    await replace('Code postal', 'K1A 0B1');
    await save();
    await waitFor(() => expect(sessionStorage.getItem(PROFILE_DRAFT_KEY)).not.toBeNull());
    expect(screen.getByLabelText('Nom')).toHaveValue('Gagnon');
    first.unmount();

    await renderProfile(api);
    expect(screen.getByLabelText('Nom')).toHaveValue('Gagnon');
    expect(screen.getByLabelText('Code postal')).toHaveValue('K1A 0B1');
    expect(statusBar()).toHaveTextContent('Vos modifications non enregistrées ont été restaurées.');
    await save();
    await waitFor(() =>
      expect(api.updateProfile).toHaveBeenLastCalledWith(
        expect.objectContaining({ lastName: 'Gagnon', postalCode: 'K1A 0B1' }),
      ),
    );
    await screen.findByText('Votre profil a été mis à jour.');
    expect(sessionStorage.getItem(PROFILE_DRAFT_KEY)).toBeNull();
  });

  it("never restores another member's draft", async () => {
    sessionStorage.setItem(
      PROFILE_DRAFT_KEY,
      JSON.stringify({
        rcId: 'rc-autre',
        values: {
          firstName: 'X',
          lastName: 'Y',
          email: 'x@y.ca',
          postalCode: '',
          birthMonth: '',
          birthYear: '',
          gender: '',
        },
      }),
    );
    await renderProfile();
    expect(screen.getByLabelText('Prénom')).toHaveValue('Camille');
  });

  it('applies the validation only on submit, not while typing', async () => {
    await renderProfile();
    await replace('Prénom', '');
    expect(screen.getByLabelText('Prénom')).not.toHaveAttribute('aria-invalid');
    await act(async () => undefined);
  });
});
