import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { faultInjection } from './fault-injection.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function server(enabled: boolean) {
  app = Fastify();
  await app.register(faultInjection, { enabled });
  app.get('/id/v3/accounts/me', async () => ({ ok: true }));
  app.get('/graphql', async () => ({ ok: 'graphql' }));
  await app.ready();
  return app;
}

const addRule = (target: FastifyInstance, rule: object) =>
  target.inject({ method: 'POST', url: '/__faults', payload: rule });

describe('fault injection', () => {
  it('is off unless enabled: /__faults does not exist', async () => {
    const target = await server(false);
    expect((await addRule(target, { method: 'GET', path: '/graphql', status: 500 })).statusCode).toBe(404);
    expect((await target.inject({ url: '/graphql' })).statusCode).toBe(200);
  });

  it('answers the rule status for an exact path and leaves others alone until DELETE /__faults', async () => {
    const target = await server(true);
    expect((await addRule(target, { method: 'get', path: '/graphql', status: 503 })).statusCode).toBe(201);
    const hit = await target.inject({ url: '/graphql?x=1' });
    expect(hit.statusCode).toBe(503);
    expect(hit.json().errors[0].code).toBe('FAULT_INJECTED');
    expect((await target.inject({ url: '/id/v3/accounts/me' })).statusCode).toBe(200);
    expect((await target.inject({ method: 'DELETE', url: '/__faults' })).statusCode).toBe(204);
    expect((await target.inject({ url: '/graphql' })).statusCode).toBe(200);
  });

  it('matches a prefix ending with * and any method with *, and stops after `times` hits', async () => {
    const target = await server(true);
    await addRule(target, { method: '*', path: '/id/v3/*', status: 401, times: 2 });
    expect((await target.inject({ url: '/id/v3/accounts/me' })).statusCode).toBe(401);
    expect((await target.inject({ url: '/id/v3/accounts/me' })).statusCode).toBe(401);
    expect((await target.inject({ url: '/id/v3/accounts/me' })).statusCode).toBe(200);
    expect((await target.inject({ url: '/__faults' })).json()).toEqual({ rules: [] });
  });

  it('delays a matching request before the route answers', async () => {
    const target = await server(true);
    await addRule(target, { method: 'GET', path: '/graphql', delayMs: 150 });
    const started = performance.now();
    const response = await target.inject({ url: '/graphql' });
    expect(response.statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('destroys the connection of a dropped request', async () => {
    const target = await server(true);
    await addRule(target, { method: 'GET', path: '/graphql', drop: true });
    await target.listen({ port: 0, host: '127.0.0.1' });
    const { port } = target.server.address() as AddressInfo;
    await expect(fetch(`http://127.0.0.1:${port}/graphql`)).rejects.toThrow();
    expect((await fetch(`http://127.0.0.1:${port}/id/v3/accounts/me`)).status).toBe(200);
  });

  it('faults only the requests of the member a rule names, by the bearer token of the request', async () => {
    const target = await server(true);
    const bearerOf = (sub: string) =>
      `Bearer h.${Buffer.from(JSON.stringify({ sub })).toString('base64url')}.s`;
    await addRule(target, { method: 'GET', path: '/graphql', status: 500, member: 'rc-a', times: 1 });
    const other = await target.inject({ url: '/graphql', headers: { authorization: bearerOf('rc-b') } });
    const anonymous = await target.inject({ url: '/graphql' });
    expect([other.statusCode, anonymous.statusCode]).toEqual([200, 200]);
    const named = await target.inject({ url: '/graphql', headers: { authorization: bearerOf('rc-a') } });
    expect(named.statusCode).toBe(500);
    const after = await target.inject({ url: '/graphql', headers: { authorization: bearerOf('rc-a') } });
    expect(after.statusCode).toBe(200);
  });

  it.each([
    [
      { path: '/x', status: 500 },
      'Une règle est un objet avec method et path, sans autre champ que status, delayMs, drop, times et member.',
    ],
    [{ method: 'GET', path: 'x', status: 500 }, 'Le chemin doit commencer par /.'],
    [{ method: 'GET', path: '/x' }, 'Une règle doit donner status, delayMs ou drop.'],
    [{ method: 'GET', path: '/x', status: 42 }, 'Statut invalide.'],
  ])('refuses the rule %j with 400', async (rule, message) => {
    const target = await server(true);
    const response = await addRule(target, rule);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toBe(message);
  });
});
