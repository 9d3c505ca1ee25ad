import type { Migration } from '../database.ts';
import { outboxMigrations } from '../mail/outbox.ts';
import { memberMigrations } from '../members/member-migrations.ts';
import { securityMigrations } from '../security/security-migrations.ts';

/** The identity provider's own tables: oidc-provider's models and the provider's keys. */
const idpMigrations: readonly Migration[] = [
  {
    id: '0120-oidc-payloads',
    sql: `CREATE TABLE oidc_payloads (
      model TEXT NOT NULL,
      id TEXT NOT NULL,
      payload TEXT NOT NULL,
      grant_id TEXT,
      user_code TEXT,
      uid TEXT,
      account_id TEXT REFERENCES members(rc_id) ON DELETE CASCADE,
      policy TEXT,
      expires_at INTEGER,
      consumed_at INTEGER,
      PRIMARY KEY (model, id)
    );
    CREATE INDEX oidc_payloads_grant ON oidc_payloads (grant_id);
    CREATE INDEX oidc_payloads_uid ON oidc_payloads (model, uid);
    CREATE INDEX oidc_payloads_user_code ON oidc_payloads (model, user_code);`,
  },
  {
    id: '0121-idp-keys',
    sql: `CREATE TABLE idp_keys (
      kid TEXT PRIMARY KEY,
      purpose TEXT NOT NULL CHECK (purpose IN ('signing', 'cookie', 'assertion')),
      material TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      retired_at INTEGER
    )`,
  },
  {
    // refresh-chain.ts: the refresh token a rotated one was exchanged for.
    id: '0122-refresh-token-successor',
    sql: 'ALTER TABLE oidc_payloads ADD COLUMN successor_id TEXT',
  },
  {
    id: '0123-idp-sign-out',
    // Sessions ended by a sign-out (their per-client sid: the member APIs refuse access tokens of
    // one) and the sign-out chains under way through the apps' front-channel logout pages.
    sql: `CREATE TABLE idp_ended_sessions (
      sid TEXT PRIMARY KEY,
      ended_at INTEGER NOT NULL
    );
    CREATE TABLE idp_logout_chains (
      id TEXT PRIMARY KEY,
      payload TEXT NOT NULL,
      expires_at INTEGER NOT NULL
    );`,
  },
];

/** Everything the members, the mail outbox and the provider need, in order (one line in migrations.ts). */
export const identityMigrations: readonly Migration[] = [
  ...memberMigrations,
  ...outboxMigrations,
  ...idpMigrations,
  ...securityMigrations,
];
