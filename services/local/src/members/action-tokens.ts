import { createHash, randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';

/** What a mailed link lets its holder do. */
/** `restore-email`: the undo link mailed to the old address after an email change (issue 32). */
export type ActionPurpose = 'reset-password' | 'verify-email' | 'restore-email';

export const actionTokenLifetimesMs: Readonly<Record<ActionPurpose, number>> = {
  'reset-password': 60 * 60 * 1000,
  'verify-email': 24 * 60 * 60 * 1000,
  'restore-email': 72 * 60 * 60 * 1000,
};

interface ActionTokenRecord {
  rcId: string;
  purpose: ActionPurpose;
  /** The address the link was sent to: a verify-email link only verifies that address. */
  email: string;
  expiresAt: number;
}

export interface ActionTokens {
  /** A fresh single-use token (only its hash is stored). */
  issue(input: { rcId: string; purpose: ActionPurpose; email: string; now?: number }): string;
  /** The token's record if it exists, is unused, unexpired and for `purpose`; it stays usable. */
  peek(token: string, purpose: ActionPurpose, now?: number): ActionTokenRecord | null;
  /** Like peek, and marks the token used so that it works only once. */
  consume(token: string, purpose: ActionPurpose, now?: number): ActionTokenRecord | null;
  /** How many tokens of `purpose` were issued for the member since `since` (for daily limits). */
  countIssuedSince(rcId: string, purpose: ActionPurpose, since: number): number;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Single-use tokens behind the links of reset and validation mails, stored hashed in SQLite. */
export function createActionTokens(db: DatabaseSync): ActionTokens {
  const insert = db.prepare(
    'INSERT INTO member_action_tokens (token_hash, rc_id, purpose, email, expires_at) VALUES (?, ?, ?, ?, ?)',
  );
  const select = db.prepare('SELECT * FROM member_action_tokens WHERE token_hash = ?');
  const markUsed = db.prepare(
    'UPDATE member_action_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL',
  );
  const countSince = db.prepare(
    'SELECT COUNT(*) AS n FROM member_action_tokens WHERE rc_id = ? AND purpose = ? AND expires_at - ? >= ?',
  );

  const peek = (token: string, purpose: ActionPurpose, now = Date.now()): ActionTokenRecord | null => {
    if (typeof token !== 'string' || token.length < 20 || token.length > 200) return null;
    const row = select.get(hashToken(token)) as Record<string, string | number | null> | undefined;
    if (!row || row.purpose !== purpose || row.used_at !== null || Number(row.expires_at) <= now) return null;
    return { rcId: String(row.rc_id), purpose, email: String(row.email), expiresAt: Number(row.expires_at) };
  };

  return {
    issue({ rcId, purpose, email, now = Date.now() }) {
      const token = randomBytes(32).toString('base64url');
      insert.run(hashToken(token), rcId, purpose, email, now + actionTokenLifetimesMs[purpose]);
      return token;
    },
    peek,
    consume(token, purpose, now = Date.now()) {
      const record = peek(token, purpose, now);
      if (!record) return null;
      return Number(markUsed.run(now, hashToken(token)).changes) === 1 ? record : null;
    },
    countIssuedSince(rcId, purpose, since) {
      const row = countSince.get(rcId, purpose, actionTokenLifetimesMs[purpose], since) as { n: number };
      return Number(row.n);
    },
  };
}
