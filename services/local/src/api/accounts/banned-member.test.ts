import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoRcIds } from '../../members/index.ts';
import { createTestApi, type TestApi } from '../testing/api-test-harness.ts';

let api: TestApi;
let headers: { authorization: string };
let beforeBan: { authorization: string };
beforeAll(async () => {
  api = await createTestApi();
  // A token issued a second before the ban (what an open tab or a stolen token holds), and one
  // issued in the ban's second (the provider's SSO session answering while the ban falls).
  beforeBan = await api.bearer('complet', { issuedAt: -1 });
  api.members.update(demoRcIds.complet, { banLevel: 'login' });
  headers = await api.bearer('complet');
}, 30_000);
afterAll(async () => {
  await api.close();
});

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from([0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]),
  Buffer.alloc(32, 1),
]);

function avatarBody() {
  const boundary = '----portailban';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const suspended =
  'L’accès à ce compte a été suspendu. Vous ne pouvez pas vous connecter. Écrivez à l’équipe de Portail pour en savoir plus.';

describe('a banned member', () => {
  it('is refused with any token issued before the ban (401, as for an expired token)', async () => {
    const response = await api.app.inject({ url: '/id/v3/accounts/me', headers: beforeBan });
    expect(response.statusCode).toBe(401);
  });

  it('still reads their profile, which tells the apps the ban so that they sign the member out', async () => {
    const response = await api.app.inject({ url: '/id/v3/accounts/me', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().banLevel).toBe('login');
  });

  it('cannot change their profile (403, in French) and nothing changes', async () => {
    const response = await api.app.inject({
      method: 'PATCH',
      url: '/id/v3/accounts/me',
      headers,
      payload: { firstName: 'Banni' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].message).toBe(suspended);
    expect(api.members.findByRcId(demoRcIds.complet)?.firstName).toBe('Geneviève');
  });

  it('cannot upload an avatar', async () => {
    const body = avatarBody();
    const response = await api.app.inject({
      method: 'POST',
      url: '/id/v3/accounts/me/upload-avatar',
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(403);
    expect(api.members.findByRcId(demoRcIds.complet)?.picture).toBeNull();
  });

  it('cannot ask for mails or delete the account', async () => {
    for (const [url, payload] of [
      ['/id/v3/accounts/me/delete', { password: 'Bonjour-2026' }],
      ['/sso/id/v3/accounts/reset-password?context=portailb2c', { email: 'complet@exemple.ca' }],
      ['/id/v3/accounts/me/send-confirmation-email', {}],
    ] as const) {
      const response = await api.app.inject({ method: 'POST', url, headers, payload });
      expect(response.statusCode, url).toBe(403);
    }
    expect(api.members.findByRcId(demoRcIds.complet)).toBeDefined();
    expect(api.outbox.list({ to: 'complet@exemple.ca' })).toEqual([]);
  });

  it('cannot change their newsletters', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/graphql',
      headers,
      payload: {
        query: `mutation Save($s: SubscriptionsInput!) { multiSubscribeUnsubscribe(subscriptions: $s) }`,
        variables: { s: { subscribeCodes: [], unsubscribeCodes: [], email: 'complet@exemple.ca' } },
      },
    });
    expect(response.json(), JSON.stringify(response.json())).toMatchObject({
      errors: [{ extensions: { code: 'UNAUTHENTICATED' } }],
    });
  });
});
