import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  apiProfile,
  dialogOpened,
  fakeApi,
  findLoadedHeading,
  networkError,
  renderAccount,
} from '../testing/fakes.tsx';
import { configureAnalyticsConsent } from '../analytics/analytics-consent.ts';

const incomplete = apiProfile({ birthMonth: null, birthYear: null, gender: null, postalCode: null });
const analytics = vi.fn(async (_url: string, _init?: RequestInit) => new Response(null, { status: 201 }));

beforeEach(() => {
  // The member allowed page analytics (issue 32 item 5: nothing leaves otherwise).
  configureAnalyticsConsent(async () => ({ analytics: true, performance: false }));
  analytics.mockClear();
  vi.stubGlobal('fetch', analytics);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderWizard(api = fakeApi(incomplete), query = '') {
  const view = renderAccount(`/completion${query}`, { api });
  await findLoadedHeading('Vos nom et prénom', 2);
  return view;
}

const next = () => userEvent.click(screen.getByRole('button', { name: 'Continuer' }));

async function fillBirthDate() {
  await userEvent.selectOptions(screen.getByLabelText('Mois de naissance'), 'mars');
  await userEvent.type(screen.getByLabelText('Année de naissance'), '1985');
}

describe('CompletionWizard (/completion)', () => {
  it('walks every step, sending only the changed fields of each by PATCH, then goes back to returnUrl', async () => {
    const api = fakeApi(incomplete);
    await renderWizard(api, `?returnUrl=${encodeURIComponent('http://localhost:8080/ohdio')}`);
    expect(screen.getByText('Il manque des informations dans votre profil.')).toBeInTheDocument();
    expect(screen.getByText('Étape 1 sur 4')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Mon compte' })).not.toBeInTheDocument();
    await next();
    await screen.findByRole('heading', { level: 2, name: 'Votre date de naissance' });
    expect(api.updateProfile).not.toHaveBeenCalled();

    await fillBirthDate();
    await next();
    await screen.findByRole('heading', { level: 2, name: 'Votre identité de genre' });
    expect(api.updateProfile).toHaveBeenLastCalledWith({
      birthMonth: 3,
      birthYear: 1985,
      b2CUrlPolicy: expect.stringContaining('B2C_1A_email_validation'),
    });
    await userEvent.click(screen.getByRole('radio', { name: 'Homme' }));
    await next();
    await screen.findByRole('heading', { level: 2, name: 'Votre code postal' });
    expect(api.updateProfile).toHaveBeenLastCalledWith(expect.objectContaining({ gender: 1 }));
    await userEvent.type(screen.getByLabelText('Code postal'), 'h2x1y4');
    await next();

    const done = await screen.findByRole('heading', { level: 2, name: 'C’est terminé!' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(api.updateProfile).toHaveBeenLastCalledWith(expect.objectContaining({ postalCode: 'H2X 1Y4' }));
    expect(api.updateProfile).toHaveBeenCalledTimes(3);
    expect(screen.getByText('Votre profil est maintenant complété. Bienvenue!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retourner au site' })).toHaveAttribute(
      'href',
      'http://localhost:8080/ohdio',
    );
    expect(api.sendValidationEmail).not.toHaveBeenCalled();
    // One analytics page record per step.
    const pageNames = () =>
      analytics.mock.calls
        .filter(([url]) => url.endsWith('/analytics/page-views'))
        .map(
          ([, init]) =>
            (JSON.parse(String(init?.body)) as { metrics: { pageName: string } }).metrics.pageName,
        );
    await waitFor(() =>
      expect(pageNames()).toEqual([
        'mon-compte|completion|etape-names',
        'mon-compte|completion|etape-date_of_birth',
        'mon-compte|completion|etape-gender',
        'mon-compte|completion|etape-postal_code',
      ]),
    );
  });

  it('keeps the member on the step with the profile rules’ messages', async () => {
    const api = fakeApi(incomplete);
    await renderWizard(api);
    await next();
    await screen.findByRole('heading', { level: 2, name: 'Votre date de naissance' });
    await next();
    expect(
      await screen.findByRole('link', { name: 'Veuillez entrer vos mois et année de naissance.' }),
    ).toHaveAttribute('href', '#completion-birthMonth');
    expect(api.updateProfile).not.toHaveBeenCalled();
  });

  it('opens PROFILAGE_ERROR with the server message when a step is refused, and stays on the step', async () => {
    const api = fakeApi(incomplete);
    api.updateProfile.mockRejectedValueOnce(apiError(400, 'Étape refusée par le service'));
    await renderWizard(api);
    await next();
    await fillBirthDate();
    await next();
    const dialog = await dialogOpened();
    expect(dialog).toHaveAccessibleName("Votre profil n'a pas pu être enregistré");
    expect(dialog).toHaveTextContent('Étape refusée par le service');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('heading', { level: 2, name: 'Votre date de naissance' })).toBeInTheDocument();
  });

  it('opens PROFILAGE_ERROR with the unknown-error text when no message came back', async () => {
    const api = fakeApi(incomplete);
    api.updateProfile.mockRejectedValueOnce(networkError());
    await renderWizard(api);
    await next();
    await fillBirthDate();
    await next();
    expect(await dialogOpened()).toHaveTextContent(
      "C'est bizarre, une erreur inconnue est survenue. Veuillez réessayer.",
    );
  });

  it('sends the validation mail once, when the next step is email validation', async () => {
    const api = fakeApi(apiProfile({ email: 'nonverifie@exemple.ca', isEmailVerified: false }));
    await renderWizard(api, '?fromApp=mordu');
    expect(screen.getByText('Étape 1 sur 5')).toBeInTheDocument();
    for (let step = 0; step < 3; step += 1) await next();
    await screen.findByRole('heading', { level: 2, name: 'Votre code postal' });
    expect(api.sendValidationEmail).not.toHaveBeenCalled();
    await next();
    await screen.findByRole('heading', { level: 2, name: 'Validez votre adresse courriel' });
    expect(
      screen.getByText('Un courriel de validation a été envoyé à nonverifie@exemple.ca.'),
    ).toBeInTheDocument();
    expect(api.sendValidationEmail).toHaveBeenCalledWith({
      b2CUrlPolicy: expect.stringContaining('B2C_1A_email_validation'),
      azpContext: 'portail-mordu',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    await next();
    await screen.findByRole('heading', { level: 2, name: 'Validez votre adresse courriel' });
    expect(api.sendValidationEmail).toHaveBeenCalledTimes(1);
    expect(api.updateProfile).not.toHaveBeenCalled();
    await next();
    expect(await screen.findByText('Votre profil est maintenant complété. Bienvenue!')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Retourner au site' })).not.toBeInTheDocument();
  });
});
