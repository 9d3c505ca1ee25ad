/**
 * The identity contract that the local provider, the member APIs and the sign-in client share:
 * tenant, policies, clients, the API audience and the scopes of SPEC.md §6.
 */
export const TENANT = 'portailb2c';

/** B2C user-flow (policy) names, keyed by the names SPEC.md §9 uses. */
export const policies = {
  login: 'B2C_1A_login',
  login_cbc: 'B2C_1A_login_cbc',
  signup: 'B2C_1A_signup',
  signup_cbc: 'B2C_1A_signup_cbc',
  reset: 'B2C_1A_reset',
  resetFacebook: 'B2C_1A_reset_facebook',
  internal: 'B2C_1A_internal',
  idpJwtAuth: 'B2C_1A_idpjwt',
  emailValidation: 'B2C_1A_email_validation',
  changePassword: 'B2C_1A_change_password',
} as const;

export type PolicyKey = keyof typeof policies;
export type PolicyName = (typeof policies)[PolicyKey];

/** Public clients (no secret is kept in a browser). */
export const clientIds = {
  portal: 'portail-web',
  account: 'portail-mon-compte',
} as const;

/** The `aud` of access tokens for the member APIs. */
export const MEMBER_API_AUDIENCE = 'portail-member-api';

/** The API scopes of SPEC.md §6 (openid, profile and offline_access are added per request). */
export const apiScopes = [
  'account.create',
  'account.delete',
  'account.info',
  'account.modify',
  'account.reset-password',
  'account.send-confirmation-email',
  'id.write',
  'radar',
  'subscriptions.write',
  'norah.write',
] as const;

export type ApiScope = (typeof apiScopes)[number];

/** One issuer per environment, the same for every policy, as B2C does with the tfp claim. */
export function issuerFor(idpOrigin: string): string {
  return `${idpOrigin}/${TENANT}/v2.0/`;
}

/** Where a policy's endpoints live: `{base}/.well-known/openid-configuration`, `{base}/oauth2/v2.0/…`. */
export function policyBase(idpOrigin: string, policy: PolicyName): string {
  return `${idpOrigin}/${TENANT}/${policy}/v2.0`;
}

export function discoveryUrl(idpOrigin: string, policy: PolicyName): string {
  return `${policyBase(idpOrigin, policy)}/.well-known/openid-configuration`;
}

/** The return point of Mon compte after the provider's password-change or email-validation flow. */
export const MEMBER_CENTER_CALLBACK_PATH = '/callback/membercenter';
/** Where the apps' sign-in redirects come back: the app itself reads the answer there. */
export const SIGN_IN_CALLBACK_PATH = '/callback';
/**
 * The apps' renewal callback: a static blank page of each app's build (`public/callback/`) that
 * keeps its address until the sign-in client has read the provider's answer from the hidden iframe
 * or the popup. Only this page may be framed by the app's own origin.
 */
export const RENEWAL_PAGE_PATH = '/callback/renouvellement.html';
/**
 * Each app's front-channel logout page (OpenID Connect Front-Channel Logout 1.0, registered as the
 * client's `frontchannel_logout_uri`): the provider loads it, with `iss` and `sid`, in a hidden
 * iframe and top-level at sign-out; it forgets the member's tokens when they are that session's.
 */
export const FRONT_CHANNEL_LOGOUT_PATH = '/callback/deconnexion';
/**
 * The provider's one continuation of its sign-out chain: an app's logout page, opened top-level,
 * goes back there (never elsewhere) and the provider sends the browser on to the next app.
 */
export const PROVIDER_LOGOUT_CONTINUE_PATH = '/deconnexion/suite';
