import type { Migration } from '../database.ts';

/**
 * The member tables. Other tables holding a member's data reference `members(rc_id)` with
 * `ON DELETE CASCADE`, so that removing a member removes their data.
 */
export const memberMigrations: readonly Migration[] = [
  {
    id: '0100-members',
    sql: `CREATE TABLE members (
      rc_id TEXT PRIMARY KEY,
      email TEXT NOT NULL UNIQUE,
      password_hash TEXT NOT NULL,
      first_name TEXT NOT NULL,
      last_name TEXT NOT NULL,
      birth_month INTEGER CHECK (birth_month BETWEEN 1 AND 12),
      birth_year INTEGER,
      gender INTEGER CHECK (gender IN (0, 1, 2, 4)),
      postal_code TEXT,
      is_email_verified INTEGER NOT NULL DEFAULT 0,
      ban_level TEXT CHECK (ban_level IN ('login')),
      identity_provider_user_id TEXT NOT NULL UNIQUE,
      viafoura_id TEXT NOT NULL,
      has_active_subscription INTEGER NOT NULL DEFAULT 0,
      employee_id TEXT,
      ldap_username TEXT,
      picture TEXT,
      products_regions TEXT NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    )`,
  },
  {
    id: '0101-member-action-tokens',
    sql: `CREATE TABLE member_action_tokens (
      token_hash TEXT PRIMARY KEY,
      rc_id TEXT NOT NULL REFERENCES members(rc_id) ON DELETE CASCADE,
      purpose TEXT NOT NULL,
      email TEXT NOT NULL,
      expires_at INTEGER NOT NULL,
      used_at INTEGER
    )`,
  },
  {
    id: '0102-member-tokens-not-before',
    sql: `CREATE TABLE member_tokens_not_before (
      rc_id TEXT PRIMARY KEY REFERENCES members(rc_id) ON DELETE CASCADE,
      not_before INTEGER NOT NULL
    )`,
  },
];
