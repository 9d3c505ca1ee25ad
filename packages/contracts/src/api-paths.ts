/**
 * The member APIs' paths (SPEC.md §7), on the API origin: what Mon compte, the portal's member and
 * region packages and the identity wrapper call, and what the local services serve. The
 * validation-mail path is not in the spec: this one is ours.
 */
const ACCOUNT_ME_PATH = '/id/v3/accounts/me';
export const SEND_CONFIRMATION_EMAIL_PATH = '/id/v3/accounts/me/send-confirmation-email';

/** Every path by name (the portal's packages import the one constant they call, for size). */
export const apiPaths = {
  accountMe: ACCOUNT_ME_PATH,
  uploadAvatar: '/id/v3/accounts/me/upload-avatar',
  deleteAccount: '/id/v3/accounts/me/delete',
  sendConfirmationEmail: SEND_CONFIRMATION_EMAIL_PATH,
  /** With `?context={site}`. */
  resetPassword: '/sso/id/v3/accounts/reset-password',
  /** Page data of Mon compte's profile and avatar pages (`{ data, meta, metric, routing }`). */
  spherePages: {
    profile: '/neuro/sphere/v1/profile-ca/profile',
    avatar: '/neuro/sphere/v1/profile-ca/avatar',
  },
  graphql: '/graphql',
  /** The visitor-identity login (SPEC.md §7): the member's login id as JSON-LD, the RC plus id back. */
  visitorIdentityLogin: '/visitor-identity/login',
} as const;

/**
 * The API names of an application's `apiRouting` (GET /v5/{app}/settings), each resolved to a host
 * by the clients' API helper (SPEC.md §7): accounts (/id/v3/…), sso (/sso/id/v3/…), sphere
 * (/neuro/sphere/v1/…), graphql (/graphql), settings (/v5/…), trace ({app}/trace/…), push (/push/…),
 * visitorIdentity (/visitor-identity/…), analytics (/analytics/…), audio (/audio/…).
 */
export const apiNames = [
  'accounts',
  'sso',
  'sphere',
  'graphql',
  'settings',
  'trace',
  'push',
  'visitorIdentity',
  'analytics',
  'audio',
] as const;

export type ApiName = (typeof apiNames)[number];

/**
 * Every API on one origin: what the local services' settings answer, and the routing the clients
 * use (from their runtime config) for as long as no application's settings say otherwise.
 */
export function apiRoutingOn(origin: string): Record<ApiName, string> {
  return Object.fromEntries(apiNames.map((name) => [name, origin])) as Record<ApiName, string>;
}

/** GET an application's settings (SPEC.md §7), by the registry's application id. */
export function appSettingsPath(appId: string): string {
  return `/v5/${encodeURIComponent(appId)}/settings`;
}

/** The folder of an application's favicons (SPEC.md §7), ending with `/`. */
export function appIconsPath(appId: string): string {
  return `/v5/${encodeURIComponent(appId)}/dist/assets/pwa/`;
}
