import { expect, test } from './fixtures.ts';
import { fillProviderSignIn, signInToAccount } from './support/sign-in.ts';

test.describe('signing in to Mon compte', () => {
  test('sends a visitor to the French sign-in page and back to the page they asked for, signed in', async ({
    page,
    origins,
    expectAccessible,
  }) => {
    await page.goto(`${origins.accountOrigin}/avatar?fromApp=ohdio`);
    await expect(page).toHaveURL(new RegExp(`^${origins.idpOrigin}/`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expectAccessible();

    await fillProviderSignIn(page, 'complet@exemple.ca');
    await expect(page).toHaveURL(`${origins.accountOrigin}/avatar?fromApp=ohdio`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const tokens = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.includes('accessToken')),
    );
    expect(tokens).toHaveLength(1);
  });

  test('leaves no token in the address after the callback and shows the profile', async ({
    page,
    origins,
  }) => {
    await signInToAccount(page, origins.accountOrigin, 'complet@exemple.ca');
    expect(page.url()).not.toMatch(/token|code=|state=/);
    await expect(page.getByLabel('Prénom')).toHaveValue(/.+/);
    await expect(page.getByLabel('Adresse courriel')).toHaveValue('complet@exemple.ca');
  });

  test('keeps the member signed in on a new visit, through the stored tokens', async ({ page, origins }) => {
    await signInToAccount(page, origins.accountOrigin, 'complet@exemple.ca');
    await page.goto(`${origins.accountOrigin}/`);
    await expect(page.getByLabel('Adresse courriel')).toHaveValue('complet@exemple.ca');
    expect(new URL(page.url()).origin).toBe(origins.accountOrigin);
  });

  test('signs the member out at the provider and asks to sign in again', async ({ page, origins }) => {
    await signInToAccount(page, origins.accountOrigin, 'complet@exemple.ca');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    // Back from the provider's logout, Mon compte says so rather than asking to sign in at once.
    await expect(page.getByRole('heading', { name: 'Vous êtes déconnecté' })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(origins.accountOrigin);
    await page.goto(`${origins.accountOrigin}/`);
    await expect(page).toHaveURL(new RegExp(`^${origins.idpOrigin}/`));
    await expect(page.getByLabel('Adresse courriel')).toBeVisible();
  });
});
