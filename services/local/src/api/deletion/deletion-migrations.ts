import type { Migration } from '../../database.ts';

/**
 * Deletion with a grace period (issue 32 item 3): the scheduled deletions (they go with the member,
 * purged or restored), and the purged accounts' ids as SHA-256 digests only — no personal data —
 * so that a cancel that comes after the window can say why it does nothing.
 */
export const deletionMigrations: readonly Migration[] = [
  {
    id: '0310-account-deletions',
    sql: `
      CREATE TABLE api_account_deletions (
        member_id TEXT PRIMARY KEY REFERENCES members(rc_id) ON DELETE CASCADE,
        requested_at TEXT NOT NULL,
        purge_at TEXT NOT NULL
      );
      CREATE INDEX api_account_deletions_by_purge ON api_account_deletions (purge_at);
      CREATE TABLE api_purged_accounts (
        rc_id_digest TEXT PRIMARY KEY,
        purged_at TEXT NOT NULL
      );
    `,
  },
];
