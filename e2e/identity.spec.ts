/**
 * The sign-in client (packages/identity) in Chromium against the local B2C-shaped identity provider,
 * through the identity harness page that the end-to-end stack serves on the portal origin
 * (/__identity-harness/, PORTAIL_TEST_HOOKS=1 only). The member signs in on the provider's real form.
 */
import type { BrowserContext, Page, Request } from '@playwright/test';
import { localDeploymentConfigFor, policies } from '@portail/contracts/local-defaults';
import { demoRcIds } from '@portail/local-services';
import { HARNESS_PATH } from './identity-harness/harness-api.ts';
import type { CallbackReport, HarnessWindow } from './identity-harness/harness-api.ts';
import { expect, test } from './fixtures.ts';
import { origins } from './playwright.config.ts';
import { testIdpShape } from './test-ports.ts';

const MEMBER = { email: 'complet@exemple.ca', password: 'Bonjour-2026' };
const HARNESS_URL = `${origins.portalOrigin}${HARNESS_PATH}`;
const TOKEN_KEY = 'portail-identity.portail-web.idToken';

interface ClientOptions {
  flow?: 'implicit' | 'pkce';
  msToRefresh?: number;
}

/** Opens the harness and creates the client against the stack's identity provider. */
async function openHarness(page: Page, options: ClientOptions = {}): Promise<CallbackReport> {
  await page.goto(HARNESS_URL);
  await page.waitForFunction(() => 'identityHarness' in window);
  const report = await page.evaluate(() => (window as unknown as HarnessWindow).identityHarness.callback);
  await page.evaluate(
    ([identity, extra]) =>
      (window as unknown as HarnessWindow).identityHarness.create({ identity, ...extra }),
    [localDeploymentConfigFor(origins, testIdpShape).identity, options] as const,
  );
  return report;
}

/** Fills the provider's French sign-in form. */
async function fillSignInForm(page: Page): Promise<void> {
  await page.getByLabel('Adresse courriel').fill(MEMBER.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(MEMBER.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** Waits for the harness to have handled the provider's answer and returns the report. */
async function callbackReport(page: Page): Promise<CallbackReport> {
  await page.waitForURL((url) => url.href.startsWith(HARNESS_URL));
  await page.waitForFunction(() => 'identityHarness' in window);
  return page.evaluate(() => (window as unknown as HarnessWindow).identityHarness.callback);
}

/** Full sign-in from the harness through the provider's form and back. */
async function signIn(page: Page, options: ClientOptions = {}): Promise<CallbackReport> {
  await openHarness(page, options);
  await page.evaluate(() => {
    void (window as unknown as HarnessWindow).identityHarness.client().login();
  });
  await page.waitForURL((url) => url.origin === origins.idpOrigin);
  await fillSignInForm(page);
  return callbackReport(page);
}

function tokensOf(page: Page) {
  return page.evaluate(() => (window as unknown as HarnessWindow).identityHarness.client().getTokens());
}

function userOf(page: Page) {
  return page.evaluate(() => (window as unknown as HarnessWindow).identityHarness.client().getUser());
}

function attempt(page: Page, method: 'refresh' | 'checkTokens') {
  return page.evaluate(
    (name) => (window as unknown as HarnessWindow).identityHarness.attempt((client) => client[name]()),
    method,
  );
}

/** The client's on-demand chunks this document loaded: callback-path (jose), token-path (oauth4webapi). */
function onDemandChunks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => /\/(callback-path|token-path)-[\w-]+\.js$/.exec(new URL(entry.name).pathname)?.[1])
      .filter((name): name is string => name !== undefined)
      .sort(),
  );
}

function isTokenRequest(request: Request, grantType: string): boolean {
  return (
    request.method() === 'POST' &&
    request.url().includes('/oauth2/v2.0/token') &&
    new URLSearchParams(request.postData() ?? '').get('grant_type') === grantType
  );
}

function isAuthorizeRequest(request: Request, prompt?: string): boolean {
  if (!request.url().startsWith(origins.idpOrigin) || !request.url().includes('/oauth2/v2.0/authorize')) {
    return false;
  }
  return prompt === undefined || new URL(request.url()).searchParams.get('prompt') === prompt;
}

function record(context: BrowserContext, matches: (request: Request) => boolean): Request[] {
  const seen: Request[] = [];
  context.on('request', (request) => {
    if (matches(request)) seen.push(request);
  });
  return seen;
}

