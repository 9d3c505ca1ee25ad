import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, renderProfilePage } from '../testing/fakes.tsx';
import { configureAnalyticsConsent } from './analytics-consent.ts';

const sink = vi.fn(async (_url: string, _init?: RequestInit) => new Response(null, { status: 201 }));
beforeEach(() => {
  // The member allowed page analytics (issue 32 item 5: nothing leaves otherwise).
  configureAnalyticsConsent(async () => ({ analytics: true, performance: false }));
  sink.mockClear();
  vi.stubGlobal('fetch', sink);
});
afterEach(() => vi.unstubAllGlobals());

function pushedPageNames(): string[] {
  return sink.mock.calls
    .filter(([url]) => url === 'http://localhost:8083/analytics/page-views')
    .map(
      ([, init]) => (JSON.parse(String(init?.body)) as { metrics: { pageName: string } }).metrics.pageName,
    );
}

describe('analytics on profile save (SPEC.md §7)', () => {
  it('pushes a page record once the profile is saved', async () => {
    await renderProfilePage();
    const firstName = screen.getByLabelText('Prénom');
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Léa');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(pushedPageNames()).toEqual(['mon-compte|profil|enregistrement-profil']));
  });

  it('pushes nothing when the member has not allowed page analytics, or their choice cannot be read', async () => {
    for (const read of [
      async () => ({ analytics: false, performance: true }),
      async () => Promise.reject(new Error('401')),
    ]) {
      configureAnalyticsConsent(read);
      const view = await renderProfilePage();
      const firstName = screen.getByLabelText('Prénom');
      await userEvent.clear(firstName);
      await userEvent.type(firstName, 'Léa');
      await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
      await screen.findByText('Votre profil a été mis à jour.');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(pushedPageNames()).toEqual([]);
      view.unmount();
    }
  });

  it('pushes nothing when the save fails', async () => {
    const api = fakeApi();
    api.updateProfile.mockRejectedValueOnce(apiError(500, 'Panne'));
    await renderProfilePage(api);
    const firstName = screen.getByLabelText('Prénom');
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Léa');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Panne', { selector: '.status-bar-text' });
    expect(pushedPageNames()).toEqual([]);
  });

  it('reports the page’s own analytics name, from its page data’s metric, not the fallback', async () => {
    const api = fakeApi();
    api.getPageData.mockResolvedValue({
      data: null,
      meta: {},
      metric: {
        pageId: 'profil',
        partnership: null,
        subTheme: 'compte',
        metrics: { pageName: 'mon-compte|mon-profil', domain: 'portail.exemple.ca', format: 'page' },
      },
      routing: {},
    });
    await renderProfilePage(api);
    await waitFor(() => expect(api.getPageData).toHaveBeenCalledWith('profile'));
    const firstName = screen.getByLabelText('Prénom');
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Léa');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(pushedPageNames()).toEqual(['mon-compte|mon-profil|enregistrement-profil']));
  });
});
