import type { Migration } from '../database.ts';

/**
 * The member APIs' own tables (members, their profile, regions and picture belong to the member
 * store). Rows keyed by `member_id` reference `members(rc_id)` and go with the member. To be listed
 * after the member migrations.
 */
export const apiMigrations: readonly Migration[] = [
  {
    id: '0200-api-member-data',
    sql: `
      CREATE TABLE api_newsletter_subscriptions (
        member_id TEXT NOT NULL REFERENCES members(rc_id) ON DELETE CASCADE,
        code TEXT NOT NULL,
        email TEXT NOT NULL,
        subscribed_at TEXT NOT NULL,
        PRIMARY KEY (member_id, code)
      );
      CREATE TABLE api_persisted_queries (
        sha256 TEXT PRIMARY KEY,
        query TEXT NOT NULL,
        registered_at TEXT NOT NULL
      );
    `,
  },
  {
    id: '0201-api-telemetry',
    sql: `
      CREATE TABLE api_telemetry (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        received_at TEXT NOT NULL,
        app TEXT NOT NULL,
        kind TEXT NOT NULL,
        payload TEXT NOT NULL
      );
      CREATE INDEX api_telemetry_by_kind ON api_telemetry (kind, id);
      CREATE TABLE api_push_subscriptions (
        endpoint TEXT PRIMARY KEY,
        service TEXT NOT NULL,
        subscription TEXT NOT NULL,
        subscribed_at TEXT NOT NULL
      );
      CREATE TABLE api_visitor_ids (
        login_id TEXT PRIMARY KEY,
        rc_plus_id TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL
      );
    `,
  },
  {
    id: '0202-api-push-keys',
    sql: `
      CREATE TABLE api_push_keys (
        service TEXT PRIMARY KEY,
        public_key TEXT NOT NULL,
        private_jwk TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
    `,
  },
];
