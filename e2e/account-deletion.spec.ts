import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { acceptFailedRequests, clearFaults, injectFault } from './support/faults.ts';
import { tabTo } from './support/keyboard.ts';
import { createMember, DEMO_PASSWORD, signInAs, signInAsNewMember, statusBar } from './support/account.ts';
import { fillProviderSignIn } from './support/sign-in.ts';

const DELETE = '/id/v3/accounts/me/delete';

test.describe('deleting the account', () => {
  test('tells a member with a paid subscription to cancel it first, keyboard only', async ({
    page,
    expectAccessible,
  }) => {
    await signInAs(page, { email: 'abonne@exemple.ca' });
    const button = page.getByRole('button', { name: 'Supprimer mon compte' });
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Vous avez un abonnement actif' });
    await expect(dialog).toContainText(
      'Avant de supprimer votre compte, vous devez annuler votre abonnement payant à la diffusion en continu.',
    );
    await expect(dialog.getByLabel('Mot de passe')).toHaveCount(0);
    await expectAccessible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('schedules the deletion after a wrong then the right password, signs the member out 15 s later; signing in again offers « Annuler la suppression », which restores everything', async ({
    page,
    request,
    origins,
    expectAccessible,
  }) => {
    test.slow(); // Sign-in, deletion, the provider's logout and another sign-in attempt.
    const member = await createMember(request, { label: 'suppression' });
    await page.clock.install();
    await signInAs(page, member);
    await tabTo(page, page.getByRole('button', { name: 'Supprimer mon compte' }));
    await page.keyboard.press('Enter');

    const confirm = page.getByRole('alertdialog', { name: 'Supprimer votre compte?' });
    const password = confirm.getByLabel('Mot de passe', { exact: true });
    await expect(password).toBeFocused();
    await expectAccessible();
    await page.keyboard.type('pas-le-bon-1');
    await page.keyboard.press('Enter');
    await expect(password).toHaveAccessibleDescription(/Ce n'est pas le bon mot de passe\./);
    await expect(password).toBeFocused();

    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    const deleted = page.getByRole('dialog', { name: 'La suppression de votre compte est prévue' });
    await expect(deleted).toContainText('Vous serez déconnecté dans quelques secondes.');
    await expect(deleted).toContainText('supprimés dans 30 jours');
    const shownAt = await page.evaluate(() => Date.now());
    await expectAccessible();

    // The page's time then only moves when the test says so: 14.5 s after the dialog showed, the
    // member is still there; at 15 s and a bit they are signed out.
    await page.clock.pauseAt(shownAt + 8_000);
    await page.clock.runFor(6_500);
    await expect(deleted).toBeVisible();
    expect(new URL(page.url()).origin).toBe(origins.accountOrigin);
    await page.clock.runFor(700);
    await page.clock.resume();
    await page.waitForURL(`${origins.accountOrigin}/`);
    await expect(page.getByRole('heading', { name: 'Vous êtes déconnecté' })).toBeVisible();

    // Signing in again during the 30 days: every page offers to cancel, keyboard first.
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await fillProviderSignIn(page, member.email);
    await page.waitForURL(`${origins.accountOrigin}/`);
    const heading = page.getByRole('heading', {
      level: 1,
      name: 'La suppression de votre compte est prévue',
    });
    await expect(heading).toBeFocused();
    await expect(page.getByText(/seront supprimés le \d{1,2} \S+ \d{4}\./)).toBeVisible();
    await expectAccessible();
    await tabTo(page, page.getByRole('button', { name: 'Annuler la suppression' }));
    await page.keyboard.press('Enter');
    await expect(statusBar(page).success).toHaveText(
      'La suppression est annulée : votre compte est rétabli.',
    );
    await expect(page.getByLabel('Adresse courriel')).toHaveValue(member.email);
    await expect(page.getByLabel('Prénom')).toHaveValue('Camille');

    // The outbox shows the two mails: scheduled, then cancelled.
    const mails = await request.get(
      `${origins.idpOrigin}/courriels.json?destinataire=${encodeURIComponent(member.email)}`,
    );
    const kinds = ((await mails.json()) as { kind: string }[]).map((mail) => mail.kind);
    expect(kinds.slice(0, 2)).toEqual(['account-deletion-cancelled', 'account-deletion-scheduled']);
  });
});

test.describe('deleting the account when the member APIs fail', () => {
  async function confirmDeletion(page: Page) {
    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Supprimer votre compte?' });
    await confirm.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
    await confirm.getByRole('button', { name: 'Confirmer la suppression' }).click();
    return confirm;
  }

  test('puts a 401 on the password, with the dialog open and the password kept', async ({
    page,
    request,
    pageErrors,
  }) => {
    const member = await signInAsNewMember(page, request, { label: 'suppr-401' });
    await injectFault(request, member, { method: 'POST', path: DELETE, status: 401 });
    const confirm = await confirmDeletion(page);
    const password = confirm.getByLabel('Mot de passe', { exact: true });
    await expect(password).toHaveAccessibleDescription(/Ce n'est pas le bon mot de passe\./);
    await expect(password).toHaveValue(DEMO_PASSWORD);
    acceptFailedRequests(pageErrors);
  });

  test('closes the dialog and shows a 409 or a 500 in the status bar; the account stays', async ({
    page,
    request,
    pageErrors,
  }) => {
    const member = await signInAsNewMember(page, request, { label: 'suppr-pannes' });
    for (const status of [409, 500]) {
      await injectFault(request, member, { method: 'POST', path: DELETE, status });
      const confirm = await confirmDeletion(page);
      await expect(confirm).toBeHidden();
      await expect(statusBar(page).error).toHaveText(`Panne simulée. Code : ${status}`);
    }
    await page.reload();
    await expect(page.getByLabel('Adresse courriel')).toHaveValue(member.email);
    acceptFailedRequests(pageErrors);
  });

  test('closes the dialog and says an unknown error occurred when the connection drops', async ({
    page,
    request,
    pageErrors,
  }) => {
    const member = await signInAsNewMember(page, request, { label: 'suppr-coupure' });
    await injectFault(request, member, { method: 'POST', path: DELETE, drop: true, times: 3 });
    const confirm = await confirmDeletion(page);
    await expect(confirm).toBeHidden();
    await expect(statusBar(page).error).toHaveText(
      "C'est bizarre, une erreur inconnue est survenue. Veuillez réessayer.",
    );
    await clearFaults(request, member);
    acceptFailedRequests(pageErrors);
  });
});
