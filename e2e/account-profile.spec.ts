import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { acceptFailedRequests, clearFaults, injectFault } from './support/faults.ts';
import { tabTo } from './support/keyboard.ts';
import { createMember, DEMO_PASSWORD, signInAs, signInAsNewMember, statusBar } from './support/account.ts';
import { signInToAccount } from './support/sign-in.ts';

const ME = '/id/v3/accounts/me';

test.describe('the profile form of Mon compte', () => {
  test('saves the changed fields, keyboard only, and keeps them after a reload', async ({
    page,
    request,
    expectAccessible,
  }) => {
    await signInAsNewMember(page, request, { label: 'profil' });
    await expect(page).toHaveTitle('Mon profil | Mon compte | Portail');
    await expectAccessible();

    await tabTo(page, page.getByLabel('Prénom'));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Marie-Ève');
    await tabTo(page, page.getByLabel('Code postal'));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('g1r 4p5');
    await tabTo(page, page.getByRole('radio', { name: 'Je préfère ne pas répondre' }));
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('radio', { name: "Je m'identifie autrement" })).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Enregistrer' }));
    await page.keyboard.press('Enter');

    await expect(statusBar(page).success).toHaveText('Votre profil a été mis à jour.');
    await page.reload();
    await expect(page.getByLabel('Prénom')).toHaveValue('Marie-Ève');
    await expect(page.getByLabel('Code postal')).toHaveValue('G1R 4P5');
    await expect(page.getByRole('radio', { name: "Je m'identifie autrement" })).toBeChecked();
  });

  test('refuses invalid values in French before sending, with the summary focused', async ({
    page,
    request,
    expectAccessible,
  }) => {
    await signInAsNewMember(page, request, { label: 'regles' });
    await page.getByLabel('Prénom').fill('');
    await page.getByLabel('Code postal').fill('12345');
    await page.getByLabel('Année de naissance').fill(String(new Date().getFullYear() - 10));
    await page.getByRole('button', { name: 'Enregistrer' }).click();

    const summary = page.locator('.error-summary');
    await expect(summary).toBeFocused();
    await expect(page.getByLabel('Prénom')).toHaveAccessibleDescription(/Veuillez entrer votre prénom\./);
    await expect(page.getByLabel('Année de naissance')).toHaveAccessibleDescription(
      /Vous devez avoir au moins 18 ans\./,
    );
    await expect(page.getByLabel('Code postal')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible();
  });

  test('changes the email through the password dialog: a wrong password, then the right one', async ({
    page,
    request,
    expectAccessible,
  }) => {
    const member = await createMember(request, { label: 'courriel' });
    const newEmail = member.email.replace('e2e-courriel-', 'e2e-nouveau-');
    await signInAs(page, member);
    await tabTo(page, page.getByLabel('Adresse courriel'));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(newEmail);
    await tabTo(page, page.getByRole('button', { name: 'Enregistrer' }));
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Confirmez votre mot de passe' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Mot de passe', { exact: true })).toBeFocused();
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
    await expectAccessible();

    await page.keyboard.type('pas-le-bon-1');
    await page.keyboard.press('Enter');
    // A wrong password costs the local services a full scrypt check (128 MiB; the demo password's
    // shortcut does not apply): its answer took 1.0–3.2 s of the usual 5 s with the machine loaded.
    await expect(dialog.getByLabel('Mot de passe', { exact: true })).toHaveAccessibleDescription(
      /Ce n'est pas le bon mot de passe\./,
      { timeout: 15_000 },
    );
    await expect(dialog.getByLabel('Mot de passe', { exact: true })).toBeFocused();

    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeFocused();
    await expect(statusBar(page).success).toHaveText('Votre profil a été mis à jour.');
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
    await page.reload();
    await expect(page.getByLabel('Adresse courriel')).toHaveValue(newEmail);
  });

  test('cancels the save when the password dialog is closed, keeping what was typed', async ({
    page,
    request,
  }) => {
    await signInAsNewMember(page, request, { label: 'annule' });
    await page.getByLabel('Adresse courriel').fill('autre-adresse@exemple.ca');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmez votre mot de passe' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeFocused();
    await expect(page.getByLabel('Adresse courriel')).toHaveValue('autre-adresse@exemple.ca');
    await expect(statusBar(page).success).toBeEmpty();
  });

  test('says an email already used belongs to another account, with the dialog closed', async ({
    page,
    request,
    pageErrors,
  }) => {
    await signInAsNewMember(page, request, { label: 'deja' });
    await page.getByLabel('Prénom').fill('Annie');
    await page.getByLabel('Adresse courriel').fill('complet@exemple.ca');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmez votre mot de passe' });
    await dialog.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Confirmer' }).click();

    await expect(dialog).toBeHidden();
    const email = page.getByLabel('Adresse courriel');
    await expect(email).toHaveAccessibleDescription(/L'adresse courriel est déjà associée à un compte\./);
    await expect(email).toBeFocused();
    await expect(statusBar(page).error).toContainText('409');
    await expect(email).toHaveValue('complet@exemple.ca');
    await expect(page.getByLabel('Prénom')).toHaveValue('Annie');
    acceptFailedRequests(pageErrors);
  });
});

