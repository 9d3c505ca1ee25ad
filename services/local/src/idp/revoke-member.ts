import type { DatabaseSync } from 'node:sqlite';
import { markTokensNotBefore } from '../members/tokens-not-before.ts';
import { recordEndedSessions } from './ended-sessions.ts';

/** Why a member's access is revoked (what the README's table says each event ends). */
export type RevocationReason =
  | 'banned'
  | 'password-changed'
  | 'password-reset'
  | 'deleted'
  /** The member asked for their account's deletion (issue 32 item 3): signed out everywhere. */
  | 'deletion-scheduled';

export interface RevocationOptions {
  /**
   * The provider session (its id, the session cookie's value) in which the member changed their own
   * password: it stays, every other one ends. Ignored for a ban, a reset or a deletion.
   */
  keepSession?: string | null;
}

export interface Revoked {
  sessions: number;
  /** Grants, refresh tokens and authorization codes. */
  grants: number;
}

/** What oidc-provider stores that lets a member get tokens without typing their password. */
const TOKEN_MODELS = ['RefreshToken', 'AuthorizationCode', 'AccessToken'] as const;
const GRANT_MODELS = ['Grant', ...TOKEN_MODELS] as const;
const tokenModelList = TOKEN_MODELS.map((model) => `'${model}'`).join(', ');

function parse(payload: unknown): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(String(payload));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function sidsOfSession(payload: Record<string, unknown>): string[] {
  const authorizations = payload.authorizations;
  if (typeof authorizations !== 'object' || authorizations === null) return [];
  return Object.values(authorizations as Record<string, { sid?: unknown }>).flatMap(({ sid }) =>
    typeof sid === 'string' && sid !== '' ? [sid] : [],
  );
}

/**
 * The sids (per client and session) of what an account-wide event ends: the member's provider
 * sessions but `keep`, and the sessions its codes and refresh tokens came from. They join the
 * sessions ended by a sign-out (ended-sessions.ts), so the member APIs refuse an access token of
 * theirs even when it was issued in the event's own second, which the not-before (whole seconds)
 * lets through: someone who renews with the member's session or refresh token without pause would
 * otherwise keep their last token, most often of that second.
 */
function endedSids(db: DatabaseSync, rcId: string, keep: string | null): Set<string> {
  const kept = new Set<string>();
  const ended = new Set<string>();
  const sessions = db
    .prepare("SELECT id, payload FROM oidc_payloads WHERE model = 'Session' AND account_id = ?")
    .all(rcId) as { id: string; payload: string }[];
  for (const { id, payload } of sessions) {
    for (const sid of sidsOfSession(parse(payload))) (id === keep ? kept : ended).add(sid);
  }
  const tokens = db
    .prepare(`SELECT payload FROM oidc_payloads WHERE account_id = ? AND model IN (${tokenModelList})`)
    .all(rcId) as { payload: string }[];
  for (const { payload } of tokens) {
    const { sid } = parse(payload);
    if (typeof sid === 'string' && sid !== '' && !kept.has(sid)) ended.add(sid);
  }
  return ended;
}

/**
 * Ends what lets a member obtain tokens without their password, in the provider's storage (shared
 * SQLite, so the member APIs can call it from the same process): every grant with its refresh
 * tokens and unredeemed codes, and every provider (SSO) session, except, for a password the member
 * changed themself, the session they changed it in. Access tokens already issued are
 * self-contained JWTs: the member's not-before is set to now, and the member APIs refuse every
 * access token issued in an earlier second (members/tokens-not-before.ts), and every one of a
 * session that ended here (endedSids).
 */
export function revokeMemberAccess(
  db: DatabaseSync,
  rcId: string,
  reason: RevocationReason,
  options: RevocationOptions = {},
): Revoked {
  const keep = reason === 'password-changed' ? (options.keepSession ?? null) : null;
  if (reason !== 'deleted') {
    markTokensNotBefore(db, rcId);
    recordEndedSessions(db, endedSids(db, rcId, keep));
  }
  const grantIds = (
    db.prepare("SELECT id FROM oidc_payloads WHERE model = 'Grant' AND account_id = ?").all(rcId) as {
      id: string;
    }[]
  ).map((row) => row.id);
  let grants = 0;
  // Only tokens: an interaction in progress also names its grant, and must finish.
  const byGrant = db.prepare(`DELETE FROM oidc_payloads WHERE grant_id = ? AND model IN (${tokenModelList})`);
  for (const grantId of grantIds) grants += Number(byGrant.run(grantId).changes);
  const placeholders = GRANT_MODELS.map(() => '?').join(', ');
  grants += Number(
    db
      .prepare(`DELETE FROM oidc_payloads WHERE account_id = ? AND model IN (${placeholders})`)
      .run(rcId, ...GRANT_MODELS).changes,
  );
  const sessions = Number(
    db
      .prepare("DELETE FROM oidc_payloads WHERE model = 'Session' AND account_id = ? AND id IS NOT ?")
      .run(rcId, keep).changes,
  );
  return { sessions, grants };
}

/**
 * Ends the grants a provider session holds (sign-out): their refresh tokens and codes stop working
 * even where oidc-provider would keep them (offline_access survives its RP-initiated logout).
 */
export function revokeSessionGrants(db: DatabaseSync, grantIds: readonly string[]): void {
  const tokens = db.prepare(`DELETE FROM oidc_payloads WHERE grant_id = ? AND model IN (${tokenModelList})`);
  const grant = db.prepare("DELETE FROM oidc_payloads WHERE model = 'Grant' AND id = ?");
  for (const grantId of grantIds) {
    tokens.run(grantId);
    grant.run(grantId);
  }
}
