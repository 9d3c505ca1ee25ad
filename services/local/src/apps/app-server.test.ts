import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configForPorts, defaultPorts, PRERENDER_CONFIG } from '@portail/contracts';
import { createAppServer, preferredEncoding } from './app-server.ts';
import { precompressDir } from '../../../../tools/vite-precompress.ts';
import { isRenewalPage } from './security-headers.ts';

const config = configForPorts(defaultPorts);
let dir: string;
let distDir: string;
let harnessDir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'app-server-'));
  distDir = join(dir, 'dist');
  harnessDir = join(dir, 'harness');
  mkdirSync(distDir);
  mkdirSync(join(distDir, 'callback'));
  mkdirSync(harnessDir);
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><head></head><body>app</body></html>');
  writeFileSync(join(distDir, 'callback', 'renouvellement.html'), '<!doctype html><title>renewal</title>');
  writeFileSync(join(harnessDir, 'index.html'), '<!doctype html><title>harness</title>');
  writeFileSync(join(harnessDir, 'renouvellement.html'), '<!doctype html><title>renewal</title>');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const html = { accept: 'text/html' };

describe('app server', () => {
  it('refuses every framing of the app itself, /callback included, and lets it frame itself and the provider', async () => {
    const app = createAppServer({ name: 'portal', config, distDir });
    for (const url of ['/', '/callback']) {
      const response = await app.inject({ url, headers: html });
      expect(response.body).toContain('app');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain(`frame-src 'self' ${config.idpOrigin}`);
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    }
    await app.close();
  });

  it('lets the sign-in client frame the static renewal page from its own origin, with no opener policy', async () => {
    const app = createAppServer({ name: 'account', config, distDir });
    const renewal = await app.inject({ url: '/callback/renouvellement.html#id_token=x' });
    expect(renewal.statusCode).toBe(200);
    expect(renewal.body).not.toContain('<script');
    const csp = String(renewal.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(renewal.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(renewal.headers).not.toHaveProperty('cross-origin-opener-policy');
    await app.close();
  });

  it('serves test pages under their prefix with the app headers, framable only on their renewal page', async () => {
    const app = createAppServer({
      name: 'portal',
      config,
      distDir,
      testPages: { prefix: '/__identity-harness/', root: harnessDir, renewalPages: ['renouvellement.html'] },
    });
    const page = await app.inject({ url: '/__identity-harness/', headers: html });
    expect(page.body).toContain('<title>harness</title>');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const renewal = await app.inject({ url: '/__identity-harness/renouvellement.html', headers: html });
    expect(renewal.body).toContain('<title>renewal</title>');
    expect(renewal.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(renewal.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(renewal.headers).not.toHaveProperty('cross-origin-opener-policy');
    await app.close();
  });

  it('has no test pages unless asked: the prefix is only the app’s own page', async () => {
    const app = createAppServer({ name: 'portal', config, distDir });
    const page = await app.inject({ url: '/__identity-harness/', headers: html });
    expect(page.body).not.toContain('harness');
    expect(page.body).toContain('app');
    await app.close();
  });

  it('sends the pre-compressed asset the browser accepts, Brotli first, and the plain file otherwise', async () => {
    mkdirSync(join(distDir, 'assets'));
    const script = `export const texte = ${JSON.stringify('Écouter la radio '.repeat(200))};`;
    writeFileSync(join(distDir, 'assets', 'index-abc.js'), script);
    expect(precompressDir(distDir)).toBe(3);
    const app = createAppServer({ name: 'portal', config, distDir });
    const url = '/assets/index-abc.js';
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ url });
    expect(plain.headers).not.toHaveProperty('content-encoding');
    expect(plain.body).toBe(script);
    await app.close();
  });

  it('compresses the page itself (with its runtime config) the same way, and says that it varies', async () => {
    const app = createAppServer({ name: 'account', config, distDir });
    const page = await app.inject({ url: '/profil', headers: { ...html, 'accept-encoding': 'gzip, br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toContain('Accept-Encoding');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('app');
    await app.close();
  });

  it('sends the page pre-rendered for a path, with the served origins, and the shell for any other path', async () => {
    mkdirSync(join(distDir, 'prerendered'));
    writeFileSync(
      join(distDir, 'prerendered', 'index.html'),
      `<!doctype html><html><head></head><body><div id="root" data-prerendered=""><a href="${PRERENDER_CONFIG.accountOrigin}/">Mon compte</a></div></body></html>`,
    );
    writeFileSync(join(distDir, 'prerendered', 'pages.json'), JSON.stringify({ '/': 'index.html' }));
    const app = createAppServer({ name: 'portal', config, distDir });
    for (const url of ['/', '/?debug=1']) {
      const home = await app.inject({ url, headers: html });
      expect(home.body).toContain(`<a href="${config.accountOrigin}/">Mon compte</a>`);
      expect(home.body).toContain('portail-config');
      expect(home.headers['content-security-policy']).toContain("script-src 'self'");
    }
    const other = await app.inject({ url: '/ohdio', headers: html });
    expect(other.body).toContain('<body>app</body>');
    const direct = await app.inject({ url: '/prerendered/index.html', headers: html });
    expect(direct.body).not.toContain('data-prerendered');
    await app.close();
  });

  it('refuses to start with a pre-rendered page that still names a build-time origin', () => {
    mkdirSync(join(distDir, 'prerendered'));
    writeFileSync(
      join(distDir, 'prerendered', 'index.html'),
      '<a href="https://ailleurs.prerendu.invalid/">x</a>',
    );
    writeFileSync(join(distDir, 'prerendered', 'pages.json'), JSON.stringify({ '/': 'index.html' }));
    expect(() => createAppServer({ name: 'portal', config, distDir })).toThrow(/build-time origin/);
  });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['identity', 'identity'],
    [undefined, 'identity'],
  ])('answers Accept-Encoding %s with %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });

  it.each([
    ['/callback/renouvellement.html', true],
    ['/callback/sous/page.html', false],
    ['/callback', false],
    ['/callback/../index.html', false],
    ['/autre/renouvellement.html', false],
  ])('treats %s as a renewal page: %s', (path, expected) => {
    expect(isRenewalPage(path)).toBe(expected);
  });
});
