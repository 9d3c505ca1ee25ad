/**
 * The identity paths that the apps, the local provider and the sign-in client share (the tenant's
 * settings are in the deployment configuration, deployment-config.ts).
 */
/** The return point of Mon compte after the provider's password-change or email-validation flow. */
export const MEMBER_CENTER_CALLBACK_PATH = '/callback/membercenter';
/** Where the apps' sign-in redirects come back: the app itself reads the answer there. */
export const SIGN_IN_CALLBACK_PATH = '/callback';
/**
 * The apps' renewal callback: a static blank page of each app's build (`public/callback/`) that
 * keeps its address until the sign-in client has read the provider's answer from the hidden iframe
 * or the popup (its script clears the address, unread, when it is opened any other way). Only this
 * page may be framed by the app's own origin.
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
