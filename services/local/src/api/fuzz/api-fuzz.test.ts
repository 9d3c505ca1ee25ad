// The fuzzing gate: every route of the member API, found as the server registers it, gets
// PORTAIL_FUZZ_RUNS (1000 in npm test, more in npm run fuzz) arbitrary requests through Fastify's
// in-process inject. None may answer 5xx, and none that is refused (4xx) may change a record.
import { existsSync, readdirSync } from 'node:fs';
import type { RouteOptions } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoRcIds } from '../../members/index.ts';
import { createTestApi, type TestApi } from '../testing/api-test-harness.ts';
import { startTestIdp, type TestIdp } from '../testing/test-idp.ts';
import { requestsFor, type FuzzRoute } from './fuzz-requests.ts';

const runs = Number(process.env.PORTAIL_FUZZ_RUNS ?? 1000);
const seed = process.env.PORTAIL_FUZZ_SEED === undefined ? undefined : Number(process.env.PORTAIL_FUZZ_SEED);

/** The member-API routes, read from a server as it registers them (HEAD and OPTIONS are Fastify's own). */
async function listRoutes(): Promise<FuzzRoute[]> {
  const routes: FuzzRoute[] = [];
  const api = await createTestApi({
    testHooks: false,
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: route.url });
      }
    },
  });
  await api.close();
  return routes;
}

const routes = await listRoutes();

/** One identity provider and one pool of tokens for every route (RSA work dominates otherwise). */
let idp: TestIdp;
let pool: string[];
beforeAll(async () => {
  idp = await startTestIdp();
  const rcid = (member: keyof typeof demoRcIds) => ({ rcid: demoRcIds[member] });
  pool = await Promise.all([
    idp.mint(rcid('complet')),
    idp.mint(rcid('incomplet')),
    idp.mint(rcid('nonverifie')),
    idp.mint(rcid('banni')),
    idp.mint(rcid('employe')),
    idp.mint(rcid('complet'), { scopes: ['account.info'] }),
    idp.mint(rcid('complet'), { expiresIn: -60 }),
    idp.mint(rcid('complet'), { audience: 'autre-api' }),
    idp.mint(rcid('complet'), { issuer: 'https://ailleurs.example/' }),
    idp.mint(rcid('complet'), { foreignKey: true }),
    idp.mint(rcid('complet'), { notBefore: 3600 }),
    idp.mint({ rcid: '00000000-0000-0000-0000-000000000000' }),
  ]);
});
afterAll(async () => {
  await idp.close();
});

/** Rows changed in the database since it was opened (every route writes through this connection). */
function totalChanges(api: TestApi): number {
  return Number((api.db.prepare('SELECT total_changes() AS changes').get() as { changes: number }).changes);
}

function avatarFiles(api: TestApi): string {
  const dir = `${api.dataDir}/avatars`;
  return existsSync(dir) ? readdirSync(dir).sort().join(',') : '';
}

describe(`the member API under ${runs} arbitrary requests per endpoint`, () => {
  it('is fuzzed on every route it registers, accounts, GraphQL, settings, telemetry and audio included', () => {
    const names = routes.map((route) => `${route.method} ${route.url}`);
    for (const expected of [
      'GET /id/v3/accounts/me',
      'PATCH /id/v3/accounts/me',
      'POST /id/v3/accounts/me/upload-avatar',
      'POST /id/v3/accounts/me/delete',
      'POST /graphql',
      'POST /analytics/page-views',
      'GET /audio/files/:file',
    ]) {
      expect(names).toContain(expected);
    }
  });

  describe.each(routes)('$method $url', (route) => {
    let api: TestApi;

    beforeAll(async () => {
      api = await createTestApi({ testHooks: false }, { idp });
    }, 60_000);

    afterAll(async () => {
      await api.close();
    });

    it('never answers 5xx, and a refused request changes no record', { timeout: 600_000 }, async () => {
      await fc.assert(
        fc.asyncProperty(requestsFor(route, pool), async (request) => {
          const changesBefore = totalChanges(api);
          const avatarsBefore = avatarFiles(api);
          const response = await api.app.inject(request);
          const where = `${request.method} ${request.url} → ${response.statusCode} ${response.body.slice(0, 200)}`;
          expect(response.statusCode, where).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(totalChanges(api), `a refused request changed records: ${where}`).toBe(changesBefore);
            expect(avatarFiles(api), `a refused request changed the avatars: ${where}`).toBe(avatarsBefore);
          }
        }),
        { numRuns: runs, ...(seed === undefined ? {} : { seed }) },
      );
    });
  });
});
