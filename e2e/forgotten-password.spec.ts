import { expect, test } from './fixtures.ts';
import { createMember } from './support/account.ts';
import { fillProviderSignIn } from './support/sign-in.ts';

// The password reset as a member makes it from the sign-in page, in whichever shape the provider runs
// (PORTAIL_E2E_IDP_SHAPE): B2C's embedded reset or External ID's link inside its one user flow.
test.describe('« Mot de passe oublié? » on the provider’s sign-in page', () => {
  test('mails a link, takes a new password, and brings the member back to Mon compte signed in with it', async ({
    page,
    request,
    origins,
  }) => {
    const member = await createMember(request);
    await page.goto(`${origins.accountOrigin}/`);
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await page.getByRole('link', { name: 'Mot de passe oublié?' }).click();
    await page.getByLabel('Adresse courriel').fill(member.email);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(
      page.getByText('un lien pour choisir un nouveau mot de passe vient d’être envoyé'),
    ).toBeVisible();

    const outbox = await request.get(
      `${origins.idpOrigin}/courriels.json?destinataire=${encodeURIComponent(member.email)}`,
    );
    const mails = (await outbox.json()) as { kind: string; link: string | null }[];
    const link = mails.find((mail) => mail.kind === 'password-reset')?.link;
    expect(link).toBeTruthy();
    await page.goto(link ?? '');
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Nouveau-Essai-2026');
    await page.getByLabel('Confirmer le nouveau mot de passe').fill('Nouveau-Essai-2026');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(
      page.getByText('Votre mot de passe a été modifié. Connectez-vous avec le nouveau mot de passe.'),
    ).toBeVisible();
    await fillProviderSignIn(page, member.email, 'Nouveau-Essai-2026');
    await page.waitForURL(`${origins.accountOrigin}/`);
    await expect(page.getByLabel('Adresse courriel')).toHaveValue(member.email);
  });
});
