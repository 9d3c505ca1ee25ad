import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { demoRcIds } from '../../members/index.ts';
import { createTestApi, type TestApi } from '../testing/api-test-harness.ts';

let api: TestApi;
beforeEach(async () => {
  await api?.close();
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

async function patch(body: unknown, member: string = 'complet') {
  return api.callAs(member, {
    method: 'PATCH',
    url: '/id/v3/accounts/me',
    payload: body as object,
  });
}

function thisYear() {
  return new Date().getUTCFullYear();
}

describe('GET /id/v3/accounts/me', () => {
  it('returns the profile fields of the signed-in member', async () => {
    const response = await api.callAs('complet', {
      url: '/id/v3/accounts/me',
    });
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(profile).toMatchObject({
      rcId: demoRcIds.complet,
      email: 'complet@exemple.ca',
      firstName: 'Geneviève',
      lastName: 'Tremblay',
      birthMonth: 5,
      birthYear: 1984,
      birthDate: '1984-05',
      gender: 2,
      postalCode: 'H2X 1Y4',
      isEmailVerified: true,
      banLevel: null,
      subscriptionsStatus: { hasActiveSubscription: false },
      productsRegions: { info: 8, iciMusique: 8, premiere: 8, tele: 8, oHdio: 8 },
      picture: null,
    });
    expect(typeof profile.identityProviderUserId).toBe('string');
    expect(typeof profile.viafouraId).toBe('string');
  });

  it('tells the abonne member that they have an active subscription and the banni member their ban', async () => {
    const abonne = await api.app.inject({ url: '/id/v3/accounts/me', headers: await api.bearer('abonne') });
    expect(abonne.json().subscriptionsStatus).toEqual({ hasActiveSubscription: true });
    const banni = await api.app.inject({ url: '/id/v3/accounts/me', headers: await api.bearer('banni') });
    expect(banni.json().banLevel).toBe('login');
  });

  it('answers 401 in the error shape without a token, with a token lacking account.info, or for an unknown member', async () => {
    const cases = [
      {},
      await api.bearer('complet', { scopes: ['account.modify'] }),
      await api.bearer('00000000-0000-0000-0000-000000000000'),
    ];
    for (const headers of cases) {
      const response = await api.app.inject({ url: '/id/v3/accounts/me', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        errors: [{ code: 2, message: 'Vous devez être connecté pour effectuer cette action.' }],
        errorResultCode: 2,
      });
      expect(response.headers['www-authenticate']).toContain('Bearer');
    }
  });
});

describe('PATCH /id/v3/accounts/me: profile fields', () => {
  it('changes only the fields sent and answers the updated profile', async () => {
    const response = await patch({ firstName: "Marie-Ève d'Arc", postalCode: 'g1r4p5' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: "Marie-Ève d'Arc",
      lastName: 'Tremblay',
      postalCode: 'G1R 4P5',
      birthYear: 1984,
      email: 'complet@exemple.ca',
    });
    expect(api.members.findByRcId(demoRcIds.complet)?.postalCode).toBe('G1R 4P5');
  });

  it('accepts a name typed with combining accents (NFD) and stores it composed (NFC)', async () => {
    const response = await patch({
      firstName: 'Hélène'.normalize('NFD'),
      lastName: 'Bégin'.normalize('NFD'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Hélène', lastName: 'Bégin' });
    expect(api.members.findByEmail('complet@exemple.ca')?.firstName).toBe('Hélène');
  });

  it('refuses a new password of spaces only with the shared French message', async () => {
    const response = await patch({ oldPassword: 'Bonjour-2026', newPassword: '          ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      field: 'newPassword',
      message: 'Le mot de passe ne peut pas être fait que d’espaces.',
    });
  });

  it('stores productsRegions sent as string ids, merged with the others', async () => {
    const response = await patch({ productsRegions: { info: '3', tele: '12' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().productsRegions).toEqual({
      info: 3,
      iciMusique: 8,
      premiere: 8,
      tele: 12,
      oHdio: 8,
    });
  });

  it('accepts birthDate YYYY-MM when birthYear is absent', async () => {
    const response = await patch({ birthDate: '1990-11' }, 'incomplet');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ birthMonth: 11, birthYear: 1990, birthDate: '1990-11' });
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'Veuillez entrer votre prénom.'],
    [
      { firstName: 'J0hn' },
      'firstName',
      "Le prénom ne peut contenir que des lettres, des apostrophes, des traits d'union et des espaces simples.",
    ],
    [
      { lastName: 'Roy  Gagnon' },
      'lastName',
      "Le nom ne peut contenir que des lettres, des apostrophes, des traits d'union et des espaces simples.",
    ],
    [{ lastName: '   ' }, 'lastName', 'Veuillez entrer votre nom.'],
    [{ email: '' }, 'email', 'Veuillez entrer votre adresse courriel.'],
    [{ email: 'pas-un-courriel' }, 'email', "L'adresse courriel est invalide."],
    [{ postalCode: '' }, 'postalCode', 'Veuillez entrer votre code postal.'],
    [{ postalCode: '90210' }, 'postalCode', 'Le code postal doit avoir le format A1A 1A1.'],
    [{ postalCode: 'D1A 1A1' }, 'postalCode', 'Le code postal doit avoir le format A1A 1A1.'],
    [{ birthMonth: 13, birthYear: 1990 }, 'birthYear', "La date de naissance n'est pas valide."],
    [{ birthMonth: 1, birthYear: thisYear() - 10 }, 'birthYear', 'Vous devez avoir au moins 18 ans.'],
    [{ birthMonth: 1, birthYear: thisYear() - 120 }, 'birthYear', "La date de naissance n'est pas valide."],
    [{ birthMonth: 1, birthYear: thisYear() + 1 }, 'birthYear', "La date de naissance n'est pas valide."],
    [{ birthDate: '1990/11' }, 'birthDate', "La date de naissance n'est pas valide."],
    [{ birthDate: '' }, 'birthDate', 'Veuillez entrer vos mois et année de naissance.'],
    [{ gender: 3 }, 'gender', 'Veuillez choisir une identité de genre.'],
    [{ gender: null }, 'gender', 'Veuillez choisir une identité de genre.'],
    [{ productsRegions: { info: '99' } }, 'productsRegions.info', "La région choisie n'existe pas."],
    [{ productsRegions: { radio: '3' } }, 'productsRegions.radio', "La région choisie n'existe pas."],
    [
      { newPassword: 'court', oldPassword: 'Bonjour-2026' },
      'newPassword',
      'Réessayez avec 8 caractères minimum.',
    ],
  ])('refuses %j with 400 and the French message on %s', async (body, field, message) => {
    const response = await patch(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ code: 1, message, field }], errorResultCode: 1 });
  });

  it('needs both month and year when the member has no birth date yet', async () => {
    const response = await patch({ birthYear: 1990 }, 'incomplet');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toBe('La date de naissance est manquante.');
  });

  it('accepts the age of 18 reached this month and the oldest year allowed', async () => {
    const today = new Date();
    const eighteen = await patch({ birthMonth: today.getUTCMonth() + 1, birthYear: thisYear() - 18 });
    expect(eighteen.statusCode).toBe(200);
    const oldest = await patch({ birthMonth: 1, birthYear: thisYear() - 119 });
    expect(oldest.statusCode).toBe(200);
  });

  it('ignores fields that are not the member’s to set', async () => {
    const response = await patch({ banLevel: null, isEmailVerified: true, rcId: 'x' }, 'nonverifie');
    expect(response.statusCode).toBe(200);
    expect(response.json().isEmailVerified).toBe(false);
  });

  it('answers 400 (never 5xx) for malformed JSON, a non-object body or wrong types', async () => {
    const headers = { ...(await api.bearer('complet')), 'content-type': 'application/json' };
    for (const payload of [
      '{"firstName":',
      '[1,2]',
      '"texte"',
      '{"firstName":42}',
      '{"birthMonth":"mai","birthYear":1990}',
    ]) {
      const response = await api.app.inject({ method: 'PATCH', url: '/id/v3/accounts/me', headers, payload });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().errors[0].message).toMatch(/[a-zé]/);
    }
  });

  it('answers 413 for a body over 16 KB', async () => {
    const response = await patch({ firstName: 'a'.repeat(20_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0]).toEqual({ code: 5, message: 'Le contenu envoyé est trop volumineux.' });
  });
});

describe('PATCH /id/v3/accounts/me: email change', () => {
  const validationUrl = () =>
    `${api.config.idpOrigin}/portailb2c/B2C_1A_email_validation/oauth2/v2.0/authorize?x=1`;

  it('stores the new address unverified and mails a validation link that continues to b2CUrlPolicy', async () => {
    const response = await patch({
      email: 'Nouvelle@Exemple.ca',
      oldPassword: 'Bonjour-2026',
      b2CUrlPolicy: validationUrl(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'nouvelle@exemple.ca', isEmailVerified: false });
    const mail = api.outbox.latest({ to: 'nouvelle@exemple.ca' });
    expect(mail?.kind).toBe('email-validation');
    const link = new URL(mail?.link ?? '');
    expect(link.origin).toBe(api.config.idpOrigin);
    expect(link.searchParams.get('suite')).toBe(validationUrl());
  });

  it('needs no password when the address sent is the current one', async () => {
    const response = await patch({ email: 'COMPLET@exemple.ca', firstName: 'Julie' });
    expect(response.statusCode).toBe(200);
    expect(response.json().isEmailVerified).toBe(true);
    expect(api.outbox.list()).toHaveLength(0);
  });

  it('answers 401 code 11 when oldPassword is wrong, and changes nothing', async () => {
    const response = await patch({
      email: 'autre@exemple.ca',
      oldPassword: 'mauvais-mot',
      firstName: 'Julie',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      errors: [{ code: 11, message: "Ce n'est pas le bon mot de passe.", field: 'oldPassword' }],
      errorResultCode: 11,
    });
    expect(api.members.findByRcId(demoRcIds.complet)?.firstName).toBe('Geneviève');
  });

  it('answers 400 on oldPassword when the email changes without a password', async () => {
    const response = await patch({ email: 'autre@exemple.ca' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toEqual({
      code: 1,
      message: 'Veuillez entrer un mot de passe.',
      field: 'oldPassword',
    });
  });

  it('answers 409 code 10 when another account uses the address', async () => {
    const response = await patch({ email: 'abonne@exemple.ca', oldPassword: 'Bonjour-2026' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      errors: [{ code: 10, message: "L'adresse courriel est déjà associée à un compte.", field: 'email' }],
      errorResultCode: 10,
    });
  });

  it('refuses a b2CUrlPolicy outside the identity provider with code 15', async () => {
    const response = await patch({
      email: 'autre@exemple.ca',
      oldPassword: 'Bonjour-2026',
      b2CUrlPolicy: 'https://attaquant.example/vol',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ code: 15, field: 'b2CUrlPolicy' });
  });
});

describe('PATCH /id/v3/accounts/me: password change (oldPassword + newPassword)', () => {
  it('sets the new password when the current one is right', async () => {
    const response = await patch({ oldPassword: 'Bonjour-2026', newPassword: 'Au-revoir-2027' });
    expect(response.statusCode).toBe(200);
    expect(await api.members.checkPassword(demoRcIds.complet, 'Au-revoir-2027')).toBe(true);
    expect(await api.members.checkPassword(demoRcIds.complet, 'Bonjour-2026')).toBe(false);
  });

  it('answers 401 code 11 when the current password is wrong', async () => {
    const response = await patch({ oldPassword: 'pas-le-bon', newPassword: 'Au-revoir-2027' });
    expect(response.statusCode).toBe(401);
    expect(response.json().errorResultCode).toBe(11);
    expect(await api.members.checkPassword(demoRcIds.complet, 'Bonjour-2026')).toBe(true);
  });

  it('answers 400 when the current password is missing', async () => {
    const response = await patch({ newPassword: 'Au-revoir-2027' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('oldPassword');
  });
});
