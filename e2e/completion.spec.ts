import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectOnlyInjectedFailures, injectFault } from './support/faults.ts';
import { tabTo } from './support/keyboard.ts';
import { signedInMemberId, signUpFreshMember } from './support/member-centre.ts';
import { fillProviderSignIn, signInToAccount } from './support/sign-in.ts';

// incomplet@exemple.ca and nonverifie@exemple.ca are used by one test each; the other tests sign up
// their own member, so that parallel tests never change the same member.

interface Mail {
  to: string;
  kind: string;
  link: string;
  sentAt: string;
}

async function mailsTo(page: Page, idpOrigin: string, email: string): Promise<Mail[]> {
  const response = await page.request.get(
    `${idpOrigin}/courriels.json?destinataire=${encodeURIComponent(email)}`,
  );
  return ((await response.json()) as Mail[]).filter((mail) => mail.kind === 'email-validation');
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

test.describe('Complétez votre profil (/completion)', () => {
  test('takes incomplet@exemple.ca through every step by keyboard only, axe clean, back to returnUrl', async ({
    page,
    origins,
    expectAccessible,
  }) => {
    test.slow(); // Every step by keyboard, with an axe scan on each.
    const returnUrl = `${origins.portalOrigin}/`;
    const path = `/completion?returnUrl=${encodeURIComponent(returnUrl)}`;
    await signInToAccount(page, origins.accountOrigin, 'incomplet@exemple.ca', path);

    await expect(page.getByRole('heading', { level: 1, name: 'Complétez votre profil' })).toBeVisible();
    await expect(page.getByText('Il manque des informations dans votre profil.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Mon compte' })).toHaveCount(0);
    await expect(page.getByText('Étape 1 sur 4')).toBeVisible();
    await expect(stepHeading(page, 'Vos nom et prénom')).toBeVisible();
    await expect(page.getByLabel('Prénom', { exact: true })).toHaveValue('Mathieu');
    await expect(page.getByRole('button', { name: 'Précédent' })).toHaveCount(0);
    await expectAccessible();
    await tabTo(page, page.getByRole('button', { name: 'Continuer' }));
    await page.keyboard.press('Enter');

    await expect(stepHeading(page, 'Votre date de naissance')).toBeFocused();
    await expect(page.getByText('Étape 2 sur 4')).toBeVisible();
    // « Précédent » goes back one step, and never below the first.
    await tabTo(page, page.getByRole('button', { name: 'Précédent' }));
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, 'Vos nom et prénom')).toBeFocused();
    await tabTo(page, page.getByRole('button', { name: 'Continuer' }));
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, 'Votre date de naissance')).toBeFocused();
    // The profile rules apply: nothing entered, then too young.
    await tabTo(page, page.getByRole('button', { name: 'Continuer' }));
    await page.keyboard.press('Enter');
    await expect(page.locator(':focus')).toContainText('Veuillez entrer vos mois et année de naissance.');
    await expectAccessible();
    await tabTo(page, page.getByLabel('Mois de naissance', { exact: true }));
    await page.keyboard.type('mars');
    await tabTo(page, page.getByLabel('Année de naissance', { exact: true }));
    await page.keyboard.type(String(new Date().getFullYear() - 10));
    await page.keyboard.press('Enter');
    await expect(page.locator(':focus')).toContainText('Vous devez avoir au moins 18 ans.');
    await tabTo(page, page.getByLabel('Année de naissance', { exact: true }));
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('1988');
    await page.keyboard.press('Enter');

    await expect(stepHeading(page, 'Votre identité de genre')).toBeFocused();
    await expectAccessible();
    await tabTo(page, page.getByRole('radio', { name: 'Femme' }));
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'Homme' })).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Continuer' }));
    await page.keyboard.press('Enter');

    await expect(stepHeading(page, 'Votre code postal')).toBeFocused();
    await expect(page.getByText('Étape 4 sur 4')).toBeVisible();
    await expectAccessible();
    await tabTo(page, page.getByLabel('Code postal', { exact: true }));
    await page.keyboard.type('h2x1y4');
    await page.keyboard.press('Enter');

    await expect(stepHeading(page, 'C’est terminé!')).toBeFocused();
    await expect(page.getByText('Votre profil est maintenant complété. Bienvenue!')).toBeVisible();
    await expectAccessible();
    const back = page.getByRole('link', { name: 'Retourner au site' });
    await expect(back).toHaveAttribute('href', returnUrl);
    await tabTo(page, back);
    await page.keyboard.press('Enter');
    await page.waitForURL(returnUrl);

    // Every step was saved.
    await page.goto(`${origins.accountOrigin}/`);
    await expect(page.getByLabel('Code postal', { exact: true })).toHaveValue('H2X 1Y4');
    await expect(page.getByLabel('Année de naissance', { exact: true })).toHaveValue('1988');
    await expect(page.getByRole('radio', { name: 'Homme' })).toBeChecked();
    await expect(page.getByText('Il manque des informations dans votre profil.')).toHaveCount(0);
  });

  test('sends nonverifie@exemple.ca one validation mail on the way to the email step, and refuses a foreign returnUrl', async ({
    page,
    origins,
    expectAccessible,
  }) => {
    const path = `/completion?returnUrl=${encodeURIComponent('https://ailleurs.example/piege')}`;
    await signInToAccount(page, origins.accountOrigin, 'nonverifie@exemple.ca', path);
    const before = (await mailsTo(page, origins.idpOrigin, 'nonverifie@exemple.ca')).length;
    await expect(page.getByText('Étape 1 sur 5')).toBeVisible();
    for (const title of ['Vos nom et prénom', 'Votre date de naissance', 'Votre identité de genre']) {
      await expect(stepHeading(page, title)).toBeVisible();
      await page.getByRole('button', { name: 'Continuer' }).click();
    }
    await expect(stepHeading(page, 'Votre code postal')).toBeVisible();
    await expect(page.getByLabel('Code postal', { exact: true })).toHaveValue('G1R 4P5');
    await page.getByRole('button', { name: 'Continuer' }).click();

    await expect(stepHeading(page, 'Validez votre adresse courriel')).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: "C'est envoyé!" })).toContainText(
      'Un courriel de validation a été envoyé à nonverifie@exemple.ca.',
    );
    await expectAccessible();
    await expect
      .poll(async () => (await mailsTo(page, origins.idpOrigin, 'nonverifie@exemple.ca')).length)
      .toBe(before + 1);
    const [mail] = await mailsTo(page, origins.idpOrigin, 'nonverifie@exemple.ca');
    expect(new URL(mail?.link ?? '').searchParams.get('suite')).toContain('/oauth2/v2.0/authorize');

    // Back and forth, by keyboard: the mail is not sent a second time.
    await tabTo(page, page.getByRole('button', { name: 'Précédent' }));
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, 'Votre code postal')).toBeFocused();
    await tabTo(page, page.getByRole('button', { name: 'Continuer' }));
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, 'Validez votre adresse courriel')).toBeFocused();
    await tabTo(page, page.getByRole('button', { name: 'Continuer' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Votre profil est maintenant complété. Bienvenue!')).toBeVisible();
    expect((await mailsTo(page, origins.idpOrigin, 'nonverifie@exemple.ca')).length).toBe(before + 1);
    // The foreign returnUrl is not offered; the profile is.
    await expect(page.getByRole('link', { name: 'Retourner au site' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Aller à mon profil' })).toHaveAttribute('href', '/');
    await expectAccessible();
  });

  test('opens PROFILAGE_ERROR when a step is refused (fault injection), keeps the step, then goes on', async ({
    page,
    origins,
    request,
    pageErrors,
    expectAccessible,
  }) => {
    test.slow(); // Sign-up through the provider first.
    await signUpFreshMember(page, origins.accountOrigin, '/completion', 'profilage');
    await expect(stepHeading(page, 'Vos nom et prénom')).toBeVisible();
    const member = await signedInMemberId(page);
    await page.getByLabel('Prénom', { exact: true }).fill('Éloïse-Marie');
    await injectFault(
      request,
      { rcId: member },
      { method: 'PATCH', path: '/id/v3/accounts/me', status: 500 },
    );
    await page.getByRole('button', { name: 'Continuer' }).click();

    const dialog = page.getByRole('dialog', { name: "Votre profil n'a pas pu être enregistré" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Panne simulée.');
    await expect(dialog.getByRole('button', { name: 'Fermer' }).last()).toBeFocused();
    await expectAccessible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(stepHeading(page, 'Vos nom et prénom')).toBeVisible();
    await expect(page.getByLabel('Prénom', { exact: true })).toHaveValue('Éloïse-Marie');
    expectOnlyInjectedFailures(pageErrors, 500);

    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(stepHeading(page, 'Votre date de naissance')).toBeFocused();
  });

  test('opens the harmonized reconnect dialog when the mobile app names another member', async ({
    page,
    origins,
    expectAccessible,
  }) => {
    await signInToAccount(
      page,
      origins.accountOrigin,
      'complet@exemple.ca',
      '/completion?fromMobileApp=ios&uid_hint=un-autre-membre',
    );
    const dialog = page.getByRole('dialog', { name: 'Un autre compte est connecté' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveClass(/lightbox-harmonized/);
    await expectAccessible();
    await dialog.getByRole('button', { name: 'Continuer avec ce compte' }).click();
    await expect(stepHeading(page, 'Vos nom et prénom')).toBeVisible();
  });

  test('completes a new member, whose validation link comes back to /callback/membercenter verified', async ({
    page,
    origins,
    expectAccessible,
  }) => {
    test.slow(); // The whole wizard, then the provider's email-validation flow.
    const returnUrl = `${origins.accountOrigin}/infolettres`;
    const path = `/completion?returnUrl=${encodeURIComponent(returnUrl)}`;
    const { email } = await signUpFreshMember(page, origins.accountOrigin, path, 'validation');
    const atSignUp = (await mailsTo(page, origins.idpOrigin, email)).length;

    await expect(page.getByText('Étape 1 sur 5')).toBeVisible();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByLabel('Mois de naissance', { exact: true }).selectOption({ label: 'juillet' });
    await page.getByLabel('Année de naissance', { exact: true }).fill('1979');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('radio', { name: "Je m'identifie autrement" }).check();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByLabel('Code postal', { exact: true }).fill('E1C 4M6');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(stepHeading(page, 'Validez votre adresse courriel')).toBeFocused();
    await expect.poll(async () => (await mailsTo(page, origins.idpOrigin, email)).length).toBe(atSignUp + 1);
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page.getByText('Votre profil est maintenant complété. Bienvenue!')).toBeVisible();
    await page.getByRole('link', { name: 'Retourner au site' }).click();
    await page.waitForURL(returnUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Mes infolettres' })).toBeVisible();

    // The member follows the mailed link, then the provider's email-validation flow.
    const [mail] = await mailsTo(page, origins.idpOrigin, email);
    await page.goto(mail?.link ?? '');
    await expect(page.getByRole('status')).toContainText(/valid/i);
    await page.getByRole('link', { name: 'Continuer' }).click();
    if (await page.getByRole('button', { name: 'Se connecter' }).isVisible())
      await fillProviderSignIn(page, email);
    const beforeFlowMail = (await mailsTo(page, origins.idpOrigin, email)).length;
    await page.getByRole('button', { name: 'Envoyer le lien de validation' }).click();
    await expect
      .poll(async () => (await mailsTo(page, origins.idpOrigin, email)).length)
      .toBe(beforeFlowMail + 1);
    const [flowMail] = await mailsTo(page, origins.idpOrigin, email);
    await page.goto(flowMail?.link ?? '');

    await page.waitForURL(`${origins.accountOrigin}/callback/membercenter`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Votre adresse courriel est validée' }),
    ).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: email })).toContainText(
      'est maintenant vérifiée',
    );
    expect(page.url()).not.toMatch(/state=|id_token/);
    await expectAccessible();
    await page.getByRole('link', { name: 'Aller à mon profil' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profil', exact: true })).toBeVisible();
    await expect(page.getByText("Votre adresse courriel n'est pas encore vérifiée.")).toHaveCount(0);
  });
});
