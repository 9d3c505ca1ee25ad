import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SecurityEventView } from '@portail/contracts';
import { HistoryPage } from './HistoryPage.tsx';
import { fakeSecurityApi, renderWithServices } from './security-test-services.tsx';

const event = (id: number, extra: Partial<SecurityEventView> = {}): SecurityEventView => ({
  id: String(id),
  kind: 'sign-in',
  at: '2026-11-27T15:00:00Z',
  reason: null,
  device: null,
  ...extra,
});

describe('HistoryPage (/historique)', () => {
  it('shows each event in words, a refusal with its reason and the device of a sign-in', async () => {
    const events = [
      event(3, { kind: 'email-changed' }),
      event(2, {
        kind: 'sign-in-failed',
        reason: 'wrong-password',
        device: { kind: 'mobile', browser: 'Safari 17', system: 'iOS 17' },
      }),
      event(1, { kind: 'new-device' }),
    ];
    const api = fakeSecurityApi({
      history: async () => ({ events, page: 1, pageSize: 20, total: 3, retentionDays: 90 }),
    });
    renderWithServices(<HistoryPage api={api} />);
    const titles = await screen.findAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual([
      'Adresse courriel modifiée',
      'Connexion refusée',
      'Connexion depuis un nouvel appareil',
    ]);
    expect(screen.getByText('Raison : mot de passe erroné')).toBeInTheDocument();
    expect(screen.getByText('Safari 17 sur iOS 17')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages de l’historique' })).not.toBeInTheDocument();
  });

  it('pages through the history with buttons and moves focus to the list’s heading, which names the page', async () => {
    const api = fakeSecurityApi();
    api.history.mockImplementation(async (page) => ({
      events: [event(page, { kind: page === 1 ? 'sign-in' : 'password-reset' })],
      page,
      pageSize: 20,
      total: 25,
      retentionDays: 90,
    }));
    renderWithServices(<HistoryPage api={api} />);
    const pages = await screen.findByRole('navigation', { name: 'Pages de l’historique' });
    expect(screen.getByRole('button', { name: 'Page précédente' })).toBeDisabled();
    expect(pages).toHaveTextContent('Page 1 sur 2');
    await userEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Mot de passe réinitialisé'),
    );
    expect(api.history).toHaveBeenLastCalledWith(2);
    expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Événements — Page 2 sur 2');
  });

  it('says when there is nothing in 90 days, and when the history could not be loaded', async () => {
    renderWithServices(<HistoryPage api={fakeSecurityApi()} />);
    expect(await screen.findByText('Aucun événement au cours des 90 derniers jours.')).toBeInTheDocument();
  });

  it('offers to try again after a failed load', async () => {
    const api = fakeSecurityApi();
    api.history.mockRejectedValueOnce(new Error('hors ligne'));
    renderWithServices(<HistoryPage api={api} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Votre historique n’a pas pu être chargé.');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aucun événement au cours des 90 derniers jours.')).toBeInTheDocument();
  });
});
