import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { configForPorts, configForSites, type PortailConfig } from '@portail/contracts';
import { installOriginGuard } from './origin-guard.ts';

const ports = { portal: 46080, account: 46081, idp: 46082, api: 46083 };

function guarded(config: PortailConfig) {
  const app = Fastify();
  installOriginGuard(app, {
    servedOrigin: config.idpOrigin,
    appOrigins: [config.portalOrigin, config.accountOrigin],
  });
  app.all('/x', async () => 'ok');
  return app;
}

describe('the origin guard in each topology', () => {
  it('answers its own name on one site and refuses another site name that reaches it', async () => {
    const app = guarded(configForPorts(ports, 'localhost', 'https'));
    expect((await app.inject({ url: '/x', headers: { host: 'localhost:46082' } })).statusCode).toBe(200);
    expect((await app.inject({ url: '/x', headers: { host: 'connexion.localhost:46082' } })).statusCode).toBe(
      421,
    );
  });

  it('answers the provider its own site name in the cross-site topology, not localhost nor another part', async () => {
    const app = guarded(configForSites(ports));
    expect((await app.inject({ url: '/x', headers: { host: 'connexion.localhost:46082' } })).statusCode).toBe(
      200,
    );
    for (const host of ['localhost:46082', 'portail.localhost:46082', 'api.localhost:46082']) {
      expect((await app.inject({ url: '/x', headers: { host } })).statusCode).toBe(421);
    }
  });

  it('lets both app sites post to the provider across sites and refuses any other origin', async () => {
    const config = configForSites(ports);
    const app = guarded(config);
    const post = (origin: string) =>
      app.inject({ method: 'POST', url: '/x', headers: { host: 'connexion.localhost:46082', origin } });
    expect((await post(config.portalOrigin)).statusCode).toBe(200);
    expect((await post(config.accountOrigin)).statusCode).toBe(200);
    expect((await post('https://localhost:46080')).statusCode).toBe(403);
    expect((await post('https://evil.localhost:46080')).statusCode).toBe(403);
  });
});
