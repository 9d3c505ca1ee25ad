import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiScopes } from '@portail/contracts/local-defaults';
import { demoRcIds } from '../../members/index.ts';
import { createTestApi, type TestApi } from '../testing/api-test-harness.ts';
import { PRIVACY_CHANGES_PER_MINUTE } from './privacy-routes.ts';

const PATH = '/id/v3/accounts/me/confidentialite';
let api: TestApi;
let clock: Date;
beforeEach(async () => {
  clock = new Date('2026-11-27T15:00:00.000Z');
  api = await createTestApi({ now: () => clock });
});
afterEach(async () => {
  await api.close();
});

async function put(body: unknown, headers?: { authorization: string }) {
  return api.app.inject({
    method: 'PUT',
    url: PATH,
    headers: headers ?? (await api.bearer('complet')),
    payload: body as object,
  });
}

async function read(headers?: { authorization: string }) {
  return api.app.inject({ url: PATH, headers: headers ?? (await api.bearer('complet')) });
}

const rowsOf = (rcId: string) =>
  (
    api.db.prepare('SELECT COUNT(*) AS n FROM api_privacy_choices WHERE member_id = ?').get(rcId) as {
      n: number;
    }
  ).n;

describe('the privacy choice of a member', () => {
  it('is off, and not yet made, for a member who never chose', async () => {
    const response = await read();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      choices: { analytics: false, performance: false },
      chosen: false,
      history: [],
    });
  });

  it('keeps each change with its date and the GPC signal, the newest first, and answers the choice in force', async () => {
    expect((await put({ analytics: true, performance: false, gpc: false })).statusCode).toBe(200);
    clock = new Date('2026-11-28T09:30:00.000Z');
    const second = await put({ analytics: true, performance: true, gpc: true });
    expect(second.json()).toEqual({
      choices: { analytics: true, performance: true },
      chosen: true,
      history: [
        { analytics: true, performance: true, gpc: true, changedAt: '2026-11-28T09:30:00.000Z' },
        { analytics: true, performance: false, gpc: false, changedAt: '2026-11-27T15:00:00.000Z' },
      ],
    });
    // Another device of the same member reads the same choice.
    expect((await read()).json()).toEqual(second.json());
  });

  it('refuses a body that breaks a rule with a French message naming the field, and keeps nothing', async () => {
    const cases: [unknown, string, string | undefined][] = [
      [
        { analytics: 'oui', performance: false, gpc: false },
        'Le choix « Mesure d’audience » doit être activé ou désactivé (true ou false).',
        'analytics',
      ],
      [
        { analytics: true, gpc: false },
        'Le choix « Mesure de performance » doit être activé ou désactivé (true ou false).',
        'performance',
      ],
      [
        { analytics: true, performance: true, gpc: 1 },
        'Le signal « Global Privacy Control » doit valoir true ou false.',
        'gpc',
      ],
      [
        { analytics: true, performance: true, gpc: false, rcId: demoRcIds.abonne },
        'Ce champ ne fait pas partie du choix de confidentialité.',
        'rcId',
      ],
    ];
    for (const [body, message, field] of cases) {
      const response = await put(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toEqual({ code: 1, message, ...(field ? { field } : {}) });
    }
    const notJson = await api.app.inject({
      method: 'PUT',
      url: PATH,
      headers: { ...(await api.bearer('complet')), 'content-type': 'application/json' },
      payload: '[',
    });
    expect(notJson.statusCode).toBe(400);
    expect(rowsOf(demoRcIds.complet)).toBe(0);
  });

  it('never shows or changes another member’s choice', async () => {
    await put({ analytics: true, performance: true, gpc: false }, await api.bearer('abonne'));
    expect((await read()).json().history).toEqual([]);
    await put({ analytics: false, performance: false, gpc: false });
    expect((await read(await api.bearer('abonne'))).json().choices).toEqual({
      analytics: true,
      performance: true,
    });
    // A query or a body naming another member is not a way in either.
    const named = await api.callAs('complet', {
      url: `${PATH}?rcId=${demoRcIds.abonne}`,
    });
    expect(named.json().choices).toEqual({ analytics: false, performance: false });
  });

  it('refuses a foreign, expired, revoked or scope-less token with 401 and a banned member with 403, changing nothing', async () => {
    const body = { analytics: true, performance: true, gpc: false };
    const foreign = await api.bearer('complet', { foreignKey: true });
    const expired = await api.bearer('complet', { expiresIn: -120 });
    const revoked = await api.bearer('complet', { issuedAt: -5 });
    api.db
      .prepare('INSERT INTO member_tokens_not_before (rc_id, not_before) VALUES (?, ?)')
      .run(demoRcIds.complet, Math.floor(Date.now() / 1000));
    const noScope = await api.bearer('complet', {
      scopes: apiScopes.filter((scope) => scope !== 'account.modify'),
    });
    for (const headers of [foreign, expired, revoked, noScope]) {
      expect((await put(body, headers)).statusCode).toBe(401);
    }
    for (const headers of [foreign, expired, revoked]) expect((await read(headers)).statusCode).toBe(401);
    expect((await put(body, { authorization: '' })).statusCode).toBe(401);

    api.members.update(demoRcIds.incomplet, { banLevel: 'login' });
    const banned = await api.bearer('incomplet');
    const refused = await put(body, banned);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].code).toBe(20);
    expect((await read(banned)).statusCode).toBe(403);
    expect(rowsOf(demoRcIds.complet) + rowsOf(demoRcIds.incomplet)).toBe(0);
  });

  it('limits changes per member and says when to try again (429, Retry-After)', async () => {
    const body = { analytics: true, performance: false, gpc: false };
    for (let i = 0; i < PRIVACY_CHANGES_PER_MINUTE; i += 1) expect((await put(body)).statusCode).toBe(200);
    const refused = await put(body);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another member is not held by it.
    expect((await put(body, await api.bearer('abonne'))).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 61_000);
    expect((await put(body)).statusCode).toBe(200);
  });

  it('goes with the member when the member is removed', async () => {
    await put({ analytics: true, performance: true, gpc: false });
    api.members.remove(demoRcIds.complet);
    expect(rowsOf(demoRcIds.complet)).toBe(0);
  });
});
