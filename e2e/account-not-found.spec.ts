import { expect, test } from './fixtures.ts';
import { signInAsNewMember } from './support/account.ts';

const TITLE = 'Page inexistante | Mon compte | Portail';
const DESCRIPTION = 'Désolé! La page que vous avez demandée est introuvable';

test.describe('the not-found page of Mon compte', () => {
  for (const path of ['/nimporte-quoi?fromApp=ohdio', '/error/notfound?fromApp=ohdio']) {
    test(`answers ${path} with its exact title and description, and a way home that keeps the app`, async ({
      page,
      origins,
      expectAccessible,
    }) => {
      await page.goto(`${origins.accountOrigin}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Page inexistante' })).toBeVisible();
      await expect(page).toHaveTitle(TITLE);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', DESCRIPTION);
      await expect(page.getByRole('link', { name: 'Retourner à l’accueil' })).toHaveAttribute(
        'href',
        '/?fromApp=ohdio',
      );
      expect(new URL(page.url()).origin).toBe(origins.accountOrigin);
      await expectAccessible();
    });
  }

  test('replaces a page whose data answers another status than 200', async ({ page, request, origins }) => {
    await signInAsNewMember(page, request, { label: 'page-absente' });
    // This one answer is changed in the browser: the sphere call carries no member token, so a
    // fault of the local services could not be kept to this test alone.
    await page.route(`${origins.apiOrigin}/neuro/sphere/v1/profile-ca/avatar`, (route) =>
      route.fulfill({ status: 410, contentType: 'application/json', body: '{"message":"Retirée."}' }),
    );
    await page.getByRole('link', { name: 'Photo de profil' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Page inexistante' })).toBeVisible();
    await expect(page).toHaveTitle(TITLE);
  });
});
