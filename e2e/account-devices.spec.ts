/**
 * Issue 32 items 1 and 2: « Appareils et sessions » lists every browser where the member is signed
 * in, and ends one or all the others at once — the ended browser's next request finds it signed
 * out, in Mon compte and in the portal; « Historique de connexion » lists the sign-ins.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { origins } from './playwright.config.ts';
import { createMember, type TestMember } from './support/account.ts';
import { fillProviderSignIn, signInToAccount } from './support/sign-in.ts';

const PROFILE_URL = `${origins.apiOrigin}/id/v3/accounts/me`;

/** Another browser (its own cookies and storage) signed in to Mon compte and the portal as `member`. */
async function otherBrowserSignedIn(browser: Browser, member: TestMember): Promise<Page> {
  const context = await browser.newContext({ locale: 'fr-CA' });
  const other = await context.newPage();
  await signInToAccount(other, origins.accountOrigin, member.email);
  await expect(other.getByLabel('Adresse courriel')).toHaveValue(member.email);
  await other.goto(`${origins.portalOrigin}/`);
  const header = other.getByRole('banner');
  await header.getByRole('button', { name: 'Se connecter' }).click();
  // The provider's session signs the portal in without the form.
  await other.waitForURL(`${origins.portalOrigin}/`);
  await expect(header.getByRole('button', { name: /Camille/ })).toBeVisible({ timeout: 15_000 });
  return other;
}

/** The other browser's next requests: Mon compte says it is signed out, the portal offers « Se connecter ». */
async function expectSignedOut(other: Page): Promise<void> {
  const refused = other.waitForResponse((response) => response.url() === PROFILE_URL);
  await other.goto(`${origins.accountOrigin}/`);
  expect((await refused).status()).toBe(401);
  await expect(other.getByRole('heading', { name: 'Vous êtes déconnecté' })).toBeVisible({ timeout: 15_000 });
  await expect(other.getByLabel('Adresse courriel')).toHaveCount(0);
  await other.goto(`${origins.portalOrigin}/`);
  const header = other.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Se connecter' })).toBeVisible({ timeout: 15_000 });
  await expect(header.getByRole('button', { name: /Camille/ })).toHaveCount(0);
}

test.describe('Appareils et sessions', () => {
  test('lists both browsers, this one marked; ending the other one signs it out of Mon compte and the portal at its next request', async ({
    page,
    browser,
    request,
    expectAccessible,
  }) => {
    test.setTimeout(120_000);
    const member = await createMember(request, { label: 'appareils-un' });
    const other = await otherBrowserSignedIn(browser, member);
    await signInToAccount(page, origins.accountOrigin, member.email, '/appareils');

    const sessions = page.getByRole('region', { name: 'Sessions ouvertes' });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    const current = sessions
      .getByRole('listitem')
      .filter({ has: page.getByText('Cet appareil', { exact: true }) });
    await expect(current).toHaveCount(1);
    await expect(current.getByRole('heading')).toContainText('Chrome');
    await expect(current.getByRole('button')).toHaveCount(0);
    await expect(page.getByText(/Aucun lieu n’est indiqué/)).toBeVisible();
    await expectAccessible();

    // Keyboard: Tab to the other device's button and press Enter.
    const endOther = sessions.getByRole('button', { name: /^Se déconnecter de cet appareil : Chrome/ });
    await endOther.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.status-bar [role="status"]')).toHaveText(/L’appareil a été déconnecté\./);
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Sessions ouvertes' })).toBeFocused();
    await expect(page.getByText('Vous n’êtes connecté que sur cet appareil.')).toBeVisible();

    await expectSignedOut(other);
    // This browser goes on.
    await page.reload();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await other.context().close();
  });

  test('« Se déconnecter de tous les autres appareils » ends every other browser at once', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const member = await createMember(request, { label: 'appareils-tous' });
    const first = await otherBrowserSignedIn(browser, member);
    const second = await otherBrowserSignedIn(browser, member);
    await signInToAccount(page, origins.accountOrigin, member.email, '/appareils');
    const sessions = page.getByRole('region', { name: 'Sessions ouvertes' });
    await expect(sessions.getByRole('listitem')).toHaveCount(3);
    await page.getByRole('button', { name: 'Se déconnecter de tous les autres appareils' }).click();
    await expect(page.locator('.status-bar [role="status"]')).toHaveText(
      /2 autre\(s\) appareil\(s\) déconnecté\(s\)\./,
    );
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    for (const other of [first, second]) {
      await expectSignedOut(other);
      await other.context().close();
    }
  });
});

test.describe('Historique de connexion', () => {
  test('shows a refused sign-in with its reason, then the sign-in from a new device, newest first', async ({
    page,
    request,
    expectAccessible,
  }) => {
    test.setTimeout(90_000);
    const member = await createMember(request, { label: 'historique' });
    await page.goto(`${origins.accountOrigin}/historique`);
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await page.getByLabel('Adresse courriel').fill(member.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon-2026');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText(/mot de passe/i).first()).toBeVisible();
    await fillProviderSignIn(page, member.email);
    await page.waitForURL(`${origins.accountOrigin}/historique`);

    const events = page.getByRole('region', { name: 'Événements' }).getByRole('listitem');
    await expect(events).toHaveCount(3);
    await expect(events.nth(0).getByRole('heading')).toHaveText('Connexion réussie');
    await expect(events.nth(1).getByRole('heading')).toHaveText('Connexion depuis un nouvel appareil');
    await expect(events.nth(2).getByRole('heading')).toHaveText('Connexion refusée');
    await expect(events.nth(2)).toContainText('Raison : mot de passe erroné');
    await expect(events.nth(0)).toContainText('Chrome');
    await expectAccessible();
  });
});
