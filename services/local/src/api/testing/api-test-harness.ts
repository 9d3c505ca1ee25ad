import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { PortailConfig } from '@portail/contracts';
import { openDatabase } from '../../database.ts';
import { createOutbox, type Outbox } from '../../mail/index.ts';
import { createMemberStore, demoRcIds, type MemberStore } from '../../members/index.ts';
import { migrations } from '../../migrations.ts';
import { createApiServer, type ApiServerOptions } from '../api-server.ts';
import { startTestIdp, type MintOptions, type TestIdp } from './test-idp.ts';

export const PORTAL_ORIGIN = 'http://localhost:18980';
export const ACCOUNT_ORIGIN = 'http://localhost:18981';
const API_ORIGIN = 'http://localhost:18983';

export interface TestApi {
  app: FastifyInstance;
  db: DatabaseSync;
  dataDir: string;
  config: PortailConfig;
  idp: TestIdp;
  members: MemberStore;
  outbox: Outbox;
  /** A bearer header for a demo member (by its key in demoRcIds) or any rcId. */
  bearer(member: keyof typeof demoRcIds | string, options?: MintOptions): Promise<{ authorization: string }>;
  /** Sends `request` to the API with the member's bearer header (a fresh token with every API scope). */
  callAs(member: keyof typeof demoRcIds | string, request: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * An API server on a temp data directory with the demo members seeded, against a test identity
 * provider (its own, or `shared.idp`, which close() then leaves running).
 */
export async function createTestApi(
  overrides: Partial<ApiServerOptions> = {},
  shared: { idp?: TestIdp } = {},
): Promise<TestApi> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portail-api-'));
  const db = openDatabase(dataDir, migrations);
  const members = createMemberStore(db);
  await members.seedDemoMembers();
  const outbox = createOutbox(db);
  const idp = shared.idp ?? (await startTestIdp());
  const config: PortailConfig = {
    portalOrigin: PORTAL_ORIGIN,
    accountOrigin: ACCOUNT_ORIGIN,
    idpOrigin: idp.origin,
    apiOrigin: API_ORIGIN,
  };
  const app = createApiServer({ config, db, dataDir, members, outbox, testHooks: true, ...overrides });
  await app.ready();
  const bearer: TestApi['bearer'] = async (member, options) => {
    const rcid = member in demoRcIds ? demoRcIds[member as keyof typeof demoRcIds] : member;
    return { authorization: `Bearer ${await idp.mint({ rcid }, options)}` };
  };
  return {
    app,
    db,
    dataDir,
    config,
    idp,
    members,
    outbox,
    bearer,
    async callAs(member, request) {
      return app.inject({ ...request, headers: { ...request.headers, ...(await bearer(member)) } });
    },
    async close() {
      await app.close();
      if (!shared.idp) await idp.close();
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
