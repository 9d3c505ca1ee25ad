import type { DatabaseSync } from 'node:sqlite';
import {
  SECURITY_HISTORY_DAYS,
  type SecurityEventKind,
  type SecurityEventView,
  type SignInFailureReason,
} from '@portail/contracts';
import { describeUserAgent } from './user-agent.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The whole table's expired rows are deleted at a write at most this often. */
const PURGE_EVERY_MS = 60 * 1000;
/** A stored user agent is cut to this length (describeUserAgent reads no more). */
const MAX_USER_AGENT = 512;

export interface SecurityEventDetails {
  reason?: SignInFailureReason;
  userAgent?: string | null;
}

export interface SecurityEvents {
  record(rcId: string, kind: SecurityEventKind, details?: SecurityEventDetails): void;
  /** The member's events of the last 90 days, newest first: page `page` (from 1) of `pageSize`. */
  page(rcId: string, page: number, pageSize: number): { events: SecurityEventView[]; total: number };
}

/**
 * The member's sign-in history (issue 32 item 2): sign-ins, refused sign-ins with their reason,
 * new devices, password resets and changes, email changes and restorations, recorded where they
 * happen (the provider's sign-in, the member store's password writes, the member APIs' email
 * change, the undo link). Kept SECURITY_HISTORY_DAYS days: an older event is never read, and is
 * deleted at the next write (at most once a minute for the whole table) or read of its member.
 */
export function createSecurityEvents(db: DatabaseSync, now: () => number = Date.now): SecurityEvents {
  const insert = db.prepare(
    'INSERT INTO security_events (rc_id, kind, reason, user_agent, at) VALUES (?, ?, ?, ?, ?)',
  );
  const purgeAll = db.prepare('DELETE FROM security_events WHERE at < ?');
  const purgeMember = db.prepare('DELETE FROM security_events WHERE rc_id = ? AND at < ?');
  const count = db.prepare('SELECT COUNT(*) AS n FROM security_events WHERE rc_id = ? AND at >= ?');
  const select = db.prepare(`SELECT id, kind, reason, user_agent, at FROM security_events
      WHERE rc_id = ? AND at >= ? ORDER BY at DESC, id DESC LIMIT ? OFFSET ?`);
  const members = db.prepare('SELECT 1 FROM members WHERE rc_id = ?');
  const horizon = () => now() - SECURITY_HISTORY_DAYS * DAY_MS;
  let purgedAt = -Infinity;

  return {
    record(rcId, kind, details = {}) {
      if (!members.get(rcId)) return;
      const at = now();
      if (at - purgedAt >= PURGE_EVERY_MS) {
        purgedAt = at;
        purgeAll.run(horizon());
      }
      const userAgent = details.userAgent ? details.userAgent.slice(0, MAX_USER_AGENT) : null;
      insert.run(rcId, kind, details.reason ?? null, userAgent, at);
    },
    page(rcId, page, pageSize) {
      const since = horizon();
      purgeMember.run(rcId, since);
      const total = Number((count.get(rcId, since) as { n: number }).n);
      const rows = select.all(rcId, since, pageSize, (page - 1) * pageSize) as {
        id: number;
        kind: SecurityEventKind;
        reason: SignInFailureReason | null;
        user_agent: string | null;
        at: number;
      }[];
      return {
        total,
        events: rows.map((row) => ({
          id: String(row.id),
          kind: row.kind,
          at: new Date(row.at).toISOString(),
          reason: row.reason,
          device: row.user_agent === null ? null : describeUserAgent(row.user_agent),
        })),
      };
    },
  };
}
