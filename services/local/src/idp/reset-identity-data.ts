import type { DatabaseSync } from 'node:sqlite';
import { createOutbox } from '../mail/outbox.ts';
import { createMemberStore } from '../members/member-store.ts';

/**
 * Back to the seeds: every member removed (their data goes with them through ON DELETE CASCADE),
 * the demo members created again, the outbox emptied and every provider session, grant and token
 * dropped. Signing keys are kept, so that a running app's cached JWKS stays valid.
 */
export async function resetIdentityData(db: DatabaseSync): Promise<void> {
  db.exec('DELETE FROM oidc_payloads');
  createOutbox(db).clear();
  await createMemberStore(db).reset();
}
