/**
 * A signed-in member's page load costs the provider nothing: the tokens (24 h by default) are far
 * from the one-hour refresh lead, and the sign-in client keeps the discovery document and the keys.
 */
import type { BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { origins } from './playwright.config.ts';
import { createMember } from './support/account.ts';
import { fillProviderSignIn } from './support/sign-in.ts';

/** Records every request the context sends to the identity provider's origin. */
function providerRequests(context: BrowserContext): string[] {
  const seen: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).origin === origins.idpOrigin)
      seen.push(`${request.method()} ${request.url()}`);
  });
  return seen;
}

test('a signed-in member’s reload of the portal home and of Mon compte "/", with fresh tokens, makes 0 requests to the provider', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000); // two sign-ins through the provider's form, two reloads
  const member = await createMember(request, { label: 'rechargement' });

  await page.goto(`${origins.portalOrigin}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((url) => url.origin === origins.idpOrigin);
  await fillProviderSignIn(page, member.email);
  await page.waitForURL(`${origins.portalOrigin}/`);
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Se connecter' })).toHaveCount(0);

  const toProvider = providerRequests(context);
  // signed in again after the reload: the member's profile is asked with the stored access token
  const profile = page.waitForResponse(
    (response) => response.url() === `${origins.apiOrigin}/id/v3/accounts/me` && response.ok(),
  );
  await page.reload();
  await profile;
  await page.waitForLoadState('load');
  expect(toProvider).toEqual([]);

  // the provider's session signs the member in to Mon compte without the form
  await page.goto(`${origins.accountOrigin}/`);
  await page.waitForURL(
    (url) => url.origin === origins.accountOrigin && url.pathname.startsWith('/callback'),
  );
  await expect(page.getByLabel('Prénom')).toHaveValue('Camille', { timeout: 15_000 });
  toProvider.length = 0;
  await page.reload();
  await expect(page.getByLabel('Prénom')).toHaveValue('Camille');
  await page.waitForLoadState('load');
  expect(toProvider).toEqual([]);
});
