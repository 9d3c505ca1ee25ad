import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configForPorts, defaultPorts } from '@portail/contracts';
import { createAppServer } from './app-server.ts';

const config = configForPorts(defaultPorts);
let dir: string;
let distDir: string;
let harnessDir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'app-server-'));
  distDir = join(dir, 'dist');
  harnessDir = join(dir, 'harness');
  mkdirSync(distDir);
  mkdirSync(harnessDir);
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><head></head><body>app</body></html>');
  writeFileSync(join(harnessDir, 'index.html'), '<!doctype html><title>harness</title>');
  writeFileSync(join(harnessDir, 'renouvellement.html'), '<!doctype html><title>renewal</title>');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const html = { accept: 'text/html' };

describe('app server', () => {
  it('serves test pages under their prefix with the app headers, framable only on the renewal page', async () => {
    const app = createAppServer({
      name: 'portal',
      config,
      distDir,
      testPages: { prefix: '/__identity-harness/', root: harnessDir, renewalPage: 'renouvellement.html' },
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

  it('sends the renewal headers on the app’s /callback and the strict ones elsewhere', async () => {
    const app = createAppServer({ name: 'portal', config, distDir });
    const callback = await app.inject({ url: '/callback', headers: html });
    expect(callback.body).toContain('app');
    expect(callback.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(callback.headers).not.toHaveProperty('cross-origin-opener-policy');
    const home = await app.inject({ url: '/', headers: html });
    expect(home.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(home.headers['x-frame-options']).toBe('DENY');
    await app.close();
  });

  it('has no test pages unless asked: the prefix is only the app’s own page', async () => {
    const app = createAppServer({ name: 'portal', config, distDir });
    const page = await app.inject({ url: '/__identity-harness/', headers: html });
    expect(page.body).not.toContain('harness');
    expect(page.body).toContain('app');
    await app.close();
  });
});
