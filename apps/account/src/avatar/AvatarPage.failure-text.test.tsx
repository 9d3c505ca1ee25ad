import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AccountContext } from '../context.ts';
import { apiError, apiProfile, connectedServices, fakeApi } from '../testing/fakes.tsx';
import { AvatarPage } from './AvatarPage.tsx';

// The error mapping's chunk cannot be had (the connection dropped, or a redeploy removed it).
vi.mock('../errors/server-error-mapping.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

beforeAll(() => {
  URL.createObjectURL ??= () => 'blob:preview';
  URL.revokeObjectURL ??= () => undefined;
});

describe('AvatarPage when the code that words an upload failure cannot load', () => {
  it('still says the upload failed, with the unknown-error text, and goes back to "/"', async () => {
    const api = fakeApi();
    api.uploadAvatar.mockRejectedValueOnce(apiError(413, 'Fichier trop volumineux', '21'));
    window.history.replaceState(null, '', '/avatar?fromApp=info');
    const services = connectedServices(api, apiProfile());
    render(
      <AccountContext.Provider value={services}>
        <AvatarPage prepare={async (file) => file} decodes={async () => true} />
      </AccountContext.Provider>,
    );
    await userEvent.upload(
      screen.getByLabelText('Choisir une photo'),
      new File(['x'], 'photo.jpg', { type: 'image/jpeg' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Téléverser la photo' }));
    await waitFor(() => expect(services.router.location().pathname).toBe('/'));
    expect(services.statusBar.store.getState()).toEqual({
      statusText: "C'est bizarre, une erreur inconnue est survenue. Veuillez réessayer.",
      statusType: 2,
    });
  });
});
