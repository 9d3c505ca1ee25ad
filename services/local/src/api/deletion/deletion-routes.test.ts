import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoRcIds } from '../../members/index.ts';
import { createTestApi, type TestApi } from '../testing/api-test-harness.ts';
import { CANCELS_PER_HOUR } from './cancel-deletion-route.ts';

const DAY = 24 * 3600 * 1000;
const CANCEL = '/id/v3/accounts/me/delete/cancel';
let api: TestApi;
let clock: Date;
beforeEach(async () => {
  clock = new Date();
  api = await createTestApi({ now: () => clock });
});
afterEach(async () => {
  await api.close();
});

/** The member asks for the deletion with a token of now, and signs in again a second later. */
async function scheduleFor(member: 'complet' | 'incomplet') {
  const response = await api.callAs(member, {
    method: 'POST',
    url: '/id/v3/accounts/me/delete',
    payload: { password: 'Bonjour-2026' },
  });
  expect(response.statusCode).toBe(200);
  return {
    scheduled: response.json().scheduledDeletion,
    signedInAgain: await api.bearer(member, { issuedAt: 1 }),
  };
}

const count = (table: string, rcId: string) =>
  (api.db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE member_id = ?`).get(rcId) as { n: number }).n;

describe('deletion with a grace period', () => {
  it('lets the member, signed in again during the 30 days, read when and cancel; everything is restored and mailed', async () => {
    api.db
      .prepare("INSERT INTO api_newsletter_subscriptions VALUES (?, 'info-matin', 'complet@exemple.ca', 'x')")
      .run(demoRcIds.complet);
    const { scheduled, signedInAgain } = await scheduleFor('complet');
    const profile = await api.app.inject({ url: '/id/v3/accounts/me', headers: signedInAgain });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().scheduledDeletion).toEqual(scheduled);
    // Nothing else acts while the deletion is scheduled (403 code 31, French).
    const patch = await api.app.inject({
      method: 'PATCH',
      url: '/id/v3/accounts/me',
      headers: signedInAgain,
      payload: { firstName: 'Autre' },
    });
    expect(patch.statusCode).toBe(403);
    expect(patch.json().errors[0]).toEqual({
      code: 31,
      message:
        'La suppression de ce compte est prévue. Annulez-la dans Mon compte pour utiliser votre compte de nouveau.',
    });

    clock = new Date(clock.getTime() + 29 * DAY);
    const cancelled = await api.app.inject({ method: 'POST', url: CANCEL, headers: signedInAgain });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ cancelled: true });
    const restored = await api.app.inject({ url: '/id/v3/accounts/me', headers: signedInAgain });
    expect(restored.json().scheduledDeletion).toBeUndefined();
    expect(restored.json().firstName).toBe('Geneviève');
    expect(count('api_newsletter_subscriptions', demoRcIds.complet)).toBe(1);
    // Long after the window, nothing is purged: the deletion was cancelled.
    clock = new Date(clock.getTime() + 60 * DAY);
    await api.app.inject({ url: '/health' });
    expect(api.members.findByRcId(demoRcIds.complet)).not.toBeNull();
    expect(api.outbox.list({ to: 'complet@exemple.ca' }).map((mail) => mail.kind)).toEqual(
      expect.arrayContaining(['account-deletion-scheduled', 'account-deletion-cancelled']),
    );
    const again = await api.app.inject({ method: 'POST', url: CANCEL, headers: signedInAgain });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].message).toBe(
      'Aucune suppression n’est prévue pour ce compte : il n’y a rien à annuler.',
    );
  });

  it('purges the member and every row of theirs once the 30 days are over; a cancel then says it is too late', async () => {
    await api.callAs('complet', {
      method: 'PUT',
      url: '/id/v3/accounts/me/confidentialite',
      payload: { analytics: true, performance: false, gpc: false },
    });
    const { signedInAgain } = await scheduleFor('complet');
    clock = new Date(clock.getTime() + 30 * DAY - 60_000);
    await api.app.inject({ url: '/health' });
    expect(api.members.findByRcId(demoRcIds.complet)).not.toBeNull();

    clock = new Date(clock.getTime() + 2 * 60_000);
    await api.app.inject({ url: '/health' });
    expect(api.members.findByRcId(demoRcIds.complet)).toBeNull();
    expect(count('api_privacy_choices', demoRcIds.complet)).toBe(0);
    expect(count('api_account_deletions', demoRcIds.complet)).toBe(0);
    expect(await api.members.verifyCredentials('complet@exemple.ca', 'Bonjour-2026')).toBeNull();
    expect(api.outbox.latest({ to: 'complet@exemple.ca' })?.kind).toBe('account-deleted');
    // Only a digest of the id is kept, for this answer.
    expect(JSON.stringify(api.db.prepare('SELECT * FROM api_purged_accounts').all())).not.toContain(
      demoRcIds.complet,
    );

    const late = await api.app.inject({ method: 'POST', url: CANCEL, headers: signedInAgain });
    expect(late.statusCode).toBe(410);
    expect(late.json().errors[0]).toEqual({
      code: 34,
      message:
        'Le délai de 30 jours est écoulé : le compte et ses données ont été supprimés et ne peuvent plus être rétablis.',
    });
    expect(api.members.findByRcId(demoRcIds.complet)).toBeNull();
  });

  it('refuses a foreign, expired or revoked token (401) and a banned member (403); never cancels another member’s', async () => {
    await scheduleFor('complet');
    const { signedInAgain: other } = await scheduleFor('incomplet');
    const before = await api.bearer('complet', { issuedAt: -5 });
    for (const headers of [
      await api.bearer('complet', { foreignKey: true, issuedAt: 1 }),
      await api.bearer('complet', { expiresIn: -120, issuedAt: 1 }),
      before,
      await api.bearer('complet', { scopes: ['account.info'], issuedAt: 1 }),
    ]) {
      expect((await api.app.inject({ method: 'POST', url: CANCEL, headers })).statusCode).toBe(401);
    }
    // The token names its member: incomplet's cancel leaves complet's deletion in place.
    expect((await api.app.inject({ method: 'POST', url: CANCEL, headers: other })).statusCode).toBe(200);
    expect(count('api_account_deletions', demoRcIds.complet)).toBe(1);

    api.members.update(demoRcIds.complet, { banLevel: 'login' });
    const banned = await api.app.inject({
      method: 'POST',
      url: CANCEL,
      headers: await api.bearer('complet', { issuedAt: 2 }),
    });
    expect(banned.statusCode).toBe(403);
    expect(count('api_account_deletions', demoRcIds.complet)).toBe(1);
  });

  it('limits cancels per member (429 with Retry-After)', async () => {
    const { signedInAgain } = await scheduleFor('complet');
    for (let i = 0; i < CANCELS_PER_HOUR; i += 1) {
      expect(
        (await api.app.inject({ method: 'POST', url: CANCEL, headers: signedInAgain })).statusCode,
      ).toBeLessThan(429);
    }
    const refused = await api.app.inject({ method: 'POST', url: CANCEL, headers: signedInAgain });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('asking twice keeps the first date', async () => {
    const { scheduled, signedInAgain } = await scheduleFor('complet');
    clock = new Date(clock.getTime() + DAY);
    const second = await api.app.inject({
      method: 'POST',
      url: '/id/v3/accounts/me/delete',
      headers: signedInAgain,
      payload: { password: 'Bonjour-2026' },
    });
    // A scheduled member acts on nothing else, this included.
    expect(second.statusCode).toBe(403);
    const profile = await api.app.inject({ url: '/id/v3/accounts/me', headers: signedInAgain });
    expect(profile.json().scheduledDeletion).toEqual(scheduled);
  });
});
