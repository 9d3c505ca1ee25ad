/**
 * Issue 26 item 1: a sign-out in either app ends the member's session in both apps of the browser,
 * in every tab, before another member can use them (a shared computer). The provider's sign-out
 * visits each app that had a grant in the ended session (front-channel logout, hidden iframes and a
 * top-level chain), and the member APIs refuse an access token whose provider session was ended.
 */
import type { Page } from '@playwright/test';
import { metadataUrlFor } from '@portail/contracts';
import { localDeploymentConfigFor } from '@portail/contracts/local-defaults';
import { expect, test } from './fixtures.ts';
import { origins } from './playwright.config.ts';
import { testIdpShape } from './test-ports.ts';
import { createMember, type TestMember } from './support/account.ts';
import { expectOnlyInjectedFailures } from './support/faults.ts';
import { fillProviderSignIn } from './support/sign-in.ts';

const PROFILE_URL = `${origins.apiOrigin}/id/v3/accounts/me`;

async function signInOnPortal(page: Page, member: TestMember): Promise<void> {
  await page.goto(`${origins.portalOrigin}/`);
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((url) => url.origin === origins.idpOrigin);
  await fillProviderSignIn(page, member.email);
  await page.waitForURL(`${origins.portalOrigin}/`);
  await expect(header.getByRole('button', { name: 'Se connecter' })).toHaveCount(0);
}

/** Mon compte at `/`: the provider's session signs the member in without the form. */
async function openAccountSignedIn(page: Page, member: TestMember): Promise<void> {
  await page.goto(`${origins.accountOrigin}/`);
  await expect(page.getByLabel('Adresse courriel')).toHaveValue(member.email, { timeout: 15_000 });
}

async function signOutOnPortal(page: Page): Promise<void> {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: /Camille/ }).click();
  await header.getByRole('button', { name: 'Se déconnecter' }).click();
  await page.waitForURL(`${origins.portalOrigin}/`, { timeout: 20_000 });
  await expect(header.getByRole('button', { name: 'Se connecter' })).toBeVisible();
}

test.describe('a sign-out in one app ends the session in both apps (shared computer)', () => {
  test('after member A signs out on the portal, every Mon compte tab forgets A and member B signing in sees B’s account, not A’s', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    const memberA = await createMember(request, { label: 'poste-partage-a' });
    const memberB = await createMember(request, { label: 'poste-partage-b' });
    await signInOnPortal(page, memberA);
    const accountTab = await context.newPage();
    await openAccountSignedIn(accountTab, memberA);

    await signOutOnPortal(page);
    // the Mon compte tab left open says the member is signed out: A's profile is gone from it
    await expect(accountTab.getByRole('heading', { name: 'Vous êtes déconnecté' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(accountTab.getByLabel('Adresse courriel')).toHaveCount(0);

    await signInOnPortal(page, memberB);
    const profiles: string[] = [];
    page.on('response', (response) => {
      if (response.url() === PROFILE_URL && response.request().method() === 'GET')
        void response.json().then(
          (body: { email?: string }) => profiles.push(body.email ?? ''),
          () => undefined,
        );
    });
    await openAccountSignedIn(page, memberB);
    expect(profiles).not.toContain(memberA.email);
  });

  test('after member A signs out in Mon compte, the portal tab left open and a new portal page show nobody signed in', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    const memberA = await createMember(request, { label: 'poste-partage-miroir' });
    await signInOnPortal(page, memberA);
    const portalTab = await context.newPage();
    await portalTab.goto(`${origins.portalOrigin}/`);
    await expect(portalTab.getByRole('banner').getByRole('button', { name: /Camille/ })).toBeVisible();
    await openAccountSignedIn(page, memberA);

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page.getByRole('heading', { name: 'Vous êtes déconnecté' })).toBeVisible({
      timeout: 20_000,
    });
    expect(new URL(page.url()).origin).toBe(origins.accountOrigin);

    const openHeader = portalTab.getByRole('banner');
    await expect(openHeader.getByRole('button', { name: 'Se connecter' })).toBeVisible({ timeout: 15_000 });
    await page.goto(`${origins.portalOrigin}/`);
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expect(header.getByRole('button', { name: /Camille/ })).toHaveCount(0);
  });

  test('Mon compte, which the sign-out chain did not reach, starts with the ended session’s stored tokens and does not show that member', async ({
    page,
    request,
    pageErrors,
  }) => {
    test.setTimeout(90_000);
    const memberA = await createMember(request, { label: 'chaine-interrompue' });
    await signInOnPortal(page, memberA);
    await openAccountSignedIn(page, memberA);
    // the chain stops before Mon compte (its hidden frame fails, the member closes the window
    // before the top-level visit): Mon compte keeps A's tokens
    const blank = (title: string) => ({
      contentType: 'text/html',
      body: `<!doctype html><html lang="fr-CA"><title>${title}</title><main><h1>${title}</h1></main></html>`,
    });
    const accountLogoutPage = `${origins.accountOrigin}/callback/deconnexion**`;
    const continuation = `${origins.idpOrigin}/deconnexion/suite`;
    await page.route(accountLogoutPage, (route) => route.fulfill(blank('Mon compte')));
    await page.route(continuation, (route) => route.fulfill(blank('Déconnexion')));
    await page.goto(`${origins.portalOrigin}/`);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: /Camille/ }).click();
    await header.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL(continuation);
    await page.unroute(accountLogoutPage);
    await page.unroute(continuation);

    const refused = page.waitForResponse((response) => response.url() === PROFILE_URL);
    await page.goto(`${origins.accountOrigin}/`);
    expect((await refused).status()).toBe(401);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByLabel('Adresse courriel')).toHaveCount(0);
    expect(page.url().startsWith(origins.accountOrigin)).toBe(true);
    expectOnlyInjectedFailures(pageErrors, 401, 1);
  });

  test('a sign-out link from elsewhere, without the session’s hint, ends nothing until the member presses « Se déconnecter », which then signs the open portal tab out', async ({
    page,
    context,
    request,
    expectAccessible,
  }) => {
    test.setTimeout(90_000);
    const member = await createMember(request, { label: 'lien-deconnexion' });
    await signInOnPortal(page, member);
    const portalTab = await context.newPage();
    await portalTab.goto(`${origins.portalOrigin}/`);
    const openHeader = portalTab.getByRole('banner');
    await expect(openHeader.getByRole('button', { name: /Camille/ })).toBeVisible();

    // the sign-in flow's end-session endpoint in the shape the provider runs (PORTAIL_E2E_IDP_SHAPE)
    const identity = localDeploymentConfigFor(origins, testIdpShape).identity;
    const discovery = (await (await request.get(metadataUrlFor(identity, 'login'))).json()) as {
      end_session_endpoint: string;
    };
    const logout = new URL(discovery.end_session_endpoint);
    logout.searchParams.set('post_logout_redirect_uri', `${origins.portalOrigin}/`);
    await page.goto(logout.href);
    await expect(page.getByRole('heading', { name: 'Déconnexion' })).toBeVisible();
    await expect(page.getByText('Voulez-vous vous déconnecter de Portail sur cet appareil?')).toBeVisible();
    await expectAccessible();
    // nothing has ended: the portal still has its member
    await portalTab.reload();
    await expect(openHeader.getByRole('button', { name: /Camille/ })).toBeVisible();

    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL(`${origins.portalOrigin}/`, { timeout: 20_000 });
    await expect(page.getByRole('banner').getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expect(openHeader.getByRole('button', { name: 'Se connecter' })).toBeVisible({ timeout: 15_000 });
  });
});
