import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { resetIdentityData } from './idp/reset-identity-data.ts';

/** Tables of the member APIs whose rows are what members' browsers sent or what members chose. */
const apiTables = [
  'api_newsletter_subscriptions',
  'api_persisted_queries',
  'api_telemetry',
  'api_push_subscriptions',
  'api_visitor_ids',
  'api_privacy_choices',
  'api_account_deletions',
  'api_purged_accounts',
];

/**
 * Back to a fresh start in `dataDir`: the demo members as seeded, no other member, no mail, no
 * provider session or token (resetIdentityData), nothing the API stored (newsletter choices,
 * telemetry, push subscriptions, visitor ids, persisted queries, privacy choices) and no avatar file. Signing and
 * push keys are kept; generated audio too (it is derived, not stored data).
 */
export async function resetStoredData(db: DatabaseSync, dataDir: string): Promise<void> {
  await resetIdentityData(db);
  for (const table of apiTables) db.exec(`DELETE FROM ${table}`);
  rmSync(join(dataDir, 'avatars'), { recursive: true, force: true });
}
