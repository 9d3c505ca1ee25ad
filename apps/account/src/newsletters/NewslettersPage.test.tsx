import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountContext } from '../context.ts';
import { connectedServices, fakeApi } from '../testing/fakes.tsx';
import type { NewslettersApi } from './newsletters-api.ts';
import type { NewslettersPage as PageModel } from './newsletter-page.ts';
import { NewslettersPage } from './NewslettersPage.tsx';
import { configureAnalyticsConsent } from '../analytics/analytics-consent.ts';

const labels = {
  title: 'Mes infolettres',
  noSubscription: "Vous n'êtes abonné à aucune infolettre pour le moment.",
  saveButton: 'Enregistrer mes choix',
  errorMessage: "Vos choix n'ont pas pu être enregistrés. Veuillez réessayer.",
  subscribeToasterSingular: 'Vous êtes maintenant abonné à {count} infolettre.',
  subscribeToasterPlural: 'Vous êtes maintenant abonné à {count} infolettres.',
  unsubscribeToasterSingular: 'Vous êtes désabonné de {count} infolettre.',
  unsubscribeToasterPlural: 'Vous êtes désabonné de {count} infolettres.',
  counterSingular: '{count} infolettre sélectionnée',
  counterPlural: '{count} infolettres sélectionnées',
  legalDisclaimer: 'En vous abonnant, vous acceptez de recevoir des courriels.',
  closeButton: 'Fermer',
};

const newsletter = (norahCode: string, title: string, extra = {}) => ({
  norahCode,
  title,
  lead: `À propos de ${title}`,
  lastNewsletterLink: `https://exemple.ca/${norahCode}`,
  hasDisclaimer: false,
  lang: { code: 'fr', direction: 'ltr' as const },
  ...extra,
});

function pageModel(current: string[] = [], data: Partial<PageModel['data']> = {}): PageModel {
  return {
    data: {
      categories: [
        {
          title: 'Info',
          newsletters: [
            newsletter('matin', 'Le matin'),
            newsletter('rci', 'The Week', {
              lang: { code: 'en', direction: 'ltr' },
              lastNewsletterLink: null,
            }),
          ],
        },
        { title: 'Sports', newsletters: [newsletter('hockey', 'Zone hockey', { hasDisclaimer: true })] },
      ],
      currentNewslettersSubscriptions: current,
      hasSubscribeConfirmationToaster: true,
      hasUnsubscribeConfirmationToaster: true,
      labels,
      unsubscribeToasterLink: 'http://localhost:8081/infolettres',
      ...data,
    },
    meta: { title: 'Mes infolettres | Mon compte | Portail', metas: [], links: [] },
    metric: { pageId: 'infolettres', metrics: { pageName: 'mon-compte|infolettres' } },
  };
}

function fakeNewslettersApi(page = pageModel()) {
  return {
    loadPage: vi.fn<NewslettersApi['loadPage']>(async () => page),
    save: vi.fn<NewslettersApi['save']>(async () => undefined),
  };
}

