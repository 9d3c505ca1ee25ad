import { describe, expect, it } from 'vitest';
import { createTestApi } from '../testing/api-test-harness.ts';
import { perTest } from '../../testing/per-test.ts';

const api = perTest(
  () => createTestApi(),
  (started) => started.close(),
);

async function send(member: string, query = '') {
  return api.callAs(member, {
    method: 'POST',
    url: `/id/v3/accounts/me/send-confirmation-email${query}`,
  });
}

describe('POST /id/v3/accounts/me/send-confirmation-email', () => {
  it('mails an unverified member a validation link that continues to b2CUrlPolicy', async () => {
    const policy = `${api.config.idpOrigin}/portailb2c/B2C_1A_email_validation/oauth2/v2.0/authorize`;
    const response = await send(
      'nonverifie',
      `?azpContext=portailb2c&b2CUrlPolicy=${encodeURIComponent(policy)}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: true, email: 'nonverifie@exemple.ca', azpContext: 'portailb2c' });
    const mail = api.outbox.latest({ to: 'nonverifie@exemple.ca' });
    expect(mail?.kind).toBe('email-validation');
    expect(new URL(mail?.link ?? '').searchParams.get('suite')).toBe(policy);
  });

  it('answers 409 code 16 for an address already verified', async () => {
    const response = await send('complet');
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0]).toEqual({
      code: 16,
      message: 'Votre adresse courriel est déjà validée.',
    });
  });

  it('refuses a b2CUrlPolicy off the provider and a sixth mail within an hour', async () => {
    expect((await send('nonverifie', '?b2CUrlPolicy=https%3A%2F%2Fmal.example')).json().errorResultCode).toBe(
      15,
    );
    for (let i = 0; i < 5; i += 1) expect((await send('nonverifie')).statusCode).toBe(200);
    const refused = await send('nonverifie');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorResultCode).toBe(7);
  });

  it('answers 401 with a token lacking the account.send-confirmation-email scope', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/id/v3/accounts/me/send-confirmation-email',
      headers: await api.bearer('nonverifie', { scopes: ['account.info'] }),
    });
    expect(response.statusCode).toBe(401);
  });
});
