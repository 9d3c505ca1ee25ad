/**
 * A sign-out loads the sign-in client's callback chunk before it leaves for the provider, while the
 * header already says « Se connecter »: a signed-in member's page loads that chunk when idle, so that
 * « Se déconnecter » leaves at once; a visitor's page never asks for it. With the network slowed
 * (300 ms a request, 200 KB/s, no HTTP cache: a first visit after a deploy), the time from the press
 * to the provider's logout request is printed for each app.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { origins } from './playwright.config.ts';
import { createMember } from './support/account.ts';
import { fillProviderSignIn, signInToAccount } from './support/sign-in.ts';

const isCallbackPath = (request: Request) =>
  /\/assets\/callback-path-[\w-]+\.js$/.test(new URL(request.url()).pathname);

function callbackPathRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (isCallbackPath(request)) seen.push(request.url());
  });
  return seen;
}

async function slowNetwork(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 300,
    downloadThroughput: 200 * 1024,
    uploadThroughput: 100 * 1024,
  });
}

/** Two idle periods of the page, once its network is quiet. */
async function idle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () =>
      new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve, { timeout: 2000 }))),
  );
  await page.waitForLoadState('networkidle');
}

/**
 * Milliseconds from the press (the page's click event, its clock) to the start of the request that
 * leaves for the provider's logout (the browser's timing of that request, the same clock).
 */
async function pressToLeaving(page: Page, press: () => Promise<void>): Promise<number> {
  let pressedAt: number | undefined;
  await page.exposeFunction('signOutPressed', (at: number) => {
    pressedAt ??= at;
  });
  await page.evaluate(() =>
    document.addEventListener(
      'click',
      () => (window as unknown as { signOutPressed(at: number): void }).signOutPressed(Date.now()),
      { capture: true },
    ),
  );
  const leaving = page.waitForRequest(
    (request) => request.isNavigationRequest() && request.url().startsWith(origins.idpOrigin),
    { timeout: 20_000 },
  );
  await press();
  const request = await leaving;
  // its timing is known once its answer (the provider's redirect) is in
  await request.response().catch(() => null);
  const left = request.timing().startTime;
  expect(left).toBeGreaterThan(0);
  await expect.poll(() => pressedAt).toBeDefined();
  return Math.round(left - (pressedAt ?? 0));
}

test.describe('a signed-in member’s sign-out leaves for the provider at once', () => {
  test('the portal loads the callback chunk when idle for a member, never for a visitor', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const member = await createMember(request, { label: 'sortie-immediate' });
    const header = page.getByRole('banner');
    let loads = callbackPathRequests(page);
    await page.goto(`${origins.portalOrigin}/`);
    await expect(header.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await idle(page);
    expect(loads, 'a visitor’s page').toEqual([]);

    await header.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL((url) => url.origin === origins.idpOrigin);
    await fillProviderSignIn(page, member.email);
    await page.waitForURL(`${origins.portalOrigin}/`);
    await expect(header.getByRole('button', { name: /Camille/ })).toBeVisible();

    await slowNetwork(page);
    loads = callbackPathRequests(page);
    await page.goto(`${origins.portalOrigin}/info`);
    await expect(header.getByRole('button', { name: /Camille/ })).toBeVisible({ timeout: 20_000 });
    await idle(page);
    const loadedBeforePress = loads.length;
    await header.getByRole('button', { name: /Camille/ }).click();
    const ms = await pressToLeaving(page, () =>
      header.getByRole('button', { name: 'Se déconnecter' }).click(),
    );
    testInfo.annotations.push({ type: 'portal press → leaving (ms)', description: String(ms) });
    console.log(`portal: « Se déconnecter » → provider's logout request: ${ms} ms`);
    expect(loadedBeforePress, 'the callback chunk, loaded before the press').toBe(1);
  });

  test('Mon compte loads the callback chunk when idle for a member', async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const member = await createMember(request, { label: 'sortie-immediate-compte' });
    await signInToAccount(page, origins.accountOrigin, member.email);

    await slowNetwork(page);
    const loads = callbackPathRequests(page);
    await page.goto(`${origins.accountOrigin}/`);
    await expect(page.getByLabel('Adresse courriel')).toHaveValue(member.email, { timeout: 20_000 });
    await idle(page);
    const loadedBeforePress = loads.length;
    await page.getByRole('button', { name: 'Menu' }).click();
    const ms = await pressToLeaving(page, () => page.getByRole('button', { name: 'Se déconnecter' }).click());
    testInfo.annotations.push({ type: 'Mon compte press → leaving (ms)', description: String(ms) });
    console.log(`Mon compte: « Se déconnecter » → provider's logout request: ${ms} ms`);
    expect(loadedBeforePress, 'the callback chunk, loaded before the press').toBe(1);
  });
});
