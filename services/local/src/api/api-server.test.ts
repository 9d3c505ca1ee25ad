import { describe, expect, it } from 'vitest';
import { createTokenVerifier } from './bearer.ts';
import { ACCOUNT_ORIGIN, createTestApi, PORTAL_ORIGIN } from './testing/api-test-harness.ts';
import { perFile } from '../testing/per-test.ts';

const api = perFile(
  () => createTestApi(),
  (started) => started.close(),
);

describe('createApiServer', () => {
  it.each([PORTAL_ORIGIN, ACCOUNT_ORIGIN])('allows credentialed CORS requests from %s', async (origin) => {
    const preflight = await api.app.inject({
      method: 'OPTIONS',
      url: '/id/v3/accounts/me',
      headers: {
        origin,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(origin);
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('PATCH');
  });

  it('gives no CORS permission to another origin', async () => {
    const response = await api.app.inject({
      url: '/v5/news/settings',
      headers: { origin: 'http://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers unknown routes with 404 in the error shape', async () => {
    const response = await api.app.inject({ url: '/nulle-part' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      errors: [{ code: 4, message: 'Ressource introuvable.' }],
      errorResultCode: 4,
    });
  });

  it('answers 503 code 8 for an account call while the identity provider is unreachable', async () => {
    const offline = await createTestApi({
      tokenVerifier: createTokenVerifier({ idpOrigin: 'http://127.0.0.1:1' }),
    });
    try {
      const response = await offline.app.inject({
        url: '/id/v3/accounts/me',
        headers: await offline.bearer('complet'),
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().errorResultCode).toBe(8);
    } finally {
      await offline.close();
    }
  });

  it('registers fault injection so that an injected status keeps the CORS headers', async () => {
    await api.app.inject({
      method: 'POST',
      url: '/__faults',
      payload: { method: 'GET', path: '/v5/*', status: 500, times: 1 },
    });
    const response = await api.app.inject({ url: '/v5/news/settings', headers: { origin: ACCOUNT_ORIGIN } });
    expect(response.statusCode).toBe(500);
    expect(response.headers['access-control-allow-origin']).toBe(ACCOUNT_ORIGIN);
  });

  it('bans a member and lifts the ban through the test hook, and refuses an unknown member', async () => {
    const ban = (email: string, banLevel: 'login' | null) =>
      api.app.inject({ method: 'POST', url: '/__test/members/ban-level', payload: { email, banLevel } });
    expect((await ban('complet@exemple.ca', 'login')).json()).toEqual({
      email: 'complet@exemple.ca',
      banLevel: 'login',
    });
    expect(api.members.findByEmail('complet@exemple.ca')?.banLevel).toBe('login');
    expect((await ban('complet@exemple.ca', null)).json()).toMatchObject({ banLevel: null });
    expect(api.members.findByEmail('complet@exemple.ca')?.banLevel).toBeNull();
    expect((await ban('personne@exemple.ca', 'login')).statusCode).toBe(404);
  });

  it('serves the test hooks only when they are switched on', async () => {
    const plain = await createTestApi({ testHooks: false });
    try {
      const response = await plain.app.inject({
        method: 'POST',
        url: '/__test/members/ban-level',
        payload: { email: 'complet@exemple.ca', banLevel: 'login' },
      });
      expect(response.statusCode).toBe(404);
      expect(plain.members.findByEmail('complet@exemple.ca')?.banLevel).toBeNull();
    } finally {
      await plain.close();
    }
  });

  it('serves the mail outbox page', async () => {
    expect((await api.app.inject({ url: '/courriels' })).statusCode).toBe(200);
  });
});
