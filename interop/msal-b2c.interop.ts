/**
 * The local provider as Azure AD B2C to the clients B2C customers use, over https (issue 27):
 * Microsoft's MSAL.js 5 (`@azure/msal-browser`) in Debian's Chromium, configured as Microsoft
 * documents for B2C (the policy's authority, knownAuthorities, a redirect bridge page), on the
 * identity harness's MSAL page of the portal origin; then oidc-client-ts's signinSilent with a
 * refresh token and openid-client's refresh with an explicit scope, in Node.
 * https://learn.microsoft.com/en-us/entra/identity-platform/msal-js-initializing-client-applications
 */
import { chromium, type Browser, type BrowserContext, type Page, type Request } from '@playwright/test';
import * as client from 'openid-client';
import { InMemoryWebStorage, User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, accountMessages, apiPaths } from '@portail/contracts';
import { TENANT, clientIds, discoveryUrl, policies, policyBase } from '@portail/contracts/local-defaults';
import { createTestBrowser, signInThroughForm } from '@portail/local-services/idp-testing';
import { HARNESS_PATH } from '../e2e/identity-harness/harness-api.ts';
import {
  MSAL_PAGE,
  type MsalHarnessOptions,
  type MsalHarnessWindow,
} from '../e2e/identity-harness/msal-api.ts';
import { chromiumMissingMessage, findChromium, offlineChromiumArgs } from '../tools/chromium.ts';
import { origins } from './ports.ts';

const MEMBER = { email: 'complet@exemple.ca', password: DEMO_PASSWORD };
const BANNED = { email: 'banni@exemple.ca', password: DEMO_PASSWORD };
const API_SCOPES = ['account.info'];
const CANCEL_LINK = 'Annuler et retourner à l’application';
const msalPage = `${origins.portalOrigin}${HARNESS_PATH}${MSAL_PAGE}`;
const msalOptions: MsalHarnessOptions = {
  idpOrigin: origins.idpOrigin,
  clientId: clientIds.portal,
  authority: `${origins.idpOrigin}/${TENANT}/${policies.login}`,
  postLogoutRedirectUri: `${origins.portalOrigin}/`,
};
/** CacheLookupPolicy of @azure/msal-browser: the refresh token only; the hidden iframe only. */
const REFRESH_TOKEN_ONLY = 3;
const IFRAME_ONLY = 5;

let browser: Browser;
let context: BrowserContext;
let page: Page;

/** A page of a fresh context (no provider session) with the MSAL client created. */
async function openMsalPage(target: BrowserContext): Promise<Page> {
  target.setDefaultTimeout(15_000);
  const opened = await target.newPage();
  await opened.goto(msalPage);
  const created = await opened.evaluate(async (options) => {
    const h = (window as unknown as MsalHarnessWindow).msalHarness;
    return h.create(options);
  }, msalOptions);
  expect(created).toEqual({ ok: true, value: null });
  return opened;
}

async function fillSignIn(target: Page, member: { email: string; password: string }): Promise<void> {
  await target.getByLabel('Adresse courriel').fill(member.email);
  await target.getByLabel('Mot de passe', { exact: true }).fill(member.password);
  await target.getByRole('button', { name: 'Se connecter' }).click();
}

/** The token-endpoint and authorize requests the page makes (frames and popups included). */
function recordProviderRequests(target: BrowserContext): Request[] {
  const seen: Request[] = [];
  target.on('request', (request) => {
    if (request.url().startsWith(`${origins.idpOrigin}/`)) seen.push(request);
  });
  return seen;
}

beforeAll(async () => {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(chromiumMissingMessage);
  const spki = process.env.PORTAIL_INTEROP_CA_SPKI;
  if (!spki) throw new Error('PORTAIL_INTEROP_CA_SPKI is unset: run through npm run test:interop');
  browser = await chromium.launch({
    executablePath,
    // Trusts exactly the stack's local authority (its key), not every certificate error.
    args: [...offlineChromiumArgs, `--ignore-certificate-errors-spki-list=${spki}`],
  });
  context = await browser.newContext();
  page = await openMsalPage(context);
});

afterAll(async () => {
  await browser?.close();
});

