import type { DatabaseSync } from 'node:sqlite';

/**
 * Each member's "not before": the second of their last account-wide event (password change or
 * reset, ban). The member APIs refuse an access token issued in an earlier second (see
 * api/accounts/token-not-before.ts); the row goes with the member.
 *
 * JWT `iat` has whole seconds: the mark is the event's second, floored, and a token is refused when
 * its `iat` is strictly before it. A token issued in the event's own second stays valid — the fresh
 * sign-in that ends a password change on the provider's page is one — and so does, for at most that
 * second, a token issued just before the event.
 */
export function markTokensNotBefore(db: DatabaseSync, rcId: string, atMs: number = Date.now()): void {
  const second = Math.floor(atMs / 1000);
  db.prepare(
    `INSERT INTO member_tokens_not_before (rc_id, not_before) VALUES (?, ?)
     ON CONFLICT (rc_id) DO UPDATE SET not_before = MAX(not_before, excluded.not_before)`,
  ).run(rcId, second);
}

/**
 * A reader of members' not-before in seconds since the epoch (null when no account-wide event
 * happened), its statement prepared once: the member APIs read it at every request.
 */
export function createTokensNotBeforeReader(db: DatabaseSync): (rcId: string) => number | null {
  const select = db.prepare('SELECT not_before FROM member_tokens_not_before WHERE rc_id = ?');
  return (rcId) => {
    const row = select.get(rcId) as { not_before: number } | undefined;
    return row ? Number(row.not_before) : null;
  };
}

/** The member's not-before in seconds since the epoch, or null when no account-wide event happened. */
export function tokensNotBeforeOf(db: DatabaseSync, rcId: string): number | null {
  return createTokensNotBeforeReader(db)(rcId);
}
