/**
 * The member APIs' paths (SPEC.md §7), on the API origin: what Mon compte, the portal's member and
 * region packages and the identity wrapper call, and what the local services serve. The
 * validation-mail path is not in the spec: this one is ours.
 */
export const ACCOUNT_ME_PATH = '/id/v3/accounts/me';
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
} as const;

/** GET an application's settings (SPEC.md §7), by the registry's application id. */
export function appSettingsPath(appId: string): string {
  return `/v5/${encodeURIComponent(appId)}/settings`;
}

/** The folder of an application's favicons (SPEC.md §7), ending with `/`. */
export function appIconsPath(appId: string): string {
  return `/v5/${encodeURIComponent(appId)}/dist/assets/pwa/`;
}
