/** HTTP semantics on all four origins, as curl or any cache sees them. */
import { describe, expect, it } from 'vitest';
import { TENANT, discoveryUrl, policies } from '@portail/contracts/local-defaults';
import { origins } from './ports.ts';

const FOREIGN = 'http://ailleurs.example';
const appOrigins = [origins.portalOrigin, origins.accountOrigin];
const keysUrl = `${origins.idpOrigin}/${TENANT}/${policies.login}/discovery/v2.0/keys`;
const tokenUrl = `${origins.idpOrigin}/${TENANT}/${policies.login}/oauth2/v2.0/token`;

describe('the apps’ server', () => {
  // npm test runs this file a second time with the apps served by nginx (scripts/test.ts).
  const nginx = process.env.PORTAIL_INTEROP_APP_SERVER === 'nginx';
  it.each(appOrigins)(`is ${nginx ? 'nginx' : 'the Node app server'} on %s`, async (origin) => {
    const server = (await fetch(`${origin}/`, { method: 'HEAD' })).headers.get('server');
    expect(server).toBe(nginx ? 'nginx' : null);
  });
});

describe('HEAD and navigations without text/html', () => {
  it.each([
    ['the portal', origins.portalOrigin, '/'],
    ['Mon compte', origins.accountOrigin, '/'],
    ['the provider', origins.idpOrigin, '/health'],
    ['the APIs', origins.apiOrigin, '/health'],
  ])('answers HEAD on %s with 200 and no body', async (_name, origin, path) => {
    const response = await fetch(`${origin}${path}`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it.each(appOrigins)('serves %s pages to curl-like requests (Accept */* or none)', async (origin) => {
    for (const accept of ['*/*', undefined]) {
      const response = await fetch(`${origin}/`, { headers: accept ? { accept } : {} });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
    }
  });
});

describe('validators', () => {
  it.each([
    ['the portal home', `${origins.portalOrigin}/`, 'no-cache'],
    ['Mon compte "/"', `${origins.accountOrigin}/`, 'no-cache'],
    ['a pre-rendered Mon compte page', `${origins.accountOrigin}/infolettres`, 'no-cache'],
    ['the provider’s stylesheet', `${origins.idpOrigin}/ressources/idp.css`, 'no-cache'],
    ['the discovery document', discoveryUrl(origins.idpOrigin, policies.login), 'public, max-age=86400'],
    ['the keys', keysUrl, 'public, max-age=3600'],
  ])('gives %s an ETag and Cache-Control, then 304 on If-None-Match', async (_name, url, cacheControl) => {
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe(cacheControl);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(url, { headers: { 'if-none-match': etag as string } });
    expect(again.status).toBe(304);
  });

  it('keeps member data and GraphQL answers out of every cache (no-store)', async () => {
    for (const [url, init] of [
      [`${origins.apiOrigin}/id/v3/accounts/me`, {}],
      [
        `${origins.apiOrigin}/graphql`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"query":"{ __typename }"}',
        },
      ],
      [`${origins.apiOrigin}/graphql?query=%7B__typename%7D`, {}],
    ] as const) {
      const response = await fetch(url, init);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('wrong methods', () => {
  it.each([
    ['the portal', 'POST', `${origins.portalOrigin}/`, 'GET, HEAD'],
    ['Mon compte', 'DELETE', `${origins.accountOrigin}/profil`, 'GET, HEAD'],
    [
      'the provider’s discovery',
      'POST',
      discoveryUrl(origins.idpOrigin, policies.login),
      'GET, HEAD, OPTIONS',
    ],
    ['the provider’s token endpoint', 'GET', tokenUrl, 'POST, OPTIONS'],
    ['the provider’s health', 'PUT', `${origins.idpOrigin}/health`, 'GET, HEAD'],
    ['the APIs’ profile', 'PUT', `${origins.apiOrigin}/id/v3/accounts/me`, 'GET, HEAD, PATCH'],
    ['the APIs’ health', 'DELETE', `${origins.apiOrigin}/health`, 'GET, HEAD'],
  ])('answers a wrong method on %s with 405 and Allow', async (_name, method, url, allow) => {
    const response = await fetch(url, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe(allow);
  });
});

describe('CORS preflights', () => {
  const preflight = (url: string, origin: string, method: string, headers: string) =>
    fetch(url, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers },
    });
  const targets = [
    ['the discovery document', discoveryUrl(origins.idpOrigin, policies.login), 'GET', 'accept'],
    ['the keys', keysUrl, 'GET', 'accept'],
    ['the token endpoint', tokenUrl, 'POST', 'content-type'],
    ['the APIs’ profile', `${origins.apiOrigin}/id/v3/accounts/me`, 'PATCH', 'authorization, content-type'],
    ['GraphQL', `${origins.apiOrigin}/graphql`, 'POST', 'authorization, content-type'],
  ] as const;

  it.each(targets)('allows both app origins on %s', async (_name, url, method, headers) => {
    for (const origin of appOrigins) {
      const response = await preflight(url, origin, method, headers);
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('access-control-allow-methods')).toContain(method);
      expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    }
  });

  it.each(targets)('refuses another origin on %s', async (_name, url, method, headers) => {
    const response = await preflight(url, FOREIGN, method, headers);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
