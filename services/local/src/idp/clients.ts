import {
  FRONT_CHANNEL_LOGOUT_PATH,
  MEMBER_CENTER_CALLBACK_PATH,
  RENEWAL_PAGE_PATH,
  SIGN_IN_CALLBACK_PATH,
  type PortailConfig,
} from '@portail/contracts';
import { clientIds } from '@portail/contracts/local-defaults';

/**
 * The end-to-end identity harness, served on the portal origin only with PORTAIL_TEST_HOOKS=1
 * (services/local/src/stack.ts): its page is its own sign-in callback, beside its renewal page, and
 * its sign-out test comes back to the page with `?deconnecte=1`.
 */
export const IDENTITY_HARNESS_PATH = '/__identity-harness/';
/**
 * The MSAL.js test page's redirect bridge (interop/msal-b2c.interop.ts): where the provider sends
 * MSAL's answers for its redirect, popup and hidden iframe, framable by its own origin as a renewal
 * page is.
 */
export const MSAL_BRIDGE_PAGE = 'msal-callback.html';
const harnessRedirectPaths = [
  IDENTITY_HARNESS_PATH,
  `${IDENTITY_HARNESS_PATH}renouvellement.html`,
  `${IDENTITY_HARNESS_PATH}${MSAL_BRIDGE_PAGE}`,
];
const harnessPostLogoutPaths = [`${IDENTITY_HARNESS_PATH}?deconnecte=1`];

/**
 * Where each app receives sign-in answers (redirect_uri, matched exactly as B2C does): its callback
 * route, which removes the tokens from the address before anything renders, and its renewal page
 * (hidden iframe and popup). Mon compte also gets the answers of its password-change and
 * email-validation flows on /callback/membercenter. No other page: a token must never land on a page
 * that does not clean the address.
 */
const redirectPaths = [SIGN_IN_CALLBACK_PATH, RENEWAL_PAGE_PATH];
const accountRedirectPaths = [MEMBER_CENTER_CALLBACK_PATH];
/** Where the apps send a member after sign-out (post_logout_redirect_uri): their home page. */
const postLogoutPaths = ['/'];

function urls(origin: string, paths: readonly string[]): string[] {
  return paths.map((path) => new URL(path, origin).href);
}

export interface ClientOptions {
  /** Also register the identity harness's addresses (test hooks on). */
  identityHarness?: boolean;
}

/** The two public clients: the portal shell and Mon compte, each with its own origin. */
export function portailClients(config: PortailConfig, { identityHarness = false }: ClientOptions = {}) {
  const client = (
    clientId: string,
    clientName: string,
    origin: string,
    extra: { redirect: readonly string[]; postLogout: readonly string[] },
  ) => ({
    client_id: clientId,
    client_name: clientName,
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'implicit', 'refresh_token'],
    response_types: ['code', 'id_token token', 'id_token'],
    redirect_uris: urls(origin, [...redirectPaths, ...extra.redirect]),
    post_logout_redirect_uris: urls(origin, [...postLogoutPaths, ...extra.postLogout]),
  });
  const harness = identityHarness
    ? { redirect: harnessRedirectPaths, postLogout: harnessPostLogoutPaths }
    : { redirect: [], postLogout: [] };
  return [
    client(clientIds.portal, 'Portail', config.portalOrigin, harness),
    client(clientIds.account, 'Mon compte', config.accountOrigin, {
      redirect: accountRedirectPaths,
      postLogout: [],
    }),
  ];
}

export function appOrigins(config: PortailConfig): string[] {
  return [config.portalOrigin, config.accountOrigin];
}

/**
 * Each client's front-channel logout URI (OpenID Connect Front-Channel Logout 1.0
 * `frontchannel_logout_uri`, with `frontchannel_logout_session_required`: the provider adds `iss`
 * and `sid`). Azure AD B2C registers it as the application's "Front-channel logout URL" and loads it
 * in a hidden iframe at sign-out:
 * https://learn.microsoft.com/en-us/azure/active-directory-b2c/session-behavior#single-sign-out.
 * oidc-provider 9 has no front-channel feature: `front-channel-logout.ts` builds it on these URIs.
 */
export function frontChannelLogoutUris(config: PortailConfig): Record<string, string> {
  return {
    [clientIds.portal]: new URL(FRONT_CHANNEL_LOGOUT_PATH, config.portalOrigin).href,
    [clientIds.account]: new URL(FRONT_CHANNEL_LOGOUT_PATH, config.accountOrigin).href,
  };
}

/** The client whose registered post-logout URIs hold `uri` exactly, if exactly one does. */
export function clientOfPostLogoutUri(
  config: PortailConfig,
  uri: string,
  options: ClientOptions = {},
): string | undefined {
  const owners = portailClients(config, options).filter((client) =>
    client.post_logout_redirect_uris.includes(uri),
  );
  return owners.length === 1 ? owners[0]?.client_id : undefined;
}
