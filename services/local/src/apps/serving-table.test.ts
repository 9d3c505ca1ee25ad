import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configForPorts } from '@portail/contracts';
import { writeAppBuildFixture } from './app-build-fixture.ts';
import { createAppServer } from './app-server.ts';
import { securityHeadersFor, servingTable } from './serving-table.ts';

const config = configForPorts({ portal: 18990, account: 18991, idp: 18992, api: 18993 });
const table = servingTable(config);
let distDir: string;
let app: ReturnType<typeof createAppServer>;

beforeAll(async () => {
  distDir = writeAppBuildFixture();
  app = createAppServer({ distDir, config, name: 'account' });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(distDir, { recursive: true, force: true });
});

/** The security headers of a response: those that some rule of the table names. */
function securityHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  const names = new Set(
    [table.defaultHeaders, ...table.pathHeaders.map((rule) => rule.headers)].flatMap(Object.keys),
  );
  return Object.fromEntries(Object.entries(headers).filter(([name]) => names.has(name)));
}

const host = { host: new URL(config.accountOrigin).host };

describe('the Node app server answers what the serving table says', () => {
  it.each([
    ['a page', '/profil'],
    ['a hashed asset', '/assets/index-abc.js'],
    ['a missing file', '/assets/introuvable.js'],
    ['the front-channel logout page, with a query', '/callback/deconnexion?iss=x&sid=y'],
    ['a renewal page', '/callback/renouvellement.html'],
  ])('sends exactly the table’s security headers on %s', async (_what, url) => {
    const response = await app.inject({ url, headers: host });
    const path = url.split('?')[0] ?? url;
    expect(securityHeaders(response.headers)).toEqual(securityHeadersFor(table, path));
  });

  it('gives each path rule of the table its own header set', () => {
    expect(securityHeadersFor(table, '/callback/deconnexion')).not.toEqual(table.defaultHeaders);
    expect(securityHeadersFor(table, '/callback/renouvellement.html')).not.toEqual(table.defaultHeaders);
    expect(securityHeadersFor(table, '/callback')).toEqual(table.defaultHeaders);
  });

  it('caches hashed assets for good and revalidates pages and other files', async () => {
    const asset = await app.inject({ url: '/assets/index-abc.js', headers: host });
    expect(asset.headers['cache-control']).toBe(table.caching.immutable);
    for (const url of ['/', '/infolettres', '/favicon.svg', '/sw.js']) {
      const response = await app.inject({ url, headers: host });
      expect(response.headers['cache-control'], url).toBe(table.caching.revalidate);
    }
    const page = await app.inject({ url: '/', headers: host });
    expect(page.headers.vary).toBe(table.page.vary);
    expect(page.headers['content-type']).toBe(table.page.contentType);
  });

  it('adds the table’s file headers (the service worker’s scope)', async () => {
    for (const file of table.fileHeaders) {
      const response = await app.inject({ url: file.path, headers: host });
      for (const [name, value] of Object.entries(file.headers)) expect(response.headers[name]).toBe(value);
    }
  });

  it('answers a wrong method with the table’s 405 and a missing file with its 404', async () => {
    const refused = await app.inject({ method: 'DELETE', url: '/profil', headers: host });
    expect(refused.statusCode).toBe(table.methodNotAllowed.status);
    expect(refused.headers.allow).toBe(table.methods.join(', '));
    expect(refused.headers['cache-control']).toBe(table.methodNotAllowed.cacheControl);
    expect(refused.headers['content-type']).toBe(table.methodNotAllowed.contentType);
    expect(refused.body).toBe(table.methodNotAllowed.body);
    const missing = await app.inject({ url: '/assets/introuvable.js', headers: host });
    expect(missing.statusCode).toBe(table.notFound.status);
    expect(missing.body).toBe(table.notFound.body);
  });

  it('serves the table’s pre-compressed variants to a request that accepts them', async () => {
    for (const encoding of table.encodings) {
      const response = await app.inject({
        url: '/assets/index-abc.js',
        headers: { ...host, 'accept-encoding': encoding.name },
      });
      expect(response.headers['content-encoding']).toBe(encoding.name);
    }
  });

  it('never serves the files that the table hides (the unstamped pages)', async () => {
    for (const url of [...table.hiddenPaths.exact, `${table.hiddenPaths.prefixes[0]}infolettres.html`]) {
      expect((await app.inject({ url, headers: host })).statusCode, url).toBe(404);
    }
  });
});
