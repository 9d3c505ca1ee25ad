import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoRcIds } from '../../members/index.ts';
import { createTestApi, type TestApi } from '../testing/api-test-harness.ts';
import { pngOf } from '../testing/test-images.ts';

let api: TestApi;
beforeEach(async () => {
  api = await createTestApi();
});
afterEach(async () => {
  await api.close();
});

async function remove(body: unknown) {
  return api.app.inject({
    method: 'POST',
    url: '/id/v3/accounts/me/delete',
    headers: await api.bearer('complet'),
    payload: body as object,
  });
}

describe('POST /id/v3/accounts/me/delete', () => {
  it('removes the member, their avatar and their subscriptions; they can no longer sign in or call the API', async () => {
    const png = pngOf(64, 64);
    const boundary = 'b0undary';
    await api.app.inject({
      method: 'POST',
      url: '/id/v3/accounts/me/upload-avatar',
      headers: {
        ...(await api.bearer('complet')),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    api.db
      .prepare("INSERT INTO api_newsletter_subscriptions VALUES (?, 'info-matin', 'complet@exemple.ca', 'x')")
      .run(demoRcIds.complet);

    const response = await remove({ password: 'Bonjour-2026' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: true });
    expect(api.members.findByRcId(demoRcIds.complet)).toBeNull();
    expect(await api.members.verifyCredentials('complet@exemple.ca', 'Bonjour-2026')).toBeNull();
    expect(readdirSync(join(api.dataDir, 'avatars'))).toEqual([]);
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM api_newsletter_subscriptions').get()).toEqual({ n: 0 });
    const after = await api.app.inject({ url: '/id/v3/accounts/me', headers: await api.bearer('complet') });
    expect(after.statusCode).toBe(401);
    expect(api.outbox.latest({ to: 'complet@exemple.ca' })?.kind).toBe('account-deleted');
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
