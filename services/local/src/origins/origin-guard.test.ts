import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppServer } from '../apps/app-server.ts';
import { createTestApi, type TestApi } from '../api/testing/api-test-harness.ts';
import { startTestIdp, type TestIdp } from '../idp/testing.ts';
import { sendPasswordResetMail } from '../mail/member-mails.ts';
import { createActionTokens } from '../members/action-tokens.ts';

let idp: TestIdp;
let api: TestApi;
let distDir: string;
const servers: { name: string; app: () => FastifyInstance; origin: () => string }[] = [];
const appServers: FastifyInstance[] = [];

beforeAll(async () => {
  idp = await startTestIdp({
    portalOrigin: 'http://localhost:18980',
    accountOrigin: 'http://localhost:18981',
  });
  api = await createTestApi();
  distDir = mkdtempSync(join(tmpdir(), 'origin-guard-'));
  mkdirSync(join(distDir, 'callback'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><head></head><body>app</body></html>');
  for (const name of ['portal', 'account'] as const) {
    appServers.push(createAppServer({ name, config: api.config, distDir }));
  }
}, 60_000);
afterAll(async () => {
  await Promise.all(appServers.map((app) => app.close()));
  await api.close();
  await idp.close();
  rmSync(distDir, { recursive: true, force: true });
});

servers.push(
  { name: 'portal', app: () => appServers[0] as FastifyInstance, origin: () => api.config.portalOrigin },
  { name: 'account', app: () => appServers[1] as FastifyInstance, origin: () => api.config.accountOrigin },
  { name: 'identity provider', app: () => idp.server, origin: () => idp.idpOrigin },
  { name: 'member APIs', app: () => api.app, origin: () => api.config.apiOrigin },
);

const hostOf = (origin: string) => new URL(origin).host;

describe.each(servers)('the $name origin', ({ app, origin }) => {
  it('answers requests that name its own host', async () => {
    const response = await app().inject({ url: '/health', headers: { host: hostOf(origin()) } });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a request whose Host is another name resolving to it (DNS rebinding) with 421 and a French message', async () => {
    const port = new URL(origin()).port;
    for (const host of [`evil.example:${port}`, `localhost.evil.example:${port}`, 'evil.example']) {
      const response = await app().inject({ url: '/health', headers: { host } });
      expect(response.statusCode).toBe(421);
      expect(response.json().errors[0].message).toBe(
        "Cette adresse n'est pas servie ici : le nom d'hôte de la requête ne correspond pas à ce service.",
      );
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('refuses a state-changing request from an origin that is not an app origin with 403, and gives it no CORS', async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/health',
      headers: { host: hostOf(origin()), origin: 'http://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].message).toBe(
      "Cette requête provient d'un site qui n'est pas autorisé à modifier ce service.",
    );
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a post with an opaque origin that the browser says is cross-site (a sandboxed frame elsewhere)', async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/health',
      headers: { host: hostOf(origin()), origin: 'null', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets its own pages post under no-referrer (Origin: null, same-origin)', async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/health',
      headers: { host: hostOf(origin()), origin: 'null', 'sec-fetch-site': 'same-origin' },
    });
    expect(response.statusCode).not.toBe(403);
  });

  it('lets an app origin and its own origin post (the refusal is the route’s, not the guard’s)', async () => {
    for (const from of [api.config.portalOrigin, api.config.accountOrigin, origin()]) {
      const response = await app().inject({
        method: 'POST',
        url: '/health',
        headers: { host: hostOf(origin()), origin: from, 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(response.statusCode).not.toBe(403);
      expect(response.statusCode).not.toBe(421);
    }
  });
});

describe('the attack of issue 17: a reset link read from the outbox by an app page', () => {
  it.each(['identity provider', 'member APIs'])(
    'gives the reset link of employe@exemple.ca to no app origin on the %s origin',
    async (name) => {
      const member = idp.members.findByEmail('employe@exemple.ca');
      if (!member) throw new Error('demo member missing');
      sendPasswordResetMail(
        { outbox: idp.outbox, tokens: createActionTokens(idp.db), idpOrigin: idp.idpOrigin },
        member,
      );
      const server = name === 'member APIs' ? api.app : idp.server;
      const origin = name === 'member APIs' ? api.config.apiOrigin : idp.idpOrigin;
      for (const from of [api.config.portalOrigin, api.config.accountOrigin]) {
        const response = await server.inject({
          url: '/courriels.json?destinataire=employe%40exemple.ca',
          headers: { host: hostOf(origin), origin: from },
        });
        expect(response.headers['access-control-allow-origin']).toBeUndefined();
        expect(response.statusCode).toBe(403);
        expect(response.body).not.toContain('/motdepasse/reinitialiser');
      }
    },
  );
});