test.describe('signing in with the real client in Chromium', () => {
  test('signs a member in with the implicit flow through the provider’s French form', async ({
    page,
    expectAccessible,
  }) => {
    const report = await signIn(page);
    expect(report).toEqual({ kind: 'signed-in', redirect: HARNESS_URL, authenticationType: 1 });
    // nothing of the answer is left in the address bar
    expect(page.url()).toBe(HARNESS_URL);
    await expect(page.getByRole('status')).toHaveText('Connexion terminée.');
    const tokens = await tokensOf(page);
    expect(tokens.flow).toBe('implicit');
    expect(tokens.idToken?.policy).toBe('login');
    expect(tokens.refreshToken).toBeUndefined();
    expect(await userOf(page)).toMatchObject({ email: MEMBER.email, isEmailVerified: true });
    // the implicit answer needs jose to validate the identity token, not oauth4webapi
    expect(await onDemandChunks(page)).toEqual(['callback-path']);
    // stored encoded in localStorage, never as the raw token
    const stored = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
    expect(stored).toBeTruthy();
    expect(stored).not.toContain(tokens.idToken?.token ?? '∅');
    await expectAccessible();
  });

  test('signs a member in with PKCE and keeps a refresh token', async ({ page, context }) => {
    const exchanges = record(context, (request) => isTokenRequest(request, 'authorization_code'));
    const report = await signIn(page, { flow: 'pkce' });
    expect(report).toMatchObject({ kind: 'signed-in', redirect: HARNESS_URL });
    expect(page.url()).toBe(HARNESS_URL);
    expect(exchanges).toHaveLength(1);
    const form = new URLSearchParams(exchanges[0]?.postData() ?? '');
    expect(form.get('code_verifier')).toMatch(/^[A-Za-z0-9\-._~]{43,128}$/);
    const tokens = await tokensOf(page);
    expect(tokens.flow).toBe('pkce');
    expect(tokens.refreshToken?.token).toEqual(expect.any(String));
    expect(await userOf(page)).toMatchObject({ email: MEMBER.email });
  });

  test('loads the id-token check and oauth4webapi only on the page that receives the answer', async ({
    page,
  }) => {
    await openHarness(page);
    expect(await onDemandChunks(page)).toEqual([]);
    const report = await signIn(page, { flow: 'pkce' });
    expect(report).toMatchObject({ kind: 'signed-in' });
    expect(await onDemandChunks(page)).toEqual(['callback-path', 'token-path']);
    // a signed-in page that is not on a callback reads its user without either library
    await openHarness(page, { flow: 'pkce' });
    expect(await userOf(page)).toMatchObject({ email: MEMBER.email });
    expect(await onDemandChunks(page)).toEqual([]);
  });

  test('retries once with the expected policy when the provider answers AADB2C90088', async ({
    page,
    context,
  }) => {
    // the requests that start an authorization (not the provider's own resume after the form)
    const authorizations = record(
      context,
      (request) => isAuthorizeRequest(request) && new URL(request.url()).searchParams.has('client_id'),
    );
    // the provider's answer for the first policy is AADB2C90088 (sent back to the redirect address)
    await page.route(`**/${policies.login_cbc}/oauth2/v2.0/authorize?**`, async (route) => {
      const asked = new URL(route.request().url());
      const answer = new URLSearchParams({
        error: 'access_denied',
        error_description: 'AADB2C90088: The provided grant has not been issued for this endpoint.',
        state: asked.searchParams.get('state') ?? '',
      });
      await route.fulfill({ status: 302, headers: { location: `${HARNESS_URL}#${answer}` } });
    });
    await openHarness(page);
    await page.evaluate(() => {
      void (window as unknown as HarnessWindow).identityHarness
        .client()
        .login({ policy: 'login_cbc', expectedPolicy: 'login' });
    });
    await page.waitForURL(
      (url) => url.origin === origins.idpOrigin && url.pathname.includes('/interaction/'),
    );
    await fillSignInForm(page);
    expect(await callbackReport(page)).toMatchObject({ kind: 'signed-in' });
    expect(authorizations.map((request) => new URL(request.url()).pathname.split('/')[2])).toEqual([
      policies.login_cbc,
      policies.login,
    ]);
    expect((await tokensOf(page)).idToken?.policy).toBe('login');
  });
});

