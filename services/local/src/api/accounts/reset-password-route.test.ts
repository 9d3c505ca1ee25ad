import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApi, type TestApi } from '../testing/api-test-harness.ts';

let api: TestApi;
beforeEach(async () => {
  api = await createTestApi();
});
afterEach(async () => {
  vi.useRealTimers();
  await api.close();
});

const policyUrl = () =>
  `${api.config.idpOrigin}/portailb2c/B2C_1A_change_password/oauth2/v2.0/authorize?redirect_uri=x`;

async function reset(body: Record<string, unknown>, query = '?context=portailb2c', member = 'complet') {
  return api.callAs(member, {
    method: 'POST',
    url: `/sso/id/v3/accounts/reset-password${query}`,
    payload: body,
  });
}

describe('POST /sso/id/v3/accounts/reset-password', () => {
  it('mails the member a reset link on the identity provider that continues to b2CUrlPolicy', async () => {
    const response = await reset({ email: 'Complet@exemple.ca', b2CUrlPolicy: policyUrl() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: true });
    const mail = api.outbox.latest({ to: 'complet@exemple.ca', kind: 'password-reset' });
    const link = new URL(mail?.link ?? '');
    expect(link.origin).toBe(api.config.idpOrigin);
    expect(link.searchParams.get('suite')).toBe(policyUrl());
  });

  it('refuses the fourth request in 24 hours with 429 code 14, and accepts again a day later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let i = 0; i < 3; i += 1) {
      expect((await reset({ email: 'complet@exemple.ca', b2CUrlPolicy: policyUrl() })).statusCode).toBe(200);
    }
    const refused = await reset({ email: 'complet@exemple.ca', b2CUrlPolicy: policyUrl() });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      errors: [
        {
          code: 14,
          message:
            "Vous avez dépassé la limite d'envois de liens de réinitialisation. Veuillez attendre au moins 24 heures avant de réessayer.",
        },
      ],
      errorResultCode: 14,
    });
    expect(refused.headers['retry-after']).toBe('86400');
    expect(api.outbox.list({ kind: 'password-reset' })).toHaveLength(3);
    vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000 + 1000);
    expect((await reset({ email: 'complet@exemple.ca', b2CUrlPolicy: policyUrl() })).statusCode).toBe(200);
  });

  it.each([
    [
      'a b2CUrlPolicy off the provider',
      { email: 'complet@exemple.ca', b2CUrlPolicy: 'https://ailleurs.example/x' },
      '?context=portailb2c',
      400,
      15,
    ],
    ['a missing email', { b2CUrlPolicy: 'POLICY' }, '?context=portailb2c', 400, 1],
    ['an invalid email', { email: 'nope', b2CUrlPolicy: 'POLICY' }, '?context=portailb2c', 400, 1],
    ['a missing context', { email: 'complet@exemple.ca', b2CUrlPolicy: 'POLICY' }, '', 400, 1],
    [
      "another member's email",
      { email: 'abonne@exemple.ca', b2CUrlPolicy: 'POLICY' },
      '?context=portailb2c',
      403,
      3,
    ],
  ])('refuses %s', async (_case, body, query, status, code) => {
    const payload = { ...body, ...(body.b2CUrlPolicy === 'POLICY' ? { b2CUrlPolicy: policyUrl() } : {}) };
    const response = await reset(payload, query);
    expect(response.statusCode).toBe(status);
    expect(response.json().errorResultCode).toBe(code);
    expect(api.outbox.list()).toHaveLength(0);
  });

  it('answers 401 without a bearer token', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/sso/id/v3/accounts/reset-password?context=portailb2c',
      payload: { email: 'complet@exemple.ca', b2CUrlPolicy: policyUrl() },
    });
    expect(response.statusCode).toBe(401);
  });
});
