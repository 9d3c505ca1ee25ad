import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiProfile, fakeApi, renderAccount } from '../testing/fakes.tsx';

const scheduled = { requestedAt: '2026-06-15T16:00:00.000Z', purgeAt: '2026-07-15T16:00:00.000Z' };
let cancel: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  cancel = vi.fn<typeof fetch>(async () => Response.json({ cancelled: true }));
  vi.stubGlobal('fetch', cancel);
});
afterEach(() => vi.unstubAllGlobals());

describe('a member whose deletion is scheduled', () => {
  it('sees the day the data go instead of any page, the heading focused, and can cancel: the profile is back', async () => {
    renderAccount('/infolettres', { api: fakeApi(apiProfile({ scheduledDeletion: scheduled })) });
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'La suppression de votre compte est prévue' },
      { timeout: 5000 },
    );
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      screen.getByText(
        'Votre compte et les données qui y sont associées seront supprimés le 15 juillet 2026.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Mes infolettres' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Annuler la suppression' }));
    expect(
      await screen.findByText('La suppression est annulée : votre compte est rétabli.'),
    ).toBeInTheDocument();
    const [url, init] = cancel.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/id\/v3\/accounts\/me\/delete\/cancel$/);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('authorization')).toMatch(/^Bearer /);
    expect(screen.queryByRole('button', { name: 'Annuler la suppression' })).toBeNull();
  });

  it('is told, in French, when it is too late, and nothing else changes', async () => {
    cancel.mockImplementation(async () =>
      Response.json(
        {
          errors: [
            {
              code: 34,
              message:
                'Le délai de 30 jours est écoulé : le compte et ses données ont été supprimés et ne peuvent plus être rétablis.',
            },
          ],
          errorResultCode: 34,
        },
        { status: 410 },
      ),
    );
    renderAccount('/', { api: fakeApi(apiProfile({ scheduledDeletion: scheduled })) });
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler la suppression' }));
    expect(
      await screen.findByText(
        'Le délai de 30 jours est écoulé : le compte et ses données ont été supprimés et ne peuvent plus être rétablis.',
      ),
    ).toHaveAttribute('role', 'alert');
    expect(
      screen.getByRole('heading', { level: 1, name: 'La suppression de votre compte est prévue' }),
    ).toBeVisible();
  });
});
