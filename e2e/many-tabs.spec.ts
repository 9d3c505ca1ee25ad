import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createMember, signInAsNewMember, statusBar } from './support/account.ts';
import { fillProviderSignIn } from './support/sign-in.ts';

// Two tabs of one browser (two pages of one context): one voice, regions and profile changes that follow.

const FIRST_EPISODE = 'Le fleuve Saint-Laurent, une autoroute sous pression';
const SECOND_EPISODE = 'Chanson québécoise : 50 ans de Superfrancofête';

/**
 * Whether the tab's active <audio> plays and has moved. Answers at once, also before the engine
 * has made its elements (a locator would wait for them and hold expect.poll past its time-out).
 */
const isPlaying = (page: Page) =>
  page.evaluate(() => {
    const audio = document.querySelector<HTMLAudioElement>('audio[data-player-slot="active"]');
    return audio !== null && !audio.paused && audio.currentTime > 0;
  });

/** Starting is loading the engine, the catalogue and the media: a wait for the page, not a timing. */
const STARTED = { timeout: 20_000 };

test.describe('many tabs', () => {
  test('starting audio in one tab pauses the jukebox playing in another', async ({ page, context }) => {
    // two pages loading and playing at once are slow on a loaded machine
    test.slow();
    await page.goto('/ohdio');
    await page.getByRole('button', { name: `Écouter : ${FIRST_EPISODE}` }).click();
    await expect.poll(() => isPlaying(page), STARTED).toBe(true);

    const other = await context.newPage();
    await other.goto('/ohdio');
    await other.getByRole('button', { name: `Écouter : ${SECOND_EPISODE}` }).click();
    await expect.poll(() => isPlaying(other), STARTED).toBe(true);
    await expect.poll(() => isPlaying(page)).toBe(false);
    await expect(
      page.getByRole('region', { name: 'Lecteur audio' }).getByRole('button', { name: 'Lire' }),
    ).toBeVisible();
  });

  test('a region saved in one tab is the region of the other after its next page', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const other = await context.newPage();
    await other.goto('/info');
    const trigger = (tab: Page) => tab.getByRole('banner').getByRole('button', { name: /^Ma région/ });
    await expect(trigger(other)).toHaveText('Ma région : Grand Montréal');

    await trigger(page).click();
    const info = page.getByRole('banner').getByRole('group', { name: 'Info', exact: true });
    await info.getByRole('searchbox').fill('Toronto');
    await info.getByRole('radio', { name: 'Toronto', exact: true }).check();
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('banner').getByRole('button', { name: 'Enregistrer mes régions' }).click(),
    ]);
    await expect(trigger(page)).toHaveText('Ma région : Toronto');

    // the other tab's next page, in-app (no reload)
    await other.evaluate(() => document.documentElement.setAttribute('data-no-reload-mark', ''));
    await other
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Mordu', exact: true })
      .click();
    await expect(other).toHaveURL(/\/mordu$/);
    await expect(trigger(other)).toHaveText('Ma région : Toronto');
    await expect(other.locator('html')).toHaveAttribute('data-no-reload-mark', '');
  });

  test('a first name saved in one Mon compte tab shows in the other at once, keeping what it was typing', async ({
    page,
    context,
    request,
    origins,
  }) => {
    // two sign-in pages and two saves on a loaded machine
    test.slow();
    await signInAsNewMember(page, request, { label: 'onglets-profil' });
    const other = await context.newPage();
    await other.goto(`${origins.accountOrigin}/`);
    await expect(other.getByLabel('Prénom')).toHaveValue('Camille');
    // the other tab has started editing another field
    await other.getByLabel('Code postal').fill('G1R 4P5');

    await page.getByLabel('Prénom').fill('Rosalie');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(statusBar(page).success).toHaveText('Votre profil a été mis à jour.');

    // one BroadcastChannel message, no request or polling (a wait bound on a busy machine would test
    // its load, not the design)
    await expect(other.getByLabel('Prénom')).toHaveValue('Rosalie');
    await expect(other.getByLabel('Code postal')).toHaveValue('G1R 4P5');
    // and the other tab saves from the new profile: only its own edit goes out
    await other.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(statusBar(other).success).toHaveText('Votre profil a été mis à jour.');
    await other.reload();
    await expect(other.getByLabel('Prénom')).toHaveValue('Rosalie');
    await expect(other.getByLabel('Code postal')).toHaveValue('G1R 4P5');
  });

  // the whole browser (playwright.config.ts): a tab brought to the front takes the focus only there
  test(
    'a first name saved in Mon compte shows in the portal header when the member comes back to its tab',
    {
      tag: '@whole-browser',
    },
    async ({ page, context, request, origins }) => {
      test.slow();
      const member = await createMember(request, { label: 'onglets-entete' });
      await page.goto('/');
      const header = page.getByRole('banner');
      await header.getByRole('button', { name: 'Se connecter' }).click();
      await fillProviderSignIn(page, member.email);
      await page.waitForURL((url) => url.origin === origins.portalOrigin);
      await expect(header.getByRole('button', { name: /Camille Essai/ })).toBeVisible();

      // the provider's session signs Mon compte in without its form
      const account = await context.newPage();
      await account.goto(`${origins.accountOrigin}/`);
      await expect(account.getByLabel('Adresse courriel')).toHaveValue(member.email);
      await account.getByLabel('Prénom').fill('Rosalie');
      await account.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(statusBar(account).success).toHaveText('Votre profil a été mis à jour.');

      // back to the portal's tab (another origin: the tab reads the profile again as it comes back)
      // Playwright makes every page believe it has focus; without that, going back to a tab focuses it
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: false });
      await account.bringToFront();
      await expect(header.getByRole('button', { name: /Camille Essai/ })).toBeVisible();
      await page.bringToFront();
      await expect(header.getByRole('button', { name: /Rosalie Essai/ })).toBeVisible();
    },
  );
});
