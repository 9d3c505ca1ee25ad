import type { Migration } from '../database.ts';

/**
 * Issue 32's tables: what the provider learns of each session's browser (its user agent, first and
 * last use) and the member's security events (the sign-in history, kept 90 days). Both go with the
 * member (ON DELETE CASCADE). Listed after the provider's tables (idp-migrations.ts).
 */
export const securityMigrations: readonly Migration[] = [
  {
    id: '0130-session-devices',
    sql: `CREATE TABLE session_devices (
      public_id TEXT PRIMARY KEY,
      session_uid TEXT NOT NULL,
      account_id TEXT NOT NULL REFERENCES members(rc_id) ON DELETE CASCADE,
      user_agent TEXT,
      first_used_at INTEGER NOT NULL,
      last_used_at INTEGER NOT NULL,
      UNIQUE (session_uid, account_id)
    );
    CREATE INDEX session_devices_account ON session_devices (account_id);`,
  },
  {
    id: '0131-security-events',
    sql: `CREATE TABLE security_events (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      rc_id TEXT NOT NULL REFERENCES members(rc_id) ON DELETE CASCADE,
      kind TEXT NOT NULL,
      reason TEXT,
      user_agent TEXT,
      at INTEGER NOT NULL
    );
    CREATE INDEX security_events_member ON security_events (rc_id, at);`,
  },
];
