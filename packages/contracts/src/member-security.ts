/**
 * Issue 32: a member's devices and sessions, their sign-in history and the undo of an email change.
 * What Mon compte calls and the member APIs serve (paths, answers, the French messages both sides
 * say). The stand-in's side: services/local/src/api/accounts/session-routes.ts and
 * security-history-route.ts; Mon compte's: apps/account/src/security/.
 */

/** Every path on the API origin (`accounts` in the API routing). */
export const memberSecurityPaths = {
  /** GET: the member's live sessions (scope account.info). */
  sessions: '/id/v3/accounts/me/sessions',
  /** DELETE: ends every session but the one of the request's token (scope account.modify). */
  otherSessions: '/id/v3/accounts/me/sessions/others',
  /** GET `?page=1`: the sign-in history, newest first (scope account.info). */
  history: '/id/v3/accounts/me/history',
} as const;

/** DELETE: ends one session by its id (scope account.modify). */
export function memberSessionPath(id: string): string {
  return `${memberSecurityPaths.sessions}/${encodeURIComponent(id)}`;
}

/** What the user agent says of the device (parsed by the stand-in; nothing else is known of it). */
export type DeviceKind = 'mobile' | 'tablet' | 'desktop' | 'unknown';

export interface DeviceDescription {
  kind: DeviceKind;
  /** « Chrome 131 », « Firefox 128 », « Safari 17 »; null when the user agent says nothing usable. */
  browser: string | null;
  /** « Android 14 », « Windows », « macOS », « iOS 17 »; null when unknown. */
  system: string | null;
}

/** One live session of the member: a browser where they are signed in. */
export interface MemberSessionView {
  /** An opaque id (never the session cookie's value). */
  id: string;
  device: DeviceDescription;
  /** ISO 8601. */
  firstUsedAt: string;
  lastUsedAt: string;
  /** The session of the token that asked. */
  current: boolean;
}

export interface MemberSessionsAnswer {
  sessions: MemberSessionView[];
}

/** The answer of an ending: how many sessions ended (0: already gone). */
export interface EndedSessionsAnswer {
  ended: number;
}

/** How long the sign-in history is kept, then purged. */
export const SECURITY_HISTORY_DAYS = 90;
/** Events per page of the history. */
export const SECURITY_HISTORY_PAGE_SIZE = 20;
/** The largest page number accepted (a bound on the query, not on the data). */
export const SECURITY_HISTORY_MAX_PAGE = 1000;

export const securityEventKinds = [
  'sign-in',
  'sign-in-failed',
  'new-device',
  'password-reset',
  'password-changed',
  'email-changed',
  'email-restored',
] as const;
export type SecurityEventKind = (typeof securityEventKinds)[number];

export const signInFailureReasons = ['wrong-password', 'too-many-attempts', 'banned'] as const;
export type SignInFailureReason = (typeof signInFailureReasons)[number];

export interface SecurityEventView {
  id: string;
  kind: SecurityEventKind;
  /** ISO 8601. */
  at: string;
  /** For `sign-in-failed` only. */
  reason: SignInFailureReason | null;
  /** The device of a sign-in (from its user agent); null where the event had none. */
  device: DeviceDescription | null;
}

export interface SecurityHistoryPage {
  events: SecurityEventView[];
  page: number;
  pageSize: number;
  total: number;
  retentionDays: number;
}

/** What the member APIs and Mon compte both say about these features. */
export const memberSecurityMessages = {
  invalidSessionId:
    'L’identifiant de session doit être une suite de 1 à 64 lettres, chiffres, « - » ou « _ ».',
  sessionNotFound: 'Cette session est déjà terminée ou n’existe pas.',
  invalidPage: `Le numéro de page doit être un nombre entier de 1 à ${SECURITY_HISTORY_MAX_PAGE}.`,
} as const;
