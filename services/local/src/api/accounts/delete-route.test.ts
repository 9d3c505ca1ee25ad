import { describe, expect, it } from 'vitest';
import { demoRcIds } from '../../members/index.ts';
import { createTestApi } from '../testing/api-test-harness.ts';
import { perTest } from '../../testing/per-test.ts';

const api = perTest(
  () => createTestApi(),
  (started) => started.close(),
);

async function remove(body: unknown) {
  return api.callAs('complet', {
    method: 'POST',
    url: '/id/v3/accounts/me/delete',
    payload: body as object,
  });
}

describe('POST /id/v3/accounts/me/delete', () => {
  it('schedules the deletion 30 days later, keeps every datum meanwhile, signs the member out and mails when', async () => {
    api.db
      .prepare("INSERT INTO api_newsletter_subscriptions VALUES (?, 'info-matin', 'complet@exemple.ca', 'x')")
      .run(demoRcIds.complet);
    const headers = await api.bearer('complet', { issuedAt: -2 });
    const response = await api.app.inject({
      method: 'POST',
      url: '/id/v3/accounts/me/delete',
      headers,
      payload: { password: 'Bonjour-2026' },
    });
    expect(response.statusCode).toBe(200);
    const { scheduledDeletion } = response.json();
    expect(response.json().deleted).toBe(true);
    expect(Date.parse(scheduledDeletion.purgeAt) - Date.parse(scheduledDeletion.requestedAt)).toBe(
      30 * 24 * 3600 * 1000,
    );
    expect(api.members.findByRcId(demoRcIds.complet)).not.toBeNull();
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM api_newsletter_subscriptions').get()).toEqual({ n: 1 });
    // Signed out everywhere: the token of before is refused.
    const after = await api.app.inject({ url: '/id/v3/accounts/me', headers });
    expect(after.statusCode).toBe(401);
    const mail = api.outbox.latest({ to: 'complet@exemple.ca' });
    expect(mail?.kind).toBe('account-deletion-scheduled');
    expect(mail?.text).toContain('Annuler la suppression');
  });

  it('refuses a member with a paid subscription first (409, SPEC.md’s rule), even with a wrong password', async () => {
    const response = await api.callAs('abonne', {
      method: 'POST',
      url: '/id/v3/accounts/me/delete',
      payload: { password: 'pas-le-bon' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0]).toEqual({
      code: 32,
      message:
        'Avant de supprimer votre compte, vous devez annuler votre abonnement payant à la diffusion en continu.',
    });
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM api_account_deletions').get()).toEqual({ n: 0 });
  });

  it('answers 401 code 11 on password when the password is wrong, and keeps the account', async () => {
    const response = await remove({ password: 'pas-le-bon' });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0]).toEqual({
      code: 11,
      message: "Ce n'est pas le bon mot de passe.",
      field: 'password',
    });
    expect(api.members.findByRcId(demoRcIds.complet)).not.toBeNull();
  });

  it('answers 400 when the password is missing and 401 without the account.delete scope', async () => {
    const missing = await remove({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatchObject({
      message: 'Veuillez entrer un mot de passe.',
      field: 'password',
    });
    const noScope = await api.app.inject({
      method: 'POST',
      url: '/id/v3/accounts/me/delete',
      headers: await api.bearer('complet', { scopes: ['account.info'] }),
      payload: { password: 'Bonjour-2026' },
    });
    expect(noScope.statusCode).toBe(401);
  });
});
