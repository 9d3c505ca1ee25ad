import { TENANT, policies } from '@portail/contracts/local-defaults';
import { expect, test } from './fixtures.ts';
import { acceptFailedRequests, clearFaults, injectFault } from './support/faults.ts';
import { tabTo } from './support/keyboard.ts';
import { signInAsNewMember } from './support/account.ts';

const RESET = '/sso/id/v3/accounts/reset-password';
const DEFAULT_TEXT = "Une erreur s'est produite lors de l'envoi du lien. Veuillez réessayer plus tard.";

test.describe('the password reset mail', () => {
  test('is sent and confirmed in a dialog, keyboard only; past the daily limit the dialog says to wait 24 hours', async ({
    page,
    request,
    origins,
    pageErrors,
    expectAccessible,
  }) => {
    const member = await signInAsNewMember(page, request, { label: 'reinit' }, '/?fromApp=ohdio');
    const send = page.getByRole('button', { name: 'Recevoir un lien de réinitialisation' });
    const dialog = page.getByRole('dialog', { name: 'Réinitialisation du mot de passe' });

    await tabTo(page, send);
    await page.keyboard.press('Enter');
    await expect(dialog).toContainText(
      `Un lien pour réinitialiser votre mot de passe a été envoyé à ${member.email}.`,
    );
    await expectAccessible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(send).toBeFocused();

    const outbox = await request.get(
      `${origins.idpOrigin}/courriels.json?destinataire=${encodeURIComponent(member.email)}`,
    );
    const mails = (await outbox.json()) as { kind: string; link: string | null }[];
    expect(mails.filter((mail) => mail.kind === 'password-reset')).toHaveLength(1);
    expect(mails[0]?.link).toMatch(new RegExp(`^${origins.idpOrigin}/`));

    // The local services allow three reset mails a day per address; the fourth is refused.
    for (let sent = 2; sent <= 3; sent += 1) {
      await page.keyboard.press('Enter');
      await expect(dialog).toContainText('a été envoyé à');
      await page.keyboard.press('Escape');
      await expect(send).toBeFocused();
    }
    await page.keyboard.press('Enter');
    await expect(dialog).toContainText(
      "Vous avez dépassé la limite d'envois de liens de réinitialisation. Veuillez attendre au moins 24 heures avant de réessayer.",
    );
    await expect(dialog).toContainText("Code d'erreur : 14");
    await expectAccessible();
    acceptFailedRequests(pageErrors);
  });

  test('shows the default failure text and the code when the service answers 401, 409 or 500', async ({
    page,
    request,
    pageErrors,
  }) => {
    const member = await signInAsNewMember(page, request, { label: 'reinit-pannes' });
    const dialog = page.getByRole('dialog', { name: 'Réinitialisation du mot de passe' });
    for (const status of [401, 409, 500]) {
      await injectFault(request, member, { method: 'POST', path: RESET, status });
      await page.getByRole('button', { name: 'Recevoir un lien de réinitialisation' }).click();
      await expect(dialog).toContainText(DEFAULT_TEXT);
      await expect(dialog).toContainText("Code d'erreur : FAULT_INJECTED");
      await dialog.getByRole('button', { name: 'Fermer la fenêtre' }).click();
      await expect(dialog).toBeHidden();
    }
    acceptFailedRequests(pageErrors);
  });

  test('shows the default failure text without a code when the connection drops', async ({
    page,
    request,
    pageErrors,
  }) => {
    const member = await signInAsNewMember(page, request, { label: 'reinit-coupure' });
    await injectFault(request, member, { method: 'POST', path: RESET, drop: true, times: 3 });
    await page.getByRole('button', { name: 'Recevoir un lien de réinitialisation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Réinitialisation du mot de passe' });
    await expect(dialog).toContainText(DEFAULT_TEXT);
    await expect(dialog).not.toContainText("Code d'erreur");
    await clearFaults(request, member);
    acceptFailedRequests(pageErrors);
  });
});

test.describe('« Mot de passe oublié? » of a sign-in flow without embedded reset', () => {
  test('the provider answers the portal AADB2C90118 and the portal sends the member on to the reset policy’s page', async ({
    page,
    context,
    origins,
  }) => {
    // The provider's setting PORTAIL_IDP_EMBEDDED_RESET=0, for this browser only (test hooks' cookie).
    await context.addCookies([{ name: 'portail_test_embedded_reset', value: '0', url: origins.idpOrigin }]);
    const callbacks: URL[] = [];
    const authorizations: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === origins.portalOrigin && url.pathname === '/callback') callbacks.push(url);
      if (url.origin === origins.idpOrigin && url.pathname.endsWith('/oauth2/v2.0/authorize')) {
        authorizations.push(url);
      }
    });
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await page.getByRole('link', { name: 'Mot de passe oublié?' }).click();

    await expect(page.getByRole('button', { name: 'Envoyer le lien' })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(origins.idpOrigin);
    // The portal's callback got B2C's answer (in the fragment: never sent to a server, read by the page)…
    expect(callbacks).toHaveLength(1);
    // …and the portal then asked for the reset policy (after its own sign-in policy).
    expect(authorizations).toHaveLength(2);
    expect(authorizations[0]?.pathname).not.toContain(policies.reset);
    expect(authorizations[1]?.pathname).toBe(`/${TENANT}/${policies.reset}/oauth2/v2.0/authorize`);
  });
});
