import { expect, test } from './fixtures.ts';
import { expectOnlyInjectedFailures, injectFault } from './support/faults.ts';
import { tabTo } from './support/keyboard.ts';
import { signedInMemberId, signUpFreshMember } from './support/member-centre.ts';
import { allowMemberMeasures } from './support/privacy.ts';

// Every test signs up its own member: tests run in parallel on one stack and never share one.

test.describe('Mes infolettres (/infolettres)', () => {
  test('subscribes and unsubscribes with the right toasts, kept after a reload, keyboard only and axe clean', async ({
    page,
    origins,
    expectAccessible,
    request,
  }) => {
    test.slow(); // Sign-up, two saves, two reloads and two axe scans.
    const { email } = await signUpFreshMember(page, origins.accountOrigin, '/infolettres', 'infolettres');
    // The analytics record checked at the end leaves only with the member's agreement (issue 32 item 5).
    await allowMemberMeasures(request, email);
    await expect(page.getByRole('heading', { level: 1, name: 'Mes infolettres' })).toBeVisible();
    await expect(page.getByText("Vous n'êtes abonné à aucune infolettre pour le moment.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Infolettres' })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle('Mes infolettres | Mon compte | Portail');
    // Every category with its newsletters; the English one in its own language and direction.
    for (const category of ['Info', 'Sports', 'Arts et culture', 'Régions', 'Environnement et science']) {
      await expect(page.getByRole('group', { name: category, exact: true })).toBeVisible();
    }
    const english = page.getByRole('listitem').filter({ hasText: 'RCI — The Week in Canada' });
    await expect(english).toHaveAttribute('lang', 'en');
    await expect(english).toHaveAttribute('dir', 'ltr');
    await expect(
      page.getByRole('link', { name: 'Lire la dernière infolettre « Zone hockey »' }),
    ).toHaveAttribute('href', 'https://portail.exemple.ca/infolettres/sports-hockey/derniere');
    await expect(
      page.getByRole('checkbox', { name: 'ICI Télé : cette semaine' }),
    ).toHaveAccessibleDescription(/concours/);
    await expect(page.getByText(/En vous abonnant, vous acceptez de recevoir des courriels/)).toBeVisible();
    await expectAccessible();

    // Keyboard only: Tab to two newsletters, Space to tick them, Tab to the button, Enter.
    const hockey = page.getByRole('checkbox', { name: 'Zone hockey' });
    const climat = page.getByRole('checkbox', { name: 'Climat et environnement' });
    await tabTo(page, page.getByRole('checkbox', { name: "L'essentiel du matin" }));
    await page.keyboard.press('Space');
    await tabTo(page, hockey);
    await page.keyboard.press('Space');
    await tabTo(page, climat);
    await page.keyboard.press('Space');
    await expect(page.getByText('3 infolettres sélectionnées')).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Enregistrer mes choix' }));
    await page.keyboard.press('Enter');

    const confirmations = page.getByRole('status', { name: 'Confirmations' });
    await expect(confirmations).toContainText('Vous êtes maintenant abonné à 3 infolettres.');
    await expect(confirmations).not.toContainText('désabonné');
    const current = page.getByRole('region', { name: 'Vos abonnements' });
    await expect(current.getByRole('listitem')).toHaveText([
      "L'essentiel du matin",
      'Zone hockey',
      'Climat et environnement',
    ]);
    await expectAccessible();

    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Zone hockey' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Climat et environnement' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Le point du soir' })).not.toBeChecked();
    await expect(page.getByRole('region', { name: 'Vos abonnements' }).getByRole('listitem')).toHaveCount(3);

    // One removed, one added: both toasts, singular, and the unsubscribe toaster link.
    await page.getByRole('checkbox', { name: 'Zone hockey' }).uncheck();
    await page.getByRole('checkbox', { name: 'Le point du soir' }).check();
    await page.getByRole('button', { name: 'Enregistrer mes choix' }).click();
    await expect(confirmations).toContainText('Vous êtes maintenant abonné à 1 infolettre.');
    await expect(confirmations).toContainText('Vous êtes désabonné de 1 infolettre.');
    await expect(
      confirmations.getByRole('link', { name: 'Vous avez changé d’idée? Gérer mes abonnements' }),
    ).toHaveAttribute('href', `${origins.accountOrigin}/infolettres`);
    await expect(page.getByRole('region', { name: 'Vos abonnements' }).getByRole('listitem')).toHaveText([
      "L'essentiel du matin",
      'Climat et environnement',
      'Le point du soir',
    ]);
    await confirmations.getByRole('button', { name: 'Fermer' }).first().click();
    await expect(confirmations.getByText('Vous êtes maintenant abonné à 1 infolettre.')).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Zone hockey' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Le point du soir' })).toBeChecked();

    // The newsletter change was pushed as an analytics page record (SPEC.md §3, §7).
    const records = (await (await request.get(`${origins.apiOrigin}/analytics/page-views`)).json()) as {
      records: { pageId: string; metrics: { pageName: string; application: string } }[];
    };
    expect(records.records).toContainEqual(
      expect.objectContaining({
        pageId: 'infolettres',
        metrics: expect.objectContaining({
          pageName: 'mon-compte|infolettres|modification-infolettres',
          application: 'site-web',
        }),
      }),
    );
  });

  test('keeps the choices and shows the error message when the save fails (fault injection), then saves', async ({
    page,
    origins,
    request,
    pageErrors,
    expectAccessible,
  }) => {
    test.slow(); // Sign-up through the provider, then two saves.
    await signUpFreshMember(page, origins.accountOrigin, '/infolettres', 'infolettres-panne');
    await expect(page.getByRole('checkbox', { name: 'Techno' })).toBeVisible();
    const member = await signedInMemberId(page);
    await injectFault(request, { rcId: member }, { method: 'POST', path: '/graphql', status: 500 });

    await page.getByRole('checkbox', { name: 'Techno' }).check();
    await page.getByRole('button', { name: 'Enregistrer mes choix' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Vos choix' })).toHaveText(
      "Vos choix n'ont pas pu être enregistrés. Veuillez réessayer.",
    );
    await expect(page.getByRole('checkbox', { name: 'Techno' })).toBeChecked();
    await expect(page.getByText("Vous n'êtes abonné à aucune infolettre pour le moment.")).toBeVisible();
    await expect(page.getByRole('status', { name: 'Confirmations' })).toBeEmpty();
    await expectAccessible();
    expectOnlyInjectedFailures(pageErrors, 500);

    await page.getByRole('button', { name: 'Enregistrer mes choix' }).click();
    await expect(page.getByRole('status', { name: 'Confirmations' })).toContainText(
      'Vous êtes maintenant abonné à 1 infolettre.',
    );
    await expect(page.getByRole('alert').filter({ hasText: 'Vos choix' })).toHaveCount(0);
  });
});
