import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configForPorts } from '@portail/contracts';
import { createAppServer, isRenewalPage } from './app-server.ts';

const config = configForPorts({ portal: 18980, account: 18981, idp: 18982, api: 18983 });
let distDir: string;
let app: ReturnType<typeof createAppServer>;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'portail-app-server-'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  mkdirSync(join(distDir, 'callback'));
  writeFileSync(join(distDir, 'callback', 'renouvellement.html'), '<!doctype html><title>x</title>');
  app = createAppServer({ distDir, config, name: 'portal' });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('the app server', () => {
  it('refuses every framing of the app, and lets it frame only itself and the provider', async () => {
    const response = await app.inject({ url: '/callback', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('portail-config');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`frame-src 'self' ${config.idpOrigin}`);
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('lets the sign-in client frame the static renewal page, from its own origin only', async () => {
    const response = await app.inject({ url: '/callback/renouvellement.html#id_token=x' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
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