describe('MSAL.js 5 against the local B2C provider over https', () => {
  it('signs in with loginRedirect through the redirect bridge, with B2C’s account shape', async () => {
    await page.evaluate((scopes) => {
      void (window as unknown as MsalHarnessWindow).msalHarness.loginRedirect(scopes);
    }, API_SCOPES);
    await page.waitForURL((url) => url.origin === origins.idpOrigin);
    await fillSignIn(page, MEMBER);
    await page.waitForURL(msalPage);
    const result = await page.evaluate(() => (window as unknown as MsalHarnessWindow).msalHarness.redirect);
    expect(result).toMatchObject({ ok: true });
    if (!result?.ok || !result.value) throw new Error(`no sign-in: ${JSON.stringify(result)}`);
    const { account, idTokenClaims, scopes } = result.value;
    expect(idTokenClaims).toMatchObject({ tfp: policies.login, emails: [MEMBER.email] });
    expect(scopes).toEqual(expect.arrayContaining(API_SCOPES));
    // client_info: MSAL's home account id is `{uid}.{utid}`, its uid `{oid}-{policy}` on B2C.
    expect(account.homeAccountId.toLowerCase()).toContain(`-${policies.login.toLowerCase()}.`);
    // MSAL 5 keeps the account (getAllAccounts). Its AccountInfo.username stays empty: MSAL 5 takes
    // it from preferred_username or upn, which B2C's ID tokens lack (the `emails` claim is above).
    const accounts = await page.evaluate(() =>
      (window as unknown as MsalHarnessWindow).msalHarness.accounts(),
    );
    expect(accounts.map((known) => known.homeAccountId)).toEqual([account.homeAccountId]);
  });

  it('calls GET /id/v3/accounts/me with the access token MSAL got', async () => {
    const me = await page.evaluate(
      (url) => (window as unknown as MsalHarnessWindow).msalHarness.callApi(url),
      `${origins.apiOrigin}${apiPaths.accountMe}`,
    );
    expect(me.status).toBe(200);
    expect(JSON.stringify(me.body)).toContain(MEMBER.email);
  });

  it('renews with the refresh token (acquireTokenSilent), whose scope names offline_access', async () => {
    const requests = recordProviderRequests(context);
    const renewed = await page.evaluate(
      ([scopes, policy]) =>
        (window as unknown as MsalHarnessWindow).msalHarness.acquireTokenSilent(scopes, policy),
      [API_SCOPES, REFRESH_TOKEN_ONLY] as const,
    );
    expect(renewed).toMatchObject({ ok: true, value: { fromCache: false } });
    const grants = requests
      .filter((request) => request.method() === 'POST')
      .map((request) => request.postData() ?? '');
    expect(grants).toHaveLength(1);
    expect(new URLSearchParams(grants[0]).get('grant_type')).toBe('refresh_token');
    expect(new URLSearchParams(grants[0]).get('scope')?.split(' ')).toContain('offline_access');
  });

  it('renews in the hidden iframe once the refresh token is gone from MSAL’s cache', async () => {
    expect(
      await page.evaluate(() => (window as unknown as MsalHarnessWindow).msalHarness.removeRefreshTokens()),
    ).toBeGreaterThan(0);
    const requests = recordProviderRequests(context);
    const renewed = await page.evaluate(
      ([scopes, policy]) =>
        (window as unknown as MsalHarnessWindow).msalHarness.acquireTokenSilent(scopes, policy),
      [API_SCOPES, IFRAME_ONLY] as const,
    );
    const [known] = await page.evaluate(() =>
      (window as unknown as MsalHarnessWindow).msalHarness.accounts(),
    );
    expect(renewed).toMatchObject({
      ok: true,
      value: { fromCache: false, account: { homeAccountId: known?.homeAccountId } },
    });
    const authorize = requests.find((request) => request.url().includes('/oauth2/v2.0/authorize'));
    expect(authorize && new URL(authorize.url()).searchParams.get('prompt')).toBe('none');
    expect(authorize?.frame().parentFrame()).not.toBeNull();
  });

  it('signs out with logoutRedirect back to the portal, and the provider session is over', async () => {
    await page.evaluate(() => {
      void (window as unknown as MsalHarnessWindow).msalHarness.logoutRedirect();
    });
    // MSAL sends no id_token_hint: the provider asks the member to confirm, as B2C may.
    await page.waitForURL((url) => url.origin === origins.idpOrigin);
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL(`${origins.portalOrigin}/`);
    const after = await openMsalPage(context);
    const silent = await after.evaluate(async () => {
      const h = (window as unknown as MsalHarnessWindow).msalHarness;
      return h.accounts();
    });
    expect(silent).toEqual([]);
    // the provider's session is over: a silent authorize answers that the member must interact
    const response = await after.request.get(
      `${policyBase(origins.idpOrigin, policies.login).replace(/\/v2\.0$/, '')}/oauth2/v2.0/authorize?` +
        new URLSearchParams({
          client_id: clientIds.portal,
          redirect_uri: `${origins.portalOrigin}/callback`,
          response_type: 'code',
          scope: 'openid',
          prompt: 'none',
          code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
          code_challenge_method: 'S256',
        }).toString(),
      { maxRedirects: 0 },
    );
    expect(response.headers().location).toMatch(/error=interaction_required/);
    await after.close();
  });

  describe('in a popup, from a browser with no provider session', () => {
    let popupContext: BrowserContext;
    let popupPage: Page;
    beforeAll(async () => {
      popupContext = await browser.newContext();
      popupPage = await openMsalPage(popupContext);
    });
    afterAll(async () => popupContext?.close());

    async function loginPopup() {
      const [popup] = await Promise.all([
        popupContext.waitForEvent('page'),
        popupPage.evaluate((scopes) => {
          const h = (window as unknown as MsalHarnessWindow).msalHarness;
          (window as unknown as { pending: unknown }).pending = h.loginPopup(scopes);
        }, API_SCOPES),
      ]);
      await popup.waitForURL((url) => url.origin === origins.idpOrigin);
      const settled = () =>
        popupPage.evaluate(() => (window as unknown as { pending: Promise<unknown> }).pending) as Promise<{
          ok: boolean;
          errorCode?: string;
          errorMessage?: string;
          value?: { idTokenClaims: Record<string, unknown> };
        }>;
      return { popup, settled };
    }

    it('cancel on the sign-in page answers access_denied with AADB2C90091', async () => {
      const { popup, settled } = await loginPopup();
      await popup.getByRole('link', { name: CANCEL_LINK }).click();
      const result = await settled();
      expect(result).toMatchObject({ ok: false, errorCode: 'access_denied' });
      expect(result.errorMessage).toContain('AADB2C90091');
    });

    it('refuses banni@exemple.ca on the sign-in page: MSAL gets no token and no account', async () => {
      const { popup, settled } = await loginPopup();
      await fillSignIn(popup, BANNED);
      await popup.getByText(accountMessages.banned).waitFor();
      // MSAL 5 does not watch the popup close (COOP): the member leaves the refusal with the page's link.
      await popup.getByRole('link', { name: CANCEL_LINK }).click();
      expect(await settled()).toMatchObject({ ok: false, errorCode: 'access_denied' });
      expect(
        await popupPage.evaluate(() => (window as unknown as MsalHarnessWindow).msalHarness.accounts()),
      ).toEqual([]);
    });

    it('signs in with loginPopup', async () => {
      const { popup, settled } = await loginPopup();
      await fillSignIn(popup, MEMBER);
      expect(await settled()).toMatchObject({
        ok: true,
        value: { idTokenClaims: { emails: [MEMBER.email] } },
      });
    });
  });
});