test.describe('signing in with an IdpJwt assertion', () => {
  test('exchanges an assertion without leaving the page, then renews with the refresh-token grant', async ({
    page,
    context,
    request,
  }) => {
    const minted = await request.post(`${origins.idpOrigin}/__test/idp-assertion`, {
      data: { rcId: demoRcIds.complet },
    });
    const { assertion } = (await minted.json()) as { assertion: string };
    await openHarness(page);
    const posts = record(
      context,
      (sent) =>
        sent.method() === 'POST' && sent.url().includes(`/${policies.idpJwtAuth}/oauth2/v2.0/authorize`),
    );
    expect(
      await page.evaluate(
        (jwt) =>
          (window as unknown as HarnessWindow).identityHarness.attempt((client) =>
            client.loginWithIdpJwt(jwt),
          ),
        assertion,
      ),
    ).toEqual({ ok: true });
    expect(page.url()).toBe(HARNESS_URL);
    expect(new URLSearchParams(posts[0]?.postData() ?? '').get('response_mode')).toBe('form_post');
    const tokens = await tokensOf(page);
    expect(tokens).toMatchObject({ flow: 'idpJwt', idToken: { policy: 'idpJwtAuth' } });
    expect(await userOf(page)).toMatchObject({ email: MEMBER.email, rcId: demoRcIds.complet });
    const grants = record(context, (sent) => isTokenRequest(sent, 'refresh_token'));
    expect(await attempt(page, 'refresh')).toEqual({ ok: true });
    expect(grants).toHaveLength(1);
    expect((await tokensOf(page)).accessToken?.token).not.toBe(tokens.accessToken?.token);
  });
});

test.describe('renewing the session', () => {
  test('renews an implicit session silently in a hidden 1×1 iframe', async ({ page, context }) => {
    await signIn(page);
    const before = await tokensOf(page);
    const silent = record(context, (request) => isAuthorizeRequest(request, 'none'));
    expect(await attempt(page, 'refresh')).toEqual({ ok: true });
    expect(silent).toHaveLength(1);
    expect(silent[0]?.frame().parentFrame()).toBe(page.mainFrame());
    const after = await tokensOf(page);
    expect(after.idToken?.token).not.toBe(before.idToken?.token);
    expect(after.accessToken?.token).not.toBe(before.accessToken?.token);
    await expect(page.locator('iframe[data-portail-identity="renewal"]')).toHaveCount(0);
    const events = await page.evaluate(() => (window as unknown as HarnessWindow).identityHarness.events);
    expect(events.at(-1)).toEqual({ type: 'save-success', accessToken: after.accessToken?.token });
  });

  test('reports interaction_required (B2C’s AADB2C90077) as a refresh error when the provider session is gone', async ({
    page,
    context,
  }) => {
    await signIn(page);
    await context.clearCookies({ domain: new URL(origins.idpOrigin).hostname });
    expect(await attempt(page, 'refresh')).toMatchObject({
      ok: false,
      code: 'provider_error',
      message: expect.stringMatching(/^interaction_required: AADB2C90077: /),
    });
    const events = await page.evaluate(() => (window as unknown as HarnessWindow).identityHarness.events);
    expect(events.at(-1)).toEqual({ type: 'refresh-error', errorCode: 'provider_error' });
    await expect(page.locator('iframe[data-portail-identity="renewal"]')).toHaveCount(0);
    // the tokens of the page are left as they were: the app decides what to do
    expect((await tokensOf(page)).idToken).toBeDefined();
  });

  test('renews an implicit session in a 483×600 popup opened by a click', async ({ page, context }) => {
    await signIn(page);
    const before = await tokensOf(page);
    const popupOpened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Renouveler la session dans une fenêtre' }).click();
    const popup = await popupOpened;
    expect(popup.viewportSize()).toEqual({ width: 483, height: 600 });
    await expect(page.getByRole('status')).toHaveText('Session renouvelée dans la fenêtre.');
    await expect.poll(() => popup.isClosed()).toBe(true);
    const after = await tokensOf(page);
    expect(after.idToken?.token).not.toBe(before.idToken?.token);
  });

  test('renews a PKCE session with the refresh-token grant', async ({ page, context }) => {
    await signIn(page, { flow: 'pkce' });
    const before = await tokensOf(page);
    const grants = record(context, (request) => isTokenRequest(request, 'refresh_token'));
    expect(await attempt(page, 'refresh')).toEqual({ ok: true });
    expect(grants).toHaveLength(1);
    expect(new URLSearchParams(grants[0]?.postData() ?? '').get('refresh_token')).toBe(
      before.refreshToken?.token,
    );
    const after = await tokensOf(page);
    expect(after.accessToken?.token).not.toBe(before.accessToken?.token);
    // the provider rotates refresh tokens on every use
    expect(after.refreshToken?.token).not.toBe(before.refreshToken?.token);
    expect(after.flow).toBe('pkce');
  });

  const renewals = [
    {
      flow: 'pkce',
      how: 'refresh-token grant',
      counts: (request: Request) => isTokenRequest(request, 'refresh_token'),
    },
    {
      flow: 'implicit',
      how: 'hidden iframe',
      counts: (request: Request) => isAuthorizeRequest(request, 'none'),
    },
  ] as const;
  for (const { flow, how, counts } of renewals) {
    test(`renews exactly once for five tabs at the same expiry (${flow}, ${how}), and every tab takes the new tokens`, async ({
      page,
      context,
    }) => {
      await context.clock.install();
      await signIn(page, { flow });
      const signedIn = await tokensOf(page);
      const tabs = [page];
      for (let index = 1; index < 5; index += 1) tabs.push(await context.newPage());
      for (const tab of tabs) {
        await openHarness(tab, { flow });
        expect(await attempt(tab, 'checkTokens')).toEqual({ ok: true });
      }
      const renewalsSeen = record(context, counts);
      // Each tab's clock jumps in its own page, one after another on a loaded machine. A tab that took
      // the renewed tokens before its own jump would go past their refresh time too (they were issued
      // seconds after the first ones; the jump goes 30 s past), and renew them: the renewal's answer
      // waits until every clock has jumped, as if time moved for all the tabs at once.
      let everyClockJumped = () => {};
      const clocksJumped = new Promise<void>((resolve) => (everyClockJumped = resolve));
      await context.route(`${origins.idpOrigin}/**`, async (route) => {
        if (counts(route.request())) await clocksJumped;
        await route.continue();
      });
      // the refresh is due ten minutes (msToRefresh's default) before the earlier expiry: go 30 s past
      // that, whatever lifetimes the provider gives (PORTAIL_*_TOKEN_TTL)
      const expiry = Math.min(
        signedIn.idToken?.expires ?? Infinity,
        signedIn.accessToken?.expires ?? Infinity,
      );
      const now = await page.evaluate(() => Date.now());
      await context.clock.fastForward(expiry - now - 10 * 60_000 + 30_000);
      everyClockJumped();
      for (const tab of tabs) {
        await expect.poll(async () => (await tokensOf(tab)).idToken?.token).not.toBe(signedIn.idToken?.token);
        await expect
          .poll(() =>
            tab.evaluate(() =>
              (window as unknown as HarnessWindow).identityHarness.events.some(
                (event) => event.type === 'save-success',
              ),
            ),
          )
          .toBe(true);
      }
      expect(renewalsSeen).toHaveLength(1);
      const renewed = await Promise.all(tabs.map(async (tab) => (await tokensOf(tab)).accessToken?.token));
      expect(new Set(renewed).size).toBe(1);
    });
  }
});

