import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortailConfig } from '@portail/contracts';
import { createAppServer } from './app-server.ts';

const config: PortailConfig = {
  portalOrigin: 'http://localhost:18980',
  accountOrigin: 'http://localhost:18981',
  idpOrigin: 'http://localhost:18982',
  apiOrigin: 'http://localhost:18983',
};

let distDir: string;
let app: ReturnType<typeof createAppServer>;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'portail-app-server-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(
    join(distDir, 'index.html'),
    '<!doctype html><html lang="fr-CA"><head><meta name="portail-config" content="{}">' +
      '<script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(distDir, 'assets/index-abc.js'), 'console.log(1);');
  writeFileSync(join(distDir, 'assets/index-abc.css'), 'body{margin:0}');
  writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = createAppServer({ distDir, config, name: 'account' });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(distDir, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

const html = { accept: 'text/html,application/xhtml+xml' };
const responses = [
  { what: 'a page (index.html with the config)', method: 'GET', url: '/', headers: html, status: 200 },
  {
    what: 'a deep link answered with the page',
    method: 'GET',
    url: '/avatar?x=1',
    headers: html,
    status: 200,
  },
  { what: 'the sign-in callback', method: 'GET', url: '/callback', headers: html, status: 200 },
  { what: 'a hashed script', method: 'GET', url: '/assets/index-abc.js', headers: {}, status: 200 },
  { what: 'a hashed stylesheet', method: 'GET', url: '/assets/index-abc.css', headers: {}, status: 200 },
  { what: 'a public file', method: 'GET', url: '/favicon.svg', headers: {}, status: 200 },
  { what: 'a missing asset (404)', method: 'GET', url: '/assets/gone.js', headers: {}, status: 404 },
  { what: 'a request to a page without Accept', method: 'GET', url: '/avatar', headers: {}, status: 200 },
  { what: 'a POST (405)', method: 'POST', url: '/', headers: html, status: 405 },
  { what: 'index.html asked by name (404)', method: 'GET', url: '/index.html', headers: {}, status: 404 },
  { what: 'the health check', method: 'GET', url: '/health', headers: {}, status: 200 },
] as const;

describe('the app servers’ security headers', () => {
  it.each(responses)('are on $what', async ({ method, url, headers, status }) => {
    const response = await app.inject({ method, url, headers });
    expect(response.statusCode).toBe(status);
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'referrer-policy',
      'x-frame-options',
      'permissions-policy',
    ]) {
      expect(response.headers, `${name} on ${method} ${url}`).toHaveProperty(name);
    }
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['permissions-policy']).toMatch(/camera=\(\)/);
  });

  it('allow scripts and styles from the app’s own origin only: no inline code, no eval', async () => {
    const csp = directives(
      (await app.inject({ url: '/', headers: html })).headers['content-security-policy'] as string,
    );
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    for (const [name, values] of csp) {
      expect(values, name).not.toContain("'unsafe-inline'");
      expect(values, name).not.toContain("'unsafe-eval'");
      expect(values, name).not.toContain('*');
    }
  });

  it('let no page of the app be framed, the sign-in callback included (renewal pages: app-server.test.ts)', async () => {
    const response = await app.inject({ url: '/callback', headers: html });
    expect(directives(response.headers['content-security-policy'] as string).get('frame-ancestors')).toEqual([
      "'none'",
    ]);
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('let only the identity provider frame the front-channel logout page, whatever its query', async () => {
    const response = await app.inject({ url: '/callback/deconnexion?iss=x&sid=y', headers: html });
    expect(response.statusCode).toBe(200);
    expect(directives(response.headers['content-security-policy'] as string).get('frame-ancestors')).toEqual([
      config.idpOrigin,
    ]);
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('let the app reach only its own origin, the member API and the identity provider', async () => {
    const csp = directives(
      (await app.inject({ url: '/', headers: html })).headers['content-security-policy'] as string,
    );
    expect(csp.get('connect-src')).toEqual(["'self'", config.apiOrigin, config.idpOrigin]);
    expect(csp.get('form-action')).toEqual(["'self'", config.idpOrigin]);
    expect(csp.get('frame-src')).toEqual(["'self'", config.idpOrigin]);
  });

  it('switch off the powerful features that the apps do not use', async () => {
    const policy = (await app.inject({ url: '/', headers: html })).headers['permissions-policy'] as string;
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(policy).toContain(`${feature}=()`);
    }
  });

  it('serve the page with the runtime config and no inline script', async () => {
    const body = (await app.inject({ url: '/', headers: html })).body;
    expect(body).toContain('name="portail-config"');
    expect(body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(body).not.toMatch(/\son[a-z]+=/i);
  });
});