/** Tokens from a code + PKCE sign-in through the provider's form, for the Node clients below. */
async function signInWithOpenIdClient(scope: string) {
  const config = await client.discovery(
    new URL(discoveryUrl(origins.idpOrigin, policies.login)),
    clientIds.account,
    undefined,
    client.None(),
  );
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const authorize = client.buildAuthorizationUrl(config, {
    redirect_uri: `${origins.accountOrigin}/callback`,
    scope,
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
  });
  const callback = await signInThroughForm(createTestBrowser(origins.idpOrigin), authorize.href, MEMBER);
  const tokens = await client.authorizationCodeGrant(config, new URL(callback), {
    pkceCodeVerifier: verifier,
    expectedState: state,
    idTokenExpected: true,
  });
  return { config, tokens };
}

describe('oidc-client-ts and openid-client refresh against the local provider over https', () => {
  const scope = 'openid offline_access account.info';

  it('oidc-client-ts renews with signinSilent and the refresh token', async () => {
    const { tokens } = await signInWithOpenIdClient(scope);
    const store = new WebStorageStateStore({ store: new InMemoryWebStorage() });
    const manager = new UserManager({
      authority: policyBase(origins.idpOrigin, policies.login),
      client_id: clientIds.account,
      redirect_uri: `${origins.accountOrigin}/callback`,
      scope,
      userStore: store,
      stateStore: store,
    });
    await manager.storeUser(
      new User({
        id_token: tokens.id_token,
        access_token: tokens.access_token,
        refresh_token: tokens.refresh_token,
        token_type: tokens.token_type,
        scope: tokens.scope,
        profile: tokens.claims() as never,
        expires_at: Math.floor(Date.now() / 1000) + (tokens.expires_in ?? 0),
      }),
    );
    const renewed = await manager.signinSilent();
    expect(renewed?.access_token).toBeTruthy();
    expect(renewed?.access_token).not.toBe(tokens.access_token);
    expect(renewed?.refresh_token).not.toBe(tokens.refresh_token);
  });

  it('openid-client refreshes with an explicit scope that names offline_access', async () => {
    const { config, tokens } = await signInWithOpenIdClient(scope);
    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token as string, { scope });
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    expect(refreshed.scope?.split(' ')).toEqual(expect.arrayContaining(['account.info']));
  });

  it('openid-client asking a scope that was not granted gets invalid_scope', async () => {
    const { config, tokens } = await signInWithOpenIdClient(scope);
    await expect(
      client.refreshTokenGrant(config, tokens.refresh_token as string, { scope: 'openid account.delete' }),
    ).rejects.toMatchObject({ error: 'invalid_scope' });
  });
});
