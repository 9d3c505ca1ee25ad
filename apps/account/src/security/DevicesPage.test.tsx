import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MemberSessionView } from '@portail/contracts';
import { StatusType } from '@portail/ui';
import { DevicesPage } from './DevicesPage.tsx';
import { fakeSecurityApi, renderWithServices } from './security-test-services.tsx';

const session = (id: string, extra: Partial<MemberSessionView> = {}): MemberSessionView => ({
  id,
  device: { kind: 'desktop', browser: 'Chrome 131', system: 'Windows' },
  firstUsedAt: '2026-11-20T14:00:00Z',
  lastUsedAt: '2026-11-27T15:00:00Z',
  current: false,
  ...extra,
});

const here = session('ici', {
  current: true,
  device: { kind: 'desktop', browser: 'Firefox 128', system: 'Linux' },
});
const phone = session('telephone', {
  device: { kind: 'mobile', browser: 'Safari 17', system: 'iOS 17' },
  lastUsedAt: '2026-11-26T08:30:00Z',
});

describe('DevicesPage (/appareils)', () => {
  it('lists each session with its device and dates, marks this one without an end button, and says why no place is shown', async () => {
    renderWithServices(
      <DevicesPage api={fakeSecurityApi({ listSessions: async () => ({ sessions: [here, phone] }) })} />,
    );
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Ordinateur Firefox 128 sur Linux Cet appareil',
    );
    expect(within(items[0] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText(/26 novembre 2026/)).toBeInTheDocument();
    expect(
      within(items[1] as HTMLElement).getByRole('button', {
        name: /^Se déconnecter de cet appareil : Safari 17 sur iOS 17, utilisé pour la dernière fois le 26 novembre 2026/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Aucun lieu n’est indiqué/)).toBeInTheDocument();
  });

  it('ends one device, says so, reloads the list and puts focus on its heading', async () => {
    const api = fakeSecurityApi();
    api.listSessions
      .mockResolvedValueOnce({ sessions: [here, phone] })
      .mockResolvedValue({ sessions: [here] });
    const services = renderWithServices(<DevicesPage api={api} />);
    await userEvent.click(await screen.findByRole('button', { name: /^Se déconnecter de cet appareil/ }));
    expect(api.endSession).toHaveBeenCalledWith('telephone');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(services.statusBar.store.getState()).toMatchObject({
      statusText: 'L’appareil a été déconnecté.',
      statusType: StatusType.success,
    });
    expect(screen.getByRole('heading', { name: 'Sessions ouvertes' })).toHaveFocus();
    expect(screen.getByText('Vous n’êtes connecté que sur cet appareil.')).toBeInTheDocument();
  });

  it('ends every other device with one button, and says how many', async () => {
    const api = fakeSecurityApi({ endOtherSessions: async () => ({ ended: 2 }) });
    api.listSessions
      .mockResolvedValueOnce({ sessions: [here, phone, session('tablette')] })
      .mockResolvedValue({ sessions: [here] });
    const services = renderWithServices(<DevicesPage api={api} />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Se déconnecter de tous les autres appareils' }),
    );
    await waitFor(() =>
      expect(services.statusBar.store.getState()?.statusText).toBe('2 autre(s) appareil(s) déconnecté(s).'),
    );
  });

  it('says when the list or an ending failed, and offers to try again', async () => {
    const api = fakeSecurityApi();
    api.listSessions
      .mockRejectedValueOnce(new Error('hors ligne'))
      .mockResolvedValue({ sessions: [here, phone] });
    api.endSession.mockRejectedValue(new Error('refusé'));
    const services = renderWithServices(<DevicesPage api={api} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Vos appareils n’ont pas pu être chargés.');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await userEvent.click(await screen.findByRole('button', { name: /^Se déconnecter de cet appareil/ }));
    await waitFor(() =>
      expect(services.statusBar.store.getState()).toMatchObject({
        statusText: 'La déconnexion n’a pas pu être faite. Veuillez réessayer.',
        statusType: StatusType.error,
      }),
    );
  });
});
