import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { acceptFailedRequests, clearFaults, injectFault } from './support/faults.ts';
import { tabTo } from './support/keyboard.ts';
import { DEMO_PASSWORD, signInAsNewMember, statusBar } from './support/account.ts';
import { fillProviderSignIn } from './support/sign-in.ts';

const ME = '/id/v3/accounts/me';
const NEW_PASSWORD = 'Au-revoir-2027';

test.describe('changing the password in Mon compte', () => {
  test('refuses each invalid entry, then changes it, keyboard only; only the new password signs in', async ({
    page,
    request,
    origins,
    expectAccessible,
  }) => {
    test.slow(); // Sign-in, four submits, sign-out and two sign-ins.
    const member = await signInAsNewMember(page, request, { label: 'motdepasse' });
    const current = page.getByLabel('Mot de passe actuel', { exact: true });
    const next = page.getByLabel('Nouveau mot de passe', { exact: true });
    const confirmation = page.getByLabel('Confirmer le nouveau mot de passe');
    const submit = page.getByRole('button', { name: 'Modifier le mot de passe' });
    const summary = page.locator('.password-form .error-summary');

    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect(summary).toBeFocused();
    await expect(current).toHaveAccessibleDescription(/Veuillez entrer un mot de passe\./);
    await expect(next).toHaveAccessibleDescription(/Veuillez entrer un mot de passe\./);
    await expect(confirmation).toHaveAccessibleDescription(/Veuillez entrer un mot de passe\./);
    await expectAccessible();

    await tabTo(page, current);
    await page.keyboard.type('pas-le-bon-1');
    await tabTo(page, next);
    await page.keyboard.type('court');
    await tabTo(page, confirmation);
    await page.keyboard.type('autre');
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect(next).toHaveAccessibleDescription(/Réessayez avec 8 caractères minimum\./);
    await expect(confirmation).toHaveAccessibleDescription(/Les mots de passe ne correspondent pas\./);

    await next.fill(NEW_PASSWORD);
    await confirmation.fill(NEW_PASSWORD);
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect(current).toHaveAccessibleDescription(/Ce n'est pas le bon mot de passe\./);
    await expect(current).toBeFocused();
    await expect(next).toHaveValue(NEW_PASSWORD);

    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(DEMO_PASSWORD);
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect(statusBar(page).success).toHaveText('Votre mot de passe a été modifié avec succès.');
    await expect(current).toHaveValue('');
    await expect(next).toHaveValue('');

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page.getByRole('heading', { name: 'Vous êtes déconnecté' })).toBeVisible();
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(new RegExp(`^${origins.idpOrigin}/`));
    await fillProviderSignIn(page, member.email, DEMO_PASSWORD);
    await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveAccessibleDescription(
      /Ce n'est pas le bon mot de passe\./,
    );
    await fillProviderSignIn(page, member.email, NEW_PASSWORD);
    await page.waitForURL(`${origins.accountOrigin}/`);
    await expect(page.getByLabel('Adresse courriel')).toHaveValue(member.email);
  });
});

test.describe('changing the password when the member APIs fail', () => {
  async function fillPasswordForm(page: Page) {
    await page.getByLabel('Mot de passe actuel', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirmer le nouveau mot de passe').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
  }

  async function expectValuesKept(page: Page) {
    await expect(page.getByLabel('Mot de passe actuel', { exact: true })).toHaveValue(DEMO_PASSWORD);
    await expect(page.getByLabel('Nouveau mot de passe', { exact: true })).toHaveValue(NEW_PASSWORD);
    await expect(page.getByLabel('Confirmer le nouveau mot de passe')).toHaveValue(NEW_PASSWORD);
  }

  test('puts the server message of a 400 on the current password', async ({ page, request, pageErrors }) => {
    const member = await signInAsNewMember(page, request, { label: 'mdp-400' });
    await injectFault(request, member, { method: 'PATCH', path: ME, status: 400 });
    await fillPasswordForm(page);
    await expect(page.getByLabel('Mot de passe actuel', { exact: true })).toHaveAccessibleDescription(
      /Panne simulée\./,
    );
    await expectValuesKept(page);
    acceptFailedRequests(pageErrors);
  });

  test("puts « Ce n'est pas le bon mot de passe. » on the current password on a 401", async ({
    page,
    request,
    pageErrors,
  }) => {
    const member = await signInAsNewMember(page, request, { label: 'mdp-401' });
    await injectFault(request, member, { method: 'PATCH', path: ME, status: 401 });
    await fillPasswordForm(page);
    await expect(page.getByLabel('Mot de passe actuel', { exact: true })).toHaveAccessibleDescription(
      /Ce n'est pas le bon mot de passe\./,
    );
    await expectValuesKept(page);
    acceptFailedRequests(pageErrors);
  });

  test('shows a 409 and a 500 in the status bar and above the form, keeping the values', async ({
    page,
    request,
    pageErrors,
  }) => {
    const member = await signInAsNewMember(page, request, { label: 'mdp-pannes' });
    for (const status of [409, 500]) {
      await injectFault(request, member, { method: 'PATCH', path: ME, status });
      await fillPasswordForm(page);
      await expect(statusBar(page).error).toHaveText(`Panne simulée. Code : ${status}`);
      await expect(page.locator('.password-form .error-summary')).toContainText('Panne simulée.');
      await expectValuesKept(page);
    }
    acceptFailedRequests(pageErrors);
  });

  test('says an unknown error occurred when the connection drops, keeping the values', async ({
    page,
    request,
    pageErrors,
  }) => {
    const member = await signInAsNewMember(page, request, { label: 'mdp-coupure' });
    await injectFault(request, member, { method: 'PATCH', path: ME, drop: true, times: 3 });
    await fillPasswordForm(page);
    await expect(statusBar(page).error).toHaveText(
      "C'est bizarre, une erreur inconnue est survenue. Veuillez réessayer.",
    );
    await expectValuesKept(page);
    await clearFaults(request, member);
    acceptFailedRequests(pageErrors);
  });
});
