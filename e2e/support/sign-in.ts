import { expect, type Page } from '@playwright/test';

/** The password of every demo member (README.md, GUIDE.md §3). */
export const DEMO_PASSWORD = 'Bonjour-2026';

/**
 * Fills the local identity provider's French sign-in form, as a member would. The page must be on
 * that form (an app has just sent the browser there).
 */
export async function fillProviderSignIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await page.getByLabel('Adresse courriel').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** Opens Mon compte at `path`, signs in at the provider and waits for the profile to load. */
export async function signInToAccount(
  page: Page,
  accountOrigin: string,
  email: string,
  path = '/',
): Promise<void> {
  await page.goto(`${accountOrigin}${path}`);
  await fillProviderSignIn(page, email);
  await page.waitForURL(`${accountOrigin}${path}`);
}
