import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from '@portail/ui';
import { AccountContext } from '../context.ts';
import { connectedServices, fakeApi } from '../testing/fakes.tsx';
import type { NewslettersApi } from './newsletters-api.ts';
import type { NewslettersPage as PageModel } from './newsletter-page.ts';
import { NewslettersPage } from './NewslettersPage.tsx';

// The form's chunk (NewslettersForm.tsx) fails to load, as when the network drops.
vi.mock('./NewslettersForm.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/NewslettersForm.js');
});

describe('NewslettersPage when its form cannot load', () => {
  it('shows the error screen with « Réessayer », not a loading screen that stays', async () => {
    const labels = Object.fromEntries(
      ['title', 'noSubscription', 'saveButton', 'errorMessage', 'closeButton'].map((key) => [key, key]),
    ) as unknown as PageModel['data']['labels'];
    const page: PageModel = {
      data: {
        categories: [],
        currentNewslettersSubscriptions: [],
        hasSubscribeConfirmationToaster: true,
        hasUnsubscribeConfirmationToaster: true,
        labels,
        unsubscribeToasterLink: null,
      },
      meta: { title: 'Mes infolettres | Mon compte | Portail', metas: [], links: [] },
      metric: null,
    };
    const api: NewslettersApi = { loadPage: vi.fn(async () => page), save: vi.fn(async () => undefined) };
    const reload = vi.fn();
    render(
      <AccountContext.Provider value={connectedServices(fakeApi())}>
        <AppErrorBoundary onError={() => undefined} reload={reload} storage={null}>
          <NewslettersPage api={api} />
        </AppErrorBoundary>
      </AccountContext.Provider>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cette page n’a pas pu s’afficher' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Chargement de vos infolettres…')).not.toBeInTheDocument();
    screen.getByRole('button', { name: 'Réessayer' }).click();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
