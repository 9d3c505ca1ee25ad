import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configForPorts, defaultPorts } from '@portail/contracts';
import { createAppServer } from './app-server.ts';

const config = configForPorts(defaultPorts);
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'app-server-http-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head><body>app</body></html>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('app server HTTP semantics', () => {
  it.each([
    ['no Accept', {}],
    ['Accept: */*', { accept: '*/*' }],
    ['curl’s Accept', { accept: '*/*', 'user-agent': 'curl/8.5.0' }],
    ['a browser’s Accept', { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }],
  ])('serves a page to a navigation with %s', async (_label, headers) => {
    const app = createAppServer({ name: 'portal', config, distDir: dir });
    for (const url of ['/', '/profil']) {
      const response = await app.inject({ url, headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('app');
    }
    await app.close();
  });

  it('answers HEAD / with the page’s headers and no body', async () => {
    const app = createAppServer({ name: 'account', config, distDir: dir });
    const response = await app.inject({ method: 'HEAD', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers.etag).toBeTruthy();
    expect(response.body).toBe('');
    await app.close();
  });

  it('keeps 404 for an asset that does not exist', async () => {
    const app = createAppServer({ name: 'portal', config, distDir: dir });
    expect((await app.inject({ url: '/assets/absent-000.js' })).statusCode).toBe(404);
    await app.close();
  });

  it('gives pages an ETag with no-cache, and answers 304 when it still matches', async () => {
    const app = createAppServer({ name: 'portal', config, distDir: dir });
    const first = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"/);
    const again = await app.inject({ url: '/', headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // another encoding is another representation
    const plain = await app.inject({ url: '/', headers: { 'if-none-match': etag } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers.etag).not.toBe(etag);
    await app.close();
  });

  it('revalidates hashed assets too (304 on If-None-Match)', async () => {
    const app = createAppServer({ name: 'portal', config, distDir: dir });
    const first = await app.inject({ url: '/assets/index-abc123.js' });
    expect(first.headers['cache-control']).toContain('immutable');
    const again = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    await app.close();
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const)(
    'answers %s with 405 and Allow: GET, HEAD, on pages and on files',
    async (method) => {
      const app = createAppServer({ name: 'portal', config, distDir: dir });
      for (const url of ['/', '/profil', '/assets/index-abc123.js', '/health']) {
        const response = await app.inject({ method, url });
        expect(response.statusCode).toBe(405);
        expect(response.headers.allow).toBe('GET, HEAD');
      }
      await app.close();
    },
  );
});