test.describe('the profile form when the member APIs fail', () => {
  test('shows the server message of a 401, a 409 and a 500 in the status bar and the form, keeping every value', async ({
    page,
    request,
    pageErrors,
  }) => {
    const member = await signInAsNewMember(page, request, { label: 'pannes' });
    await page.getByLabel('Prénom').fill('Rosalie');
    await page.getByLabel('Mois de naissance').selectOption({ label: 'juillet' });
    for (const status of [401, 409, 500]) {
      await injectFault(request, member, { method: 'PATCH', path: ME, status });
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(statusBar(page).error).toHaveText(`Panne simulée. Code : ${status}`);
      await expect(page.locator('.error-summary')).toContainText('Panne simulée.');
      await expect(page.getByLabel('Prénom')).toHaveValue('Rosalie');
      await expect(page.getByLabel('Mois de naissance')).toHaveValue('7');
    }
    acceptFailedRequests(pageErrors);
  });

  test('ends a save the member APIs hold for 45 s at the 15 s time-out: the unknown-error message, the values kept, « Enregistrer » usable again', async ({
    page,
    request,
    pageErrors,
  }) => {
    // The message must come from the client's time-out: not before its 15 s, and well before the
    // server ends its hold (three times the time-out). The page's clock is moved by the test (the
    // time-out is a page timer), so the 15 s are not waited for and a loaded machine moves nothing.
    const holdMs = 45_000;
    const member = await createMember(request, { label: 'suspendu' });
    await page.clock.install();
    await signInAs(page, member);
    // the next save is held, then its connection closes without an answer
    await injectFault(request, member, { method: 'PATCH', path: ME, delayMs: holdMs, drop: true });
    await page.getByLabel('Prénom').fill('Rosalie');
    const save = page.getByRole('button', { name: 'Enregistrer' });
    const error = statusBar(page).error;
    const unknownError = "C'est bizarre, une erreur inconnue est survenue. Veuillez réessayer.";
    // From here the page's time only moves when the test says so.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const sent = page.waitForRequest((sent) => sent.method() === 'PATCH' && sent.url().endsWith(ME));
    await save.click();
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await sent;
    await page.clock.runFor(14_500);
    // A real moment for React to render what a time-out fired early would show (its scheduler is
    // not on the page's clock); the page's time stays paused meanwhile.
    await page.waitForTimeout(250);
    await expect(error).not.toHaveText(unknownError);
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await page.clock.runFor(1_000);
    await expect(error).toHaveText(unknownError);
    await page.clock.resume();
    await expect(page.getByLabel('Prénom')).toHaveValue('Rosalie');
    await expect(save).not.toHaveAttribute('aria-disabled');

    await save.click();
    await expect(statusBar(page).success).toHaveText('Votre profil a été mis à jour.');
    acceptFailedRequests(pageErrors);
  });

  test('keeps the draft through a reload after a network failure, then clears it once saved', async ({
    page,
    request,
    pageErrors,
  }) => {
    const member = await signInAsNewMember(page, request, { label: 'brouillon' });
    await injectFault(request, member, { method: 'PATCH', path: ME, drop: true, times: 3 });
    await page.getByLabel('Nom', { exact: true }).fill('Brouillon');
    await page.getByLabel('Code postal').fill('K1A 0B1');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(statusBar(page).error).toHaveText(
      "C'est bizarre, une erreur inconnue est survenue. Veuillez réessayer.",
    );
    await expect(page.getByLabel('Nom', { exact: true })).toHaveValue('Brouillon');
    await clearFaults(request, member);

    await page.reload();
    await expect(statusBar(page).success).toHaveText(
      'Vos modifications non enregistrées ont été restaurées.',
    );
    await expect(page.getByLabel('Nom', { exact: true })).toHaveValue('Brouillon');
    await expect(page.getByLabel('Code postal')).toHaveValue('K1A 0B1');

    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(statusBar(page).success).toHaveText('Votre profil a été mis à jour.');
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    await page.reload();
    await expect(page.getByLabel('Nom', { exact: true })).toHaveValue('Brouillon');
    await expect(statusBar(page).success).toBeEmpty();
    acceptFailedRequests(pageErrors);
  });

  test('shows the signed-out screen, with no sign-in redirect, when the profile answers 401', async ({
    page,
    request,
    origins,
    pageErrors,
    expectAccessible,
  }) => {
    const member = await signInAsNewMember(page, request, { label: 'expire' });
    await injectFault(request, member, { method: 'GET', path: ME, status: 401 });
    await page.reload();
    // Signed out at the provider too, then back on Mon compte: the signed-out screen stays.
    await page.waitForURL(`${origins.accountOrigin}/`);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { name: 'Vous êtes déconnecté' })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(origins.accountOrigin);
    await expectAccessible();
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(new RegExp(`^${origins.idpOrigin}/`));
    acceptFailedRequests(pageErrors);
  });
});

