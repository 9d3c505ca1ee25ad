import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { DELETION_GRACE_DAYS, type ScheduledDeletion } from '@portail/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DeletionStore {
  /** The member's scheduled deletion, or null. */
  scheduledFor(rcId: string): ScheduledDeletion | null;
  /** Schedules the deletion DELETION_GRACE_DAYS after `at` (an existing one stays as it was). */
  schedule(rcId: string, at: Date): ScheduledDeletion;
  /** Cancels it; false when none was scheduled. */
  cancel(rcId: string): boolean;
  /** The members whose deletion is due at `at`. */
  due(at: Date): { rcId: string; scheduled: ScheduledDeletion }[];
  /** Keeps the digest of a purged member's id (no personal data). */
  markPurged(rcId: string, at: Date): void;
  /** Whether an account of this id was purged. */
  wasPurged(rcId: string): boolean;
}

const digestOf = (rcId: string) => createHash('sha256').update(rcId).digest('hex');

export function createDeletionStore(db: DatabaseSync): DeletionStore {
  const select = db.prepare('SELECT requested_at, purge_at FROM api_account_deletions WHERE member_id = ?');
  const insert = db.prepare(
    'INSERT OR IGNORE INTO api_account_deletions (member_id, requested_at, purge_at) VALUES (?, ?, ?)',
  );
  const remove = db.prepare('DELETE FROM api_account_deletions WHERE member_id = ?');
  const dueRows = db.prepare(
    'SELECT member_id, requested_at, purge_at FROM api_account_deletions WHERE purge_at <= ? ORDER BY purge_at',
  );
  const purged = db.prepare(
    'INSERT OR IGNORE INTO api_purged_accounts (rc_id_digest, purged_at) VALUES (?, ?)',
  );
  const findPurged = db.prepare('SELECT 1 AS found FROM api_purged_accounts WHERE rc_id_digest = ?');

  const scheduledFor = (rcId: string): ScheduledDeletion | null => {
    const row = select.get(rcId) as { requested_at: string; purge_at: string } | undefined;
    return row ? { requestedAt: row.requested_at, purgeAt: row.purge_at } : null;
  };
  return {
    scheduledFor,
    schedule(rcId, at) {
      insert.run(rcId, at.toISOString(), new Date(at.getTime() + DELETION_GRACE_DAYS * DAY_MS).toISOString());
      return scheduledFor(rcId) as ScheduledDeletion;
    },
    cancel: (rcId) => Number(remove.run(rcId).changes) > 0,
    due(at) {
      const rows = dueRows.all(at.toISOString()) as {
        member_id: string;
        requested_at: string;
        purge_at: string;
      }[];
      return rows.map((row) => ({
        rcId: row.member_id,
        scheduled: { requestedAt: row.requested_at, purgeAt: row.purge_at },
      }));
    },
    markPurged(rcId, at) {
      purged.run(digestOf(rcId), at.toISOString());
    },
    wasPurged: (rcId) => findPurged.get(digestOf(rcId)) !== undefined,
  };
}
