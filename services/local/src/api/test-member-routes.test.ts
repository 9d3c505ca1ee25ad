import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@portail/contracts';
import { createTestApi, type TestApi } from './testing/api-test-harness.ts';
import { TEST_MEMBERS_PATH } from './test-member-routes.ts';

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

describe('POST /__test/members', () => {
  it('creates a fresh member with a unique address who signs in with the demo password', async () => {
    api = await createTestApi();
    const first = await api.app.inject({
      method: 'POST',
      url: TEST_MEMBERS_PATH,
      payload: { label: 'profil' },
    });
    const second = await api.app.inject({ method: 'POST', url: TEST_MEMBERS_PATH, payload: {} });
    expect(first.statusCode).toBe(201);
    const created = first.json<{ rcId: string; email: string; password: string }>();
    expect(created.email).toMatch(/^e2e-profil-[0-9a-f]{8}@exemple\.ca$/);
    expect(second.json<{ email: string }>().email).not.toBe(created.email);
    expect(await api.members.verifyCredentials(created.email, DEMO_PASSWORD)).toMatchObject({
      rcId: created.rcId,
      postalCode: 'H3B 4W5',
      hasActiveSubscription: false,
    });
  });

  it('gives the member a paid subscription, an unverified address or an incomplete profile on request', async () => {
    api = await createTestApi();
    const response = await api.app.inject({
      method: 'POST',
      url: TEST_MEMBERS_PATH,
      payload: { hasActiveSubscription: true, isEmailVerified: false, incomplete: true },
    });
    const member = api.members.findByRcId(response.json<{ rcId: string }>().rcId);
    expect(member).toMatchObject({ hasActiveSubscription: true, isEmailVerified: false, postalCode: null });
  });

  it('refuses unknown fields with 400', async () => {
    api = await createTestApi();
    const response = await api.app.inject({
      method: 'POST',
      url: TEST_MEMBERS_PATH,
      payload: { admin: true },
    });
    expect(response.statusCode).toBe(400);
  });

  it('does not exist without the test hooks', async () => {
    api = await createTestApi({ testHooks: false });
    expect((await api.app.inject({ method: 'POST', url: TEST_MEMBERS_PATH, payload: {} })).statusCode).toBe(
      404,
    );
  });
});