const analytics = vi.fn(async () => new Response(null, { status: 201 }));
beforeEach(() => {
  // The member allowed page analytics (issue 32 item 5: nothing leaves otherwise).
  configureAnalyticsConsent(async () => ({ analytics: true, performance: false }));
  analytics.mockClear();
  vi.stubGlobal('fetch', analytics);
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(api = fakeNewslettersApi()) {
  window.history.replaceState(null, '', '/infolettres');
  // The member on screen, whose address the page names (the member store's).
  const services = connectedServices(fakeApi());
  render(
    <AccountContext.Provider value={services}>
      <NewslettersPage api={api} />
    </AccountContext.Provider>,
  );
  return { api, services };
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Enregistrer mes choix' }));

describe('NewslettersPage (/infolettres)', () => {
  it('shows every category with its newsletters, their language, last issue and disclaimer', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes infolettres' })).toBeInTheDocument();
    expect(screen.getByText("Vous n'êtes abonné à aucune infolettre pour le moment.")).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Sports' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'The Week' }).closest('li')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('checkbox', { name: 'Zone hockey' })).toHaveAccessibleDescription(
      'À propos de Zone hockey Cette infolettre peut contenir des concours et des offres de nos partenaires.',
    );
    expect(
      screen.getByRole('link', { name: /^Lire la dernière infolettre\s*« Le matin »$/ }),
    ).toHaveAttribute('href', 'https://exemple.ca/matin');
    expect(screen.queryByRole('link', { name: /The Week/ })).not.toBeInTheDocument();
    expect(screen.getByText(labels.legalDisclaimer)).toBeInTheDocument();
    expect(screen.getByText('0 infolettre sélectionnée')).toBeInTheDocument();
  });

  it('saves the added and removed codes, then shows previous + added − removed and both toasts', async () => {
    const api = fakeNewslettersApi(pageModel(['matin']));
    let finish: () => void = () => undefined;
    api.save.mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    renderPage(api);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Le matin' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Zone hockey' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'The Week' }));
    expect(screen.getByText('2 infolettres sélectionnées')).toBeInTheDocument();
    await save();
    expect(screen.getByRole('button', { name: 'Enregistrement de vos choix…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(api.save).toHaveBeenCalledWith({
      subscribeCodes: ['hockey', 'rci'],
      unsubscribeCodes: ['matin'],
      email: 'complet@exemple.ca',
    });
    finish();
    const toasts = screen.getByRole('status', { name: 'Confirmations' });
    expect(
      await within(toasts).findByText('Vous êtes maintenant abonné à 2 infolettres.'),
    ).toBeInTheDocument();
    expect(within(toasts).getByText('Vous êtes désabonné de 1 infolettre.')).toBeInTheDocument();
    expect(within(toasts).getByRole('link', { name: /Gérer mes abonnements/ })).toHaveAttribute(
      'href',
      'http://localhost:8081/infolettres',
    );
    const current = screen.getByRole('region', { name: 'Vos abonnements' });
    expect(
      within(current)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Zone hockey', 'The Week']);
    await waitFor(() =>
      expect(analytics).toHaveBeenCalledWith(
        'http://localhost:8083/analytics/page-views',
        expect.objectContaining({
          body: expect.stringContaining('mon-compte|infolettres|modification-infolettres'),
        }),
      ),
    );
  });

  it('sets the error flag with the page message on failure and keeps the choices', async () => {
    const api = fakeNewslettersApi();
    api.save.mockRejectedValueOnce(new Error('panne'));
    renderPage(api);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Le matin' }));
    await save();
    expect(await screen.findByText(labels.errorMessage)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Le matin' })).toBeChecked();
    expect(screen.getByText(labels.noSubscription)).toBeInTheDocument();
    expect(analytics).not.toHaveBeenCalled();
  });

  it('shows no unsubscribe toast when the page data turns it off', async () => {
    const api = fakeNewslettersApi(pageModel(['matin'], { hasUnsubscribeConfirmationToaster: false }));
    renderPage(api);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Le matin' }));
    await save();
    expect(await screen.findByText(labels.noSubscription)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Confirmations' })).toBeEmptyDOMElement();
  });

  it('says when nothing changed instead of calling the mutation', async () => {
    const { api, services } = renderPage();
    await screen.findByRole('checkbox', { name: 'Le matin' });
    await save();
    expect(api.save).not.toHaveBeenCalled();
    expect(services.statusBar.store.getState()?.statusText).toBe('Vos choix sont déjà enregistrés.');
  });

  it('offers to try again when the page cannot be loaded', async () => {
    const api = fakeNewslettersApi();
    api.loadPage.mockRejectedValueOnce(new Error('hors ligne'));
    renderPage(api);
    expect(await screen.findByText('Impossible de charger vos infolettres.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('checkbox', { name: 'Le matin' })).toBeInTheDocument();
    expect(api.loadPage).toHaveBeenCalledTimes(2);
  });
});
