import { apiMigrations } from './api/api-migrations.ts';
import type { Migration } from './database.ts';
import { identityMigrations } from './idp/idp-migrations.ts';
import { privacyMigrations } from './api/privacy/privacy-migrations.ts';
import { deletionMigrations } from './api/deletion/deletion-migrations.ts';

/** Every schema step of the local services, in order. Append; never edit a step that has shipped. */
export const migrations: readonly Migration[] = [
  {
    id: '0001-service-events',
    sql: `CREATE TABLE service_events (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      at TEXT NOT NULL,
      kind TEXT NOT NULL,
      detail TEXT NOT NULL
    )`,
  },
  ...identityMigrations,
  ...apiMigrations,
  ...privacyMigrations,
  ...deletionMigrations,
];
