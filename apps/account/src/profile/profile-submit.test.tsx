import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SchemaForm } from '../forms/use-schema-form.ts';
import { apiError, connectedServices, dialogOpened, fakeApi, renderProfilePage } from '../testing/fakes.tsx';
import { formValuesFromProfile } from './form-values.ts';
import type { ProfileFormValues } from './profile-schema.ts';
import { submitProfile } from './profile-submit.ts';
import * as profilePatch from './profile-patch.ts';
import { applySavedPatch } from './save-profile.ts';

vi.mock('./profile-patch.ts', async (importOriginal) => {
  const original = await importOriginal<typeof profilePatch>();
  return { ...original, buildProfilePatch: vi.fn(original.buildProfilePatch) };
});

beforeEach(() => {
  vi.mocked(profilePatch.buildProfilePatch).mockClear();
  // The analytics push of a save.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 201 })),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

async function replace(label: string, value: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.type(field, value);
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

async function changeEmailAndConfirm(api = fakeApi()) {
  const view = await renderProfilePage(api);
  await replace('Adresse courriel', 'nouveau@exemple.ca');
  await save();
  const dialog = await dialogOpened();
  await userEvent.type(within(dialog).getByLabelText('Mot de passe'), 'Bonjour-2026');
  return { ...view, dialog };
}

describe('the profile form’s save', () => {
  it('builds the patch once per save, at submit, even when the password is asked first', async () => {
    const { api, dialog } = await changeEmailAndConfirm();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(api.updateProfile).toHaveBeenCalledTimes(1));
    expect(profilePatch.buildProfilePatch).toHaveBeenCalledTimes(1);
    expect(api.updateProfile).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'nouveau@exemple.ca', oldPassword: 'Bonjour-2026' }),
    );
  });

  it('keeps only data in the lightbox store while the password is asked: the prompt’s kind, no function', async () => {
    const { lightbox } = await changeEmailAndConfirm();
    const open = lightbox.current();
    expect(open).toEqual({ id: 'PASSWORD_VALIDATION', payload: null, options: {} });
    expect(structuredClone(open)).toEqual(open);
  });

  it('focuses the email field after a 409 once the dialog has closed, without waiting for a timer', async () => {
    const api = fakeApi();
    api.updateProfile.mockRejectedValueOnce(apiError(409, 'Courriel déjà utilisé', '10'));
    const { dialog } = await changeEmailAndConfirm(api);
    // From here no timer runs: the focus has to come from the commit that closed the dialog.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    await act(async () => {
      for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const email = screen.getByLabelText('Adresse courriel');
    expect(email).toHaveAccessibleDescription("L'adresse courriel est déjà associée à un compte.");
    expect(email).toHaveFocus();
  });
});

describe('the profile form’s save, against the member as last saved', () => {
  it('sends nothing when pressed again right after a save, before the form has rendered the saved member', async () => {
    const api = fakeApi();
    const services = connectedServices(api);
    const before = services.member.getState();
    if (before.status !== 'connected') throw new Error('a connected member is expected');
    services.member.dispatch({
      type: 'member/profileReplaced',
      profile: applySavedPatch(before.profile, { firstName: 'Camila' }),
    });
    const after = services.member.getState();
    if (after.status !== 'connected') throw new Error('a connected member is expected');
    const form = { reset: vi.fn(), setError: vi.fn(), getValues: vi.fn() };
    await submitProfile(
      {
        services,
        form: form as unknown as SchemaForm<ProfileFormValues>,
        metric: { current: null },
        focusAfterDialog: vi.fn(),
        // The member the form rendered last: the save's answer has not reached it yet.
        shown: { current: before.profile },
      },
      formValuesFromProfile(after.profile),
    );
    expect(api.updateProfile).not.toHaveBeenCalled();
  });
});

describe('a refused save and the password dialog', () => {
  /** A submit of the profile form with `change` made to the member's values; the form is a fake. */
  function submitWith(change: Partial<ProfileFormValues>) {
    const api = fakeApi();
    api.updateProfile.mockRejectedValue(apiError(500, 'Erreur du serveur'));
    const services = connectedServices(api);
    const state = services.member.getState();
    if (state.status !== 'connected') throw new Error('a connected member is expected');
    const values = { ...formValuesFromProfile(state.profile), ...change };
    const form = { reset: vi.fn(), setError: vi.fn(), getValues: vi.fn(() => values) };
    const close = vi.spyOn(services.lightbox, 'close');
    const submitted = submitProfile(
      {
        services,
        form: form as unknown as SchemaForm<ProfileFormValues>,
        metric: { current: null },
        focusAfterDialog: vi.fn(),
        shown: { current: state.profile },
      },
      values,
    );
    return { api, services, form, close, submitted };
  }

  it('closes the password dialog of an email change when the save is refused, and shows the error', async () => {
    const { api, services, form, close, submitted } = submitWith({ email: 'nouveau@exemple.ca' });
    expect(services.lightbox.current()).toMatchObject({ id: 'PASSWORD_VALIDATION' });
    const answered = services.passwordPrompt.answer('Bonjour-2026');
    await submitted;
    expect(api.updateProfile).toHaveBeenCalledTimes(1);
    expect(close).toHaveBeenCalledTimes(1);
    expect(services.lightbox.current()).toBeNull();
    // The dialog's submit is over: no message for its password field.
    expect(await answered).toBeNull();
    expect(form.setError).toHaveBeenCalledWith('root.server', {
      type: 'server',
      message: 'Erreur du serveur',
    });
  });

  it('tries to close no dialog when a save without an email change is refused', async () => {
    const { api, services, form, close, submitted } = submitWith({ firstName: 'Camila' });
    await submitted;
    expect(api.updateProfile).toHaveBeenCalledTimes(1);
    expect(close).not.toHaveBeenCalled();
    expect(services.lightbox.current()).toBeNull();
    expect(form.setError).toHaveBeenCalledWith('root.server', {
      type: 'server',
      message: 'Erreur du serveur',
    });
  });
});
