/**
 * The MSAL.js test page: `@azure/msal-browser` configured as Microsoft documents for Azure AD B2C —
 * the policy's authority, the provider's host in knownAuthorities, a redirect bridge page as the
 * redirect URI — and a few calls a test drives through `window.msalHarness`.
 * https://learn.microsoft.com/en-us/entra/identity-platform/msal-js-initializing-client-applications
 * https://learn.microsoft.com/en-us/azure/active-directory-b2c/enable-authentication-spa-app-options
 */
import {
  AuthError,
  PublicClientApplication,
  type AccountInfo,
  type CacheLookupPolicy,
  type AuthenticationResult,
} from '@azure/msal-browser';
import { HARNESS_PATH } from './harness-api.ts';
import { MSAL_BRIDGE, MSAL_OPTIONS_KEY } from './msal-api.ts';
import type {
  MsalHarness,
  MsalHarnessOptions,
  MsalHarnessWindow,
  Outcome,
  TokenSummary,
} from './msal-api.ts';

let pca: PublicClientApplication | undefined;
let lastAccessToken = '';

function summary(result: AuthenticationResult): TokenSummary {
  lastAccessToken = result.accessToken;
  return {
    accessToken: result.accessToken,
    idTokenClaims: result.idTokenClaims as Record<string, unknown>,
    scopes: result.scopes,
    tokenType: result.tokenType,
    fromCache: result.fromCache,
    account: {
      homeAccountId: result.account.homeAccountId,
      localAccountId: result.account.localAccountId,
      username: result.account.username,
      tenantId: result.account.tenantId,
    },
  };
}

async function outcome<T>(work: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (error instanceof AuthError)
      return { ok: false, errorCode: error.errorCode, errorMessage: error.errorMessage };
    return { ok: false, errorCode: 'exception', errorMessage: String(error) };
  }
}

function client(): PublicClientApplication {
  if (!pca) throw new Error('msalHarness.create() first');
  return pca;
}

function account(): AccountInfo {
  const [first] = client().getAllAccounts();
  if (!first) throw new Error('no signed-in account');
  return first;
}

async function create(options: MsalHarnessOptions): Promise<Outcome<TokenSummary | null>> {
  sessionStorage.setItem(MSAL_OPTIONS_KEY, JSON.stringify(options));
  const created = new PublicClientApplication({
    auth: {
      clientId: options.clientId,
      authority: options.authority,
      knownAuthorities: [new URL(options.idpOrigin).host],
      redirectUri: `${location.origin}${HARNESS_PATH}${MSAL_BRIDGE}`,
      postLogoutRedirectUri: options.postLogoutRedirectUri,
    },
    cache: { cacheLocation: 'sessionStorage' },
  });
  await created.initialize();
  pca = created;
  return outcome(async () => {
    const result = await client().handleRedirectPromise();
    return result ? summary(result) : null;
  });
}

const harness: MsalHarness = {
  create,
  redirect: undefined,
  async loginRedirect(scopes) {
    await client().loginRedirect({ scopes });
  },
  loginPopup: (scopes) => outcome(async () => summary(await client().loginPopup({ scopes }))),
  acquireTokenSilent: (scopes, cacheLookupPolicy) =>
    outcome(async () =>
      summary(
        await client().acquireTokenSilent({
          scopes,
          account: account(),
          cacheLookupPolicy: cacheLookupPolicy as CacheLookupPolicy,
        }),
      ),
    ),
  removeRefreshTokens() {
    const keys = Object.keys(sessionStorage).filter((key) => key.toLowerCase().includes('refreshtoken'));
    for (const key of keys) sessionStorage.removeItem(key);
    return keys.length;
  },
  accounts: () =>
    client()
      .getAllAccounts()
      .map(({ homeAccountId, username }) => ({ homeAccountId, username })),
  async callApi(url) {
    const response = await fetch(url, { headers: { authorization: `Bearer ${lastAccessToken}` } });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  },
  async logoutRedirect() {
    await client().logoutRedirect({ account: account() });
  },
};

(window as unknown as MsalHarnessWindow).msalHarness = harness;
// Back from the provider (through the bridge): the same client handles the answer.
const saved = sessionStorage.getItem(MSAL_OPTIONS_KEY);
if (saved !== null) harness.redirect = create(JSON.parse(saved) as MsalHarnessOptions);
