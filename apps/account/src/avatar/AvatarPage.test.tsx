import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { AccountContext } from '../context.ts';
import { apiError, apiProfile, connectedServices, fakeApi, networkError } from '../testing/fakes.tsx';
import { AVATAR_MAX_BYTES } from './avatar-checks.ts';
import { AvatarPage } from './AvatarPage.tsx';

beforeAll(() => {
  URL.createObjectURL ??= () => 'blob:preview';
  URL.revokeObjectURL ??= () => undefined;
});

function photo(type = 'image/jpeg', size = 1000, name = 'photo.jpg'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function renderAvatar(
  api = fakeApi(),
  prepare = vi.fn(async (file: File) => file as Blob),
  decodes = vi.fn(async (file: File) => file.name !== 'illisible.png'),
) {
  window.history.replaceState(null, '', '/avatar?fromApp=info');
  const services = connectedServices(
    api,
    apiProfile({ picture: 'http://localhost:8083/avatars/ancienne.jpg' }),
  );
  render(
    <AccountContext.Provider value={services}>
      <AvatarPage prepare={prepare} decodes={decodes} />
    </AccountContext.Provider>,
  );
  return { ...services, api, prepare };
}

const chooser = () => screen.getByLabelText('Choisir une photo');
const upload = () => userEvent.click(screen.getByRole('button', { name: 'Téléverser la photo' }));

describe('AvatarPage', () => {
  it('shows the current photo', () => {
    renderAvatar();
    expect(screen.getByRole('img', { name: 'Votre photo de profil actuelle' })).toHaveAttribute(
      'src',
      'http://localhost:8083/avatars/ancienne.jpg',
    );
  });

  it('asks for a photo when none is chosen', async () => {
    const { api } = renderAvatar();
    await upload();
    expect(chooser()).toHaveAccessibleDescription(/Choisissez une photo\./);
    expect(screen.getByRole('region', { name: 'Veuillez corriger les erreurs suivantes' })).toHaveFocus();
    expect(api.uploadAvatar).not.toHaveBeenCalled();
  });

  it('refuses a file that is not an image type before sending', async () => {
    const { api } = renderAvatar();
    await userEvent.upload(chooser(), photo('application/pdf', 1000, 'cv.pdf'), { applyAccept: false });
    expect(chooser()).toHaveAccessibleDescription(/Choisissez une photo au format JPEG, PNG, WebP ou GIF\./);
    expect(chooser()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('img', { name: 'Aperçu de la nouvelle photo' })).not.toBeInTheDocument();
    await upload();
    expect(api.uploadAvatar).not.toHaveBeenCalled();
  });

  it('refuses what would be sent above 5 MB', async () => {
    const { api } = renderAvatar(
      fakeApi(),
      vi.fn(async (file: File) => file as Blob),
    );
    await userEvent.upload(chooser(), photo('image/jpeg', AVATAR_MAX_BYTES + 1));
    await upload();
    expect(chooser()).toHaveAccessibleDescription(/La photo dépasse la taille maximale de 5 Mo\./);
    expect(api.uploadAvatar).not.toHaveBeenCalled();
  });

  it('sends a large photo once squared and downscaled under the limit', async () => {
    const squared = new Blob(['petit'], { type: 'image/jpeg' });
    const prepare = vi.fn(async () => squared);
    const { api } = renderAvatar(fakeApi(), prepare);
    await userEvent.upload(chooser(), photo('image/jpeg', AVATAR_MAX_BYTES * 2));
    await upload();
    await waitFor(() => expect(api.uploadAvatar).toHaveBeenCalledWith(squared, expect.any(Function)));
  });

  it('previews the chosen photo, shows the upload progress and confirms', async () => {
    const api = fakeApi();
    let report: (fraction: number) => void = () => undefined;
    let finish: (value: { picture: string }) => void = () => undefined;
    api.uploadAvatar.mockImplementation(
      (_file, onProgress) =>
        new Promise((resolve) => {
          report = onProgress ?? report;
          finish = resolve;
        }),
    );
    const { member, statusBar } = renderAvatar(api);
    await userEvent.upload(chooser(), photo());
    expect(await screen.findByRole('img', { name: 'Aperçu de la nouvelle photo' })).toBeInTheDocument();
    await upload();
    const progress = await screen.findByRole('progressbar', { name: 'Téléversement en cours' });
    report(0.42);
    await waitFor(() => expect(progress).toHaveAttribute('value', '42'));
    finish({ picture: 'http://localhost:8083/avatars/nouvelle.jpg' });
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(statusBar.store.getState()).toEqual({
      statusText: 'Vous avez maintenant une nouvelle photo de profil.',
      statusType: 1,
    });
    const state = member.getState();
    expect(state.status === 'connected' && state.profile.picture).toBe(
      'http://localhost:8083/avatars/nouvelle.jpg',
    );
  });

  it('shows no broken preview of a file the browser cannot read, and lets the server judge it', async () => {
    const api = fakeApi();
    renderAvatar(api);
    await userEvent.upload(chooser(), photo('image/png', 1000, 'illisible.png'));
    await upload();
    await waitFor(() => expect(api.uploadAvatar).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('img', { name: 'Aperçu de la nouvelle photo' })).not.toBeInTheDocument();
  });

  it('sends the chosen photo when the upload is pressed before its preview is ready', async () => {
    let previewReady: (readable: boolean) => void = () => undefined;
    const slowDecode = vi.fn(
      () =>
        new Promise<boolean>((resolve) => {
          previewReady = resolve;
        }),
    );
    const { api } = renderAvatar(fakeApi(), undefined, slowDecode);
    await userEvent.upload(chooser(), photo());
    await upload();
    expect(chooser()).not.toHaveAccessibleDescription(/Choisissez une photo\./);
    await waitFor(() => expect(api.uploadAvatar).toHaveBeenCalledTimes(1));
    previewReady(true);
  });

  it('reads the new photo address from the profile when the upload answer has none', async () => {
    const api = fakeApi(apiProfile({ picture: 'http://localhost:8083/avatars/relue.jpg' }));
    const { member } = renderAvatar(api);
    await userEvent.upload(chooser(), photo());
    await upload();
    await waitFor(() => {
      const state = member.getState();
      expect(state.status === 'connected' && state.profile.picture).toBe(
        'http://localhost:8083/avatars/relue.jpg',
      );
    });
  });

  it('on failure after the member went to another page, says so there and leaves the member on it', async () => {
    const api = fakeApi();
    let refuse: (error: unknown) => void = () => undefined;
    api.uploadAvatar.mockImplementationOnce(() => new Promise((_resolve, reject) => (refuse = reject)));
    const { statusBar, router } = renderAvatar(api);
    await userEvent.upload(chooser(), photo());
    await upload();
    await waitFor(() => expect(api.uploadAvatar).toHaveBeenCalled());
    router.navigate('/infolettres?fromApp=info');
    await waitFor(() => expect(router.location().pathname).toBe('/infolettres'));
    refuse(apiError(500, 'Panne'));
    await waitFor(() => expect(statusBar.store.getState()?.statusText).toBe('Panne'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.location().pathname).toBe('/infolettres');
  });

  it.each([
    [
      'the server message and code',
      apiError(413, 'Fichier trop volumineux', '21'),
      'Fichier trop volumineux Code : 21',
    ],
    ['the status when there is no code', apiError(500, 'Panne'), 'Panne Code : 500'],
    [
      'the unknown-error text on a network failure',
      networkError(),
      "C'est bizarre, une erreur inconnue est survenue.",
    ],
  ])('on failure shows %s in the status bar, then goes back to "/"', async (_name, error, text) => {
    const api = fakeApi();
    api.uploadAvatar.mockRejectedValueOnce(error);
    const { statusBar, router } = renderAvatar(api);
    await userEvent.upload(chooser(), photo());
    await upload();
    await waitFor(() => expect(router.location().pathname).toBe('/'));
    expect(router.location().search).toBe('?fromApp=info');
    const message = statusBar.store.getState();
    expect(`${message?.statusText} Code : ${message?.statusCode}`).toContain(text);
    expect(message?.statusType).toBe(2);
  });
});