test.describe('the rest of the profile page', () => {
  test('shows internal staff their employee fields read-only', async ({ page, expectAccessible }) => {
    await signInAs(page, { email: 'employe@exemple.ca' });
    const employeeId = page.getByLabel("Numéro d'employé");
    await expect(employeeId).toHaveValue('E104233');
    await expect(employeeId).not.toBeEditable();
    await expect(page.getByLabel("Nom d'utilisateur LDAP")).toHaveValue('mcbergeron');
    await expectAccessible();
  });

  test("sends the validation mail to an unverified member: « C'est envoyé! » with the address", async ({
    page,
    request,
  }) => {
    const member = await signInAsNewMember(page, request, { label: 'valider', isEmailVerified: false });
    await tabTo(page, page.getByRole('button', { name: 'Envoyer le courriel de validation' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText("C'est envoyé!")).toBeVisible();
    await expect(page.getByText(`Un courriel de validation a été envoyé à ${member.email}.`)).toBeVisible();
    await expect(
      page.getByText('Si vous ne le trouvez pas, vérifiez votre dossier de courriels indésirables.'),
    ).toBeVisible();
  });

  test("downloads the member's data as a JSON file, keyboard only, and says so when it fails", async ({
    page,
    request,
    pageErrors,
  }) => {
    const member = await signInAsNewMember(page, request, { label: 'donnees' });
    const button = page.getByRole('button', { name: 'Télécharger mes données' });
    await tabTo(page, button);
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^mes-donnees-portail-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync(await file.path(), 'utf8')) as {
      profile: { email: string; postalCode: string };
      regions: Record<string, unknown> | null;
      subscriptions: unknown;
    };
    expect(data.profile).toMatchObject({ email: member.email, postalCode: 'H3B 4W5' });
    expect(data.regions).toMatchObject({ info: expect.anything() });

    // a read is tried three times (the first and the read policy's two retries): each gets the 500
    await injectFault(request, member, { method: 'GET', path: ME, status: 500, times: 3 });
    await page.keyboard.press('Enter');
    // three round trips and two backoffs (up to 0.9 s) before the message: more than the usual wait's room
    await expect(statusBar(page).error).toHaveText('Panne simulée. Code : 500', { timeout: 15_000 });
    acceptFailedRequests(pageErrors);
  });

  test('asks a mobile-app member signed in with another account to reconnect', async ({
    page,
    request,
    origins,
    expectAccessible,
  }) => {
    const member = await createMember(request, { label: 'reconnexion' });
    await signInToAccount(
      page,
      origins.accountOrigin,
      member.email,
      '/?fromMobileApp=ios&uid_hint=autre-membre',
    );
    const dialog = page.getByRole('dialog', { name: 'Un autre compte est connecté' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Continuer avec ce compte' })).toBeFocused();
    await expectAccessible();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
  });
});
