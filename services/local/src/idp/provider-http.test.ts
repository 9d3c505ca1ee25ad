import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT, policies } from '@portail/contracts/local-defaults';
import { startTestIdp, type TestIdp } from './testing.ts';

let idp: TestIdp;
beforeAll(async () => {
  idp = await startTestIdp();
});
afterAll(() => idp.close());

function preflight(url: string, origin: string, method: string, headers?: string) {
  return fetch(url, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': method,
      ...(headers ? { 'access-control-request-headers': headers } : {}),
    },
  });
}

const FOREIGN = 'http://evil.example';

describe('CORS on the provider', () => {
  const endpoints = [
    ['discovery', () => idp.discoveryUrl(policies.login), 'GET'],
    ['keys', () => idp.endpoint(policies.login, 'keys'), 'GET'],
    ['token', () => idp.endpoint(policies.login, 'token'), 'POST'],
    ['revocation', () => idp.endpoint(policies.login, 'token').replace(/token$/, 'revoke'), 'POST'],
  ] as const;

  it.each(endpoints)('answers a preflight to %s from both app origins', async (_name, url, method) => {
    for (const origin of [idp.config.portalOrigin, idp.config.accountOrigin]) {
      const response = await preflight(url(), origin, method, 'authorization, content-type');
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('access-control-allow-credentials')).toBe('true');
      expect(response.headers.get('access-control-allow-methods')).toContain(method);
      expect(response.headers.get('access-control-allow-headers')).toBe('authorization, content-type');
      expect(Number(response.headers.get('access-control-max-age'))).toBeGreaterThan(0);
    }
  });

  it.each(endpoints)('refuses a preflight to %s from another origin', async (_name, url, method) => {
    const response = await preflight(url(), FOREIGN, method, 'authorization');
    expect(response.status).toBe(403);
    expect([...response.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });

  it('refuses a preflight for a method or a header the endpoint does not take', async () => {
    const token = idp.endpoint(policies.login, 'token');
    expect((await preflight(token, idp.config.portalOrigin, 'DELETE')).status).toBe(403);
    expect((await preflight(token, idp.config.portalOrigin, 'POST', 'x-secret')).status).toBe(403);
  });

  it('lets an app origin read the discovery document, and not another origin', async () => {
    const mine = await fetch(idp.discoveryUrl(policies.login), {
      headers: { origin: idp.config.accountOrigin },
    });
    expect(mine.headers.get('access-control-allow-origin')).toBe(idp.config.accountOrigin);
    const theirs = await fetch(idp.discoveryUrl(policies.login), { headers: { origin: FOREIGN } });
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('B2C shape of the metadata', () => {
  it('publishes no userinfo endpoint, and has none', async () => {
    const discovery = (await (await fetch(idp.discoveryUrl(policies.login))).json()) as Record<
      string,
      unknown
    >;
    expect(discovery).not.toHaveProperty('userinfo_endpoint');
    const base = idp.endpoint(policies.login, 'token').replace(/token$/, 'userinfo');
    expect((await fetch(base)).status).toBe(404);
  });

  it('serves the keys at /discovery/v2.0/keys, the jwks_uri it publishes', async () => {
    const discovery = (await (await fetch(idp.discoveryUrl(policies.login))).json()) as { jwks_uri: string };
    expect(discovery.jwks_uri).toBe(`${idp.idpOrigin}/${TENANT}/${policies.login}/discovery/v2.0/keys`);
    const keys = (await (await fetch(discovery.jwks_uri)).json()) as { keys: unknown[] };
    expect(keys.keys.length).toBeGreaterThan(0);
  });

  it('serves the ?p= forms of the discovery document and the keys, policy case-insensitive', async () => {
    const byPath = await (await fetch(idp.discoveryUrl(policies.login))).json();
    const byQuery = await fetch(
      `${idp.idpOrigin}/${TENANT}/v2.0/.well-known/openid-configuration?p=${policies.login.toLowerCase()}`,
    );
    expect(byQuery.status).toBe(200);
    expect(await byQuery.json()).toEqual(byPath);
    const keys = await fetch(`${idp.idpOrigin}/${TENANT}/discovery/v2.0/keys?p=${policies.login}`);
    expect(keys.status).toBe(200);
    expect(((await keys.json()) as { keys: unknown[] }).keys.length).toBeGreaterThan(0);
    expect(
      (await fetch(`${idp.idpOrigin}/${TENANT}/v2.0/.well-known/openid-configuration?p=B2C_1_inconnue`))
        .status,
    ).toBe(404);
  });
});

describe('methods on the provider', () => {
  it.each([
    ['DELETE', 'the discovery document', () => idp.discoveryUrl(policies.login), 'GET, HEAD, OPTIONS'],
    ['GET', 'the token endpoint', () => idp.endpoint(policies.login, 'token'), 'POST, OPTIONS'],
    ['PUT', 'the keys', () => idp.endpoint(policies.login, 'keys'), 'GET, HEAD, OPTIONS'],
    ['POST', '/health', () => `${idp.idpOrigin}/health`, 'GET, HEAD'],
  ])('answers %s on %s with 405 and Allow', async (method, _label, url, allow) => {
    const response = await fetch(url(), { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe(allow);
  });

  it('keeps 404 for a path that does not exist', async () => {
    expect((await fetch(`${idp.idpOrigin}/nulle-part`, { method: 'DELETE' })).status).toBe(404);
    expect((await fetch(`${idp.idpOrigin}/${TENANT}/${policies.login}/oauth2/v2.0/nulle-part`)).status).toBe(
      404,
    );
  });

  it('answers HEAD on the discovery document', async () => {
    const response = await fetch(idp.discoveryUrl(policies.login), { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
  });
});
