import { COMPLETION_STEPS } from '@portail/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApi, type TestApi } from '../testing/api-test-harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ now: () => new Date('2026-03-15T12:00:00Z') });
});
afterAll(async () => {
  vi.useRealTimers();
  await api.close();
});

describe('GET /neuro/sphere/v1/profile-ca/*', () => {
  it('gives the profile page its data, French head, analytics record and canonical URL', async () => {
    const response = await api.app.inject({ url: '/neuro/sphere/v1/profile-ca/profile' });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(Object.keys(page).sort()).toEqual(['data', 'meta', 'metric', 'routing']);
    expect(page.data.genderOptions).toEqual([
      { value: 2, label: 'Femme' },
      { value: 1, label: 'Homme' },
      { value: 0, label: "Je m'identifie autrement" },
      { value: 4, label: 'Je préfère ne pas répondre' },
    ]);
    expect(page.data.birthYears).toEqual({ min: 1907, max: 2008 });
    // The wizard's steps of the contract, in its order (Mon compte's completion-steps test states them).
    expect(page.data.completionSteps).toEqual(COMPLETION_STEPS);
    expect(page.data.identityProvider).toMatchObject({
      changePasswordPolicy: 'B2C_1A_change_password',
      callbackPath: '/callback/membercenter',
    });
    expect(page.meta.title).toBe('Mon profil | Mon compte | Portail');
    expect(page.meta.metas).toContainEqual({ name: 'description', content: page.meta.description });
    expect(page.metric).toEqual({
      pageId: 'profil',
      partnership: null,
      subTheme: 'profil',
      metrics: {
        pageName: 'mon-compte|profil',
        domain: 'portail.exemple.ca',
        application: 'site-web',
        format: 'page',
      },
    });
    expect(page.routing).toEqual({
      canonicalUrl: `${api.config.accountOrigin}/`,
      ampCanonicalUrl: null,
      previousCanonicalUrls: [],
    });
  });

  it('gives the avatar page the upload limits and endpoint', async () => {
    const page = (await api.app.inject({ url: '/neuro/sphere/v1/profile-ca/avatar' })).json();
    expect(page.data).toMatchObject({
      maxBytes: 5242880,
      fieldName: 'avatar',
      uploadPath: '/id/v3/accounts/me/upload-avatar',
    });
    expect(page.meta.title).toBe('Ma photo de profil | Mon compte | Portail');
    expect(page.routing.canonicalUrl).toBe(`${api.config.accountOrigin}/avatar`);
  });

  it('answers 404 in the error shape for an unknown page', async () => {
    const response = await api.app.inject({ url: '/neuro/sphere/v1/profile-ca/inconnue' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      errors: [{ code: 4, message: 'Ressource introuvable.' }],
      errorResultCode: 4,
    });
  });
});
