import { signInUnavailable } from '@portail/ui/sign-in-unavailable';
import { expect, test } from './fixtures.ts';
import { acceptFailedRequests } from './support/faults.ts';

/**
 * A sign-in press whose code cannot load: the sign-in client's callback-path chunk (it builds the
 * provider's address) or Mon compte's sign-in failure page answer 503, as offline or after a
 * redeploy removed them. The member is told, and the same press works once the chunk loads again.
 */
const callbackPath = /\/assets\/callback-path-[\w-]+\.js$/;
const refuse = { status: 503, body: 'Service indisponible' };

test.describe('a sign-in whose code cannot load', () => {
  test('the portal’s « Se connecter » says the sign-in page could not open, and leaves once it can', async ({
    page,
    origins,
    pageErrors,
  }) => {
    await page.route(callbackPath, (route) => route.fulfill(refuse));
    await page.goto(`${origins.portalOrigin}/`);
    const signIn = page.getByRole('banner').getByRole('button', { name: 'Se connecter' });
    await signIn.click();
    await expect(page.getByRole('alert').filter({ hasText: signInUnavailable })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(origins.portalOrigin);

    await page.unroute(callbackPath);
    await signIn.click();
    await expect(page).toHaveURL(new RegExp(`^${origins.idpOrigin}/`));
    acceptFailedRequests(pageErrors);
  });

  test('Mon compte says its sign-in redirect could not open the provider’s page, and « Se connecter » leaves once it can', async ({
    page,
    origins,
    pageErrors,
  }) => {
    await page.route(callbackPath, (route) => route.fulfill(refuse));
    await page.goto(`${origins.accountOrigin}/`);
    await expect(page.getByRole('alert').filter({ hasText: signInUnavailable })).toBeVisible();
    await expect(page.getByText('Redirection vers la page de connexion…')).toHaveCount(0);
    expect(new URL(page.url()).origin).toBe(origins.accountOrigin);

    await page.unroute(callbackPath);
    await page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(new RegExp(`^${origins.idpOrigin}/`));
    acceptFailedRequests(pageErrors);
  });

  test('Mon compte’s sign-in failure page whose code cannot load gives way to « Réessayer », which shows it', async ({
    page,
    origins,
    pageErrors,
  }) => {
    const failurePage = /\/assets\/SignInFailed-[\w-]+\.js$/;
    await page.route(failurePage, (route) => route.fulfill(refuse));
    const payload = Buffer.from(JSON.stringify({ redirect: '/' })).toString('base64url');
    await page.goto(
      `${origins.accountOrigin}/callback#state=etat.${payload}&error=access_denied&error_description=non`,
    );
    const heading = page.getByRole('heading', { level: 1, name: 'Cette page n’a pas pu s’afficher' });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    expect(new URL(page.url()).origin).toBe(origins.accountOrigin);

    await page.unroute(failurePage);
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: "La connexion n'a pas abouti" })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    acceptFailedRequests(pageErrors);
  });
});
