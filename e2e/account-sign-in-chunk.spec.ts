import { expect, test } from './fixtures.ts';
import { signInToAccount } from './support/sign-in.ts';

/**
 * Mon compte's sign-in client is a chunk loaded at the start, beside the page's loading screen
 * (apps/account/src/sign-in-on-demand.ts), not part of the first script. When it cannot load, the
 * member sees the error screen with « Réessayer », never a loading screen that stays.
 */
const signInChunk = /\/assets\/wiring-[\w-]+\.js$/;

test.describe('the sign-in client of Mon compte, loaded at the start', () => {
  test('that cannot load shows the French error screen, and « Réessayer » shows the member’s profile', async ({
    page,
    origins,
  }) => {
    await signInToAccount(page, origins.accountOrigin, 'complet@exemple.ca');
    await page.route(signInChunk, (route) => route.abort('internetdisconnected'));
    await page.goto(`${origins.accountOrigin}/infolettres`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Cette page n’a pas pu s’afficher' }),
    ).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    // Inside Mon compte's layout: its header and its way back to the portal.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Portail' })).toBeVisible();

    await page.unroute(signInChunk);
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes infolettres');
    expect(new URL(page.url()).pathname).toBe('/infolettres');
  });
});
