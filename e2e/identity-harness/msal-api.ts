/**
 * What the MSAL.js test page (msal.html) exposes on `window.msalHarness` for `page.evaluate`:
 * Microsoft's own `@azure/msal-browser`, configured as Microsoft documents for Azure AD B2C, against
 * the local provider (interop/msal-b2c.interop.ts).
 */
export const MSAL_PAGE = 'msal.html';
/** The redirect bridge (MSAL 5): where the provider sends every answer; registered with the test hooks. */
export const MSAL_BRIDGE = 'msal-callback.html';
/** sessionStorage key of the options, so the page rebuilds the same client when the provider returns. */
export const MSAL_OPTIONS_KEY = 'msal-harness.options';

export interface MsalHarnessOptions {
  /** The provider's origin (the B2C "b2clogin" host). */
  idpOrigin: string;
  clientId: string;
  /** `{idpOrigin}/{tenant}/{policy}` */
  authority: string;
  /** Where logoutRedirect lands (a registered post_logout_redirect_uri). */
  postLogoutRedirectUri: string;
}

/** The parts of an AuthenticationResult a test reads (no token is logged: they stay in the page). */
export interface TokenSummary {
  accessToken: string;
  idTokenClaims: Record<string, unknown>;
  scopes: string[];
  tokenType: string;
  fromCache: boolean;
  account: { homeAccountId: string; localAccountId: string; username: string; tenantId: string };
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; errorCode: string; errorMessage: string };

export interface MsalHarness {
  /** Creates the client (initialize + handleRedirectPromise), keeping the options for the return. */
  create(options: MsalHarnessOptions): Promise<Outcome<TokenSummary | null>>;
  /** Settles once the page has handled (or found no) redirect answer. */
  redirect: Promise<Outcome<TokenSummary | null>> | undefined;
  loginRedirect(scopes: string[]): Promise<void>;
  loginPopup(scopes: string[]): Promise<Outcome<TokenSummary>>;
  /** acquireTokenSilent for the signed-in account with a CacheLookupPolicy (3: refresh token only, 5: iframe). */
  acquireTokenSilent(scopes: string[], cacheLookupPolicy: number): Promise<Outcome<TokenSummary>>;
  /** Removes every refresh token from MSAL's cache; returns how many there were. */
  removeRefreshTokens(): number;
  accounts(): { homeAccountId: string; username: string }[];
  /** GET a member-API path with the last access token; the status and the JSON body. */
  callApi(url: string): Promise<{ status: number; body: unknown }>;
  logoutRedirect(): Promise<void>;
}

export type MsalHarnessWindow = Window & { msalHarness: MsalHarness };