test.describe('signing out and storage', () => {
  test('signs out: tokens deleted, provider session ended, back on the given address', async ({ page }) => {
    await signIn(page);
    await page.evaluate((redirectUri) => {
      void (window as unknown as HarnessWindow).identityHarness.client().logout({ redirectUri });
    }, `${HARNESS_URL}?deconnecte=1`);
    await page.waitForURL(`${HARNESS_URL}?deconnecte=1`);
    await openHarness(page);
    expect((await tokensOf(page)).idToken).toBeUndefined();
    expect(await userOf(page)).toBeNull();
    // no single sign-on left at the provider: signing in shows the form again
    await page.evaluate(() => {
      void (window as unknown as HarnessWindow).identityHarness.client().login();
    });
    await page.waitForURL((url) => url.origin === origins.idpOrigin);
    await expect(page.getByLabel('Adresse courriel')).toBeVisible();
  });

  test('keeps the session in Strict, Secure cookies when localStorage throws', async ({ page, context }) => {
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('Le stockage local est désactivé.', 'SecurityError');
        },
      });
    });
    const report = await signIn(page);
    expect(report).toMatchObject({ kind: 'signed-in' });
    const cookies = await context.cookies(origins.portalOrigin);
    const idTokenCookie = cookies.find((cookie) => cookie.name === TOKEN_KEY);
    expect(idTokenCookie).toMatchObject({ path: '/', sameSite: 'Strict', secure: true });
    // a new page of the same origin finds the session in the cookies
    await openHarness(page);
    expect(await userOf(page)).toMatchObject({ email: MEMBER.email });
  });
});
