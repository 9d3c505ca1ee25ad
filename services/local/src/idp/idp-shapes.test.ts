import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@portail/contracts';
import {
  MEMBER_API_AUDIENCE,
  TENANT_ID,
  clientIds,
  localDeploymentConfig,
  policies,
  type IdpShape,
} from '@portail/contracts/local-defaults';
import { createTokenVerifier } from '../api/bearer.ts';
import { IdpShapeError, idpShapeFromEnv, issuerOf, metadataUrlOf } from './idp-shape.ts';
import {
  authorizeUrl,
  callbackParams,
  createTestBrowser,
  formAction,
  pageText,
  signInThroughForm,
  startTestIdp,
  thirdPartyCodeFlow,
  type TestIdp,
} from './testing.ts';

const insecure = { [oauth.allowInsecureRequests]: true };
const member = { email: 'complet@exemple.ca', password: DEMO_PASSWORD };

/** What each shape serves, written out as the plan says it (origin `o`, provider port `p`). */
const expected: Record<
  IdpShape,
  { metadata: (o: string) => string; issuer: (o: string, p: number) => string; base: (o: string) => string }
> = {
  local: {
    metadata: (o) => `${o}/portailb2c/B2C_1A_login/v2.0/.well-known/openid-configuration`,
    issuer: (o) => `${o}/portailb2c/v2.0/`,
    base: (o) => `${o}/portailb2c/B2C_1A_login`,
  },
  b2c: {
    metadata: (o) => `${o}/portailb2c.onmicrosoft.com/B2C_1A_login/v2.0/.well-known/openid-configuration`,
    issuer: (o) => `${o}/${TENANT_ID}/v2.0/`,
    base: (o) => `${o}/portailb2c.onmicrosoft.com/B2C_1A_login`,
  },
  'external-id': {
    metadata: (o) => `${o}/${TENANT_ID}/v2.0/.well-known/openid-configuration`,
    issuer: (_o, p) => `http://${TENANT_ID}.localhost:${p}/${TENANT_ID}/v2.0`,
    base: (o) => `${o}/${TENANT_ID}`,
  },
};

describe.each(['local', 'b2c', 'external-id'] as const)('the provider in the %s shape', (shape) => {
  let idp: TestIdp;
  let as: oauth.AuthorizationServer;
  beforeAll(async () => {
    idp = await startTestIdp({ shape, embeddedReset: false });
    const response = await fetch(expected[shape].metadata(idp.idpOrigin));
    // oauth4webapi refuses a document whose issuer is not the expected one.
    as = await oauth.processDiscoveryResponse(
      new URL(expected[shape].issuer(idp.idpOrigin, idp.port)),
      response,
    );
  });
  afterAll(async () => {
    await idp.close();
  });

  it('serves its discovery document with its issuer, endpoints and keys', async () => {
    const base = expected[shape].base(idp.idpOrigin);
    expect(idp.issuer).toBe(expected[shape].issuer(idp.idpOrigin, idp.port));
    expect(as.authorization_endpoint).toBe(`${base}/oauth2/v2.0/authorize`);
    expect(as.token_endpoint).toBe(`${base}/oauth2/v2.0/token`);
    expect(as.end_session_endpoint).toBe(`${base}/oauth2/v2.0/logout`);
    expect(as.jwks_uri).toBe(`${base}/discovery/v2.0/keys`);
    const keys = (await (await fetch(as.jwks_uri as string)).json()) as { keys: unknown[] };
    expect(keys.keys.length).toBeGreaterThan(0);
  });

  it('agrees with the deployment configuration that npm start writes for the shape', () => {
    const port = Number(new URL(idp.idpOrigin).port);
    const config = localDeploymentConfig({
      ports: { portal: 1, account: 2, idp: port, api: 3 },
      host: '127.0.0.1',
      shape,
    });
    expect(config.identity.issuer).toBe(idp.issuer);
    expect(config.identity.issuer).toBe(issuerOf(shape, idp.idpOrigin));
    expect(config.identity.metadataUrl.replace('{policy}', policies.login)).toBe(
      metadataUrlOf(shape, idp.idpOrigin),
    );
    expect(config.identity.kind).toBe(shape === 'external-id' ? 'external-id' : 'b2c');
  });

  it('signs a member in with a code and PKCE, refreshes, and its member APIs accept the access token', async () => {
    const browser = createTestBrowser(idp.idpOrigin);
    const { tokens } = await thirdPartyCodeFlow(idp, as, browser, member, {
      scope: 'openid offline_access account.info',
    });
    const idToken = oauth.getValidatedIdTokenClaims(tokens);
    expect(idToken?.iss).toBe(idp.issuer);
    const access = decodeJwt(tokens.access_token);
    expect(access.iss).toBe(idp.issuer);
    expect(access.aud).toBe(MEMBER_API_AUDIENCE);
    if (shape === 'external-id') {
      // External ID's v2.0 tokens: no policy claim, the tenant id.
      expect(idToken).not.toHaveProperty('tfp');
      expect(idToken).not.toHaveProperty('acr');
      expect(access).not.toHaveProperty('tfp');
      expect(access).not.toHaveProperty('acr');
      expect(idToken).toMatchObject({ ver: '2.0', tid: TENANT_ID });
      expect(access).toMatchObject({ ver: '2.0', tid: TENANT_ID });
    } else {
      expect(idToken?.tfp).toBe(policies.login);
      expect(access.tfp).toBe(policies.login);
    }
    const jwks = createRemoteJWKSet(new URL(as.jwks_uri as string));
    await expect(jwtVerify(tokens.access_token, jwks, { issuer: idp.issuer })).resolves.toBeTruthy();

    const verifier = createTokenVerifier({ idpOrigin: idp.idpOrigin, shape });
    await expect(verifier.verify(tokens.access_token, 'account.info')).resolves.toMatchObject({
      rcid: access.rcid,
    });
    const otherShape = shape === 'local' ? 'b2c' : 'local';
    const other = createTokenVerifier({ idpOrigin: idp.idpOrigin, shape: otherShape });
    await expect(other.verify(tokens.access_token, 'account.info')).rejects.toThrow();

    const refreshed = await oauth.processRefreshTokenResponse(
      as,
      { client_id: clientIds.portal },
      await oauth.refreshTokenGrantRequest(
        as,
        { client_id: clientIds.portal },
        oauth.None(),
        tokens.refresh_token as string,
        insecure,
      ),
    );
    expect(decodeJwt(refreshed.access_token).iss).toBe(idp.issuer);
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
  });

  it('answers prompt=none without a session with the error its service gives, and with a session a code', async () => {
    const stranger = createTestBrowser(idp.idpOrigin);
    const silent = authorizeUrl(idp, policies.login, { prompt: 'none', response_mode: 'query' });
    const refused = await stranger.navigate(silent);
    expect(refused.kind).toBe('redirect-out');
    const params = callbackParams(refused.kind === 'redirect-out' ? refused.url : '');
    if (shape === 'external-id') {
      expect(params.get('error')).toBe('login_required');
      expect(params.get('error_description')).toMatch(/^AADSTS50058: /);
    } else {
      expect(params.get('error')).toBe('interaction_required');
      expect(params.get('error_description')).toMatch(/^AADB2C90077: /);
    }

    const signedIn = createTestBrowser(idp.idpOrigin);
    await signInThroughForm(signedIn, authorizeUrl(idp, policies.login), member);
    const renewed = await signedIn.navigate(authorizeUrl(idp, policies.login, { prompt: 'none' }));
    expect(renewed.kind).toBe('redirect-out');
    expect(callbackParams(renewed.kind === 'redirect-out' ? renewed.url : '').get('id_token')).toBeTruthy();
  });

  it('words an unknown refresh token with its own error code', async () => {
    const unknownToken = await fetch(as.token_endpoint as string, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: clientIds.portal,
        grant_type: 'refresh_token',
        refresh_token: 'inconnu',
      }),
    });
    const body = (await unknownToken.json()) as { error: string; error_description: string };
    expect(body.error).toBe('invalid_grant');
    expect(body.error_description).toMatch(shape === 'external-id' ? /^AADSTS70000: / : /^AADB2C90129: /);
  });
});

describe('the External ID shape’s one user flow', () => {
  let idp: TestIdp;
  beforeAll(async () => {
    // embeddedReset false: External ID has no separate reset policy, so the setting does not apply.
    idp = await startTestIdp({ shape: 'external-id', embeddedReset: false });
  });
  afterAll(async () => {
    await idp.close();
  });

  it('serves no B2C policy path, with or without tfp', async () => {
    for (const path of [
      '/portailb2c/B2C_1A_login/v2.0/.well-known/openid-configuration',
      `/${TENANT_ID}/B2C_1A_login/v2.0/.well-known/openid-configuration`,
      '/tfp/portailb2c/B2C_1A_login/v2.0/.well-known/openid-configuration',
      `/${TENANT_ID}/B2C_1A_signup/oauth2/v2.0/authorize`,
    ]) {
      expect((await fetch(`${idp.idpOrigin}${path}`)).status, path).toBe(404);
    }
  });

  it('opens the sign-up page for prompt=create and signs the new member in', async () => {
    const browser = createTestBrowser(idp.idpOrigin);
    const signUp = await browser.navigate(authorizeUrl(idp, policies.login, { prompt: 'create' }));
    expect(signUp.kind).toBe('page');
    const page = signUp as { url: string; html: string };
    expect(pageText(page.html)).toContain('Créer');
    const done = await browser.navigate(formAction(page), {
      method: 'POST',
      form: { prenom: 'Léa', nom: 'Côté', courriel: 'lea.cote@exemple.ca', motdepasse: 'Bienvenue-2026' },
    });
    expect(done.kind).toBe('redirect-out');
    expect(callbackParams(done.kind === 'redirect-out' ? done.url : '').get('id_token')).toBeTruthy();
    expect(idp.members.findByEmail('lea.cote@exemple.ca')).toBeTruthy();
  });

  it('runs « Mot de passe oublié? » inside the sign-in flow: mail, new password, sign-in, back to the app', async () => {
    const browser = createTestBrowser(idp.idpOrigin);
    const signIn = await browser.navigate(authorizeUrl(idp, policies.login));
    if (signIn.kind !== 'page') throw new Error('expected the sign-in page');
    const forgotLink = /href="([^"]+\/mot-de-passe-oublie)"/.exec(signIn.html)?.[1] ?? '';
    expect(forgotLink).not.toBe('');
    const forgot = await browser.navigate(new URL(forgotLink, signIn.url).href);
    // Not AADB2C90118 back to the app: the reset page itself.
    if (forgot.kind !== 'page') throw new Error(`left the provider for ${forgot.url}`);
    await browser.navigate(formAction(forgot), { method: 'POST', form: { courriel: 'abonne@exemple.ca' } });
    const link = idp.outbox.latest({ to: 'abonne@exemple.ca', kind: 'password-reset' })?.link ?? '';
    const form = await browser.navigate(link);
    if (form.kind !== 'page') throw new Error('expected the new-password page');
    const back = await browser.navigate(formAction(form), {
      method: 'POST',
      form: {
        jeton: new URL(link).searchParams.get('jeton') ?? '',
        nouveau: 'Nouveau-2026!',
        confirmation: 'Nouveau-2026!',
      },
    });
    if (back.kind !== 'page') throw new Error('expected the sign-in page again');
    expect(pageText(back.html)).toContain('Votre mot de passe a été modifié.');
    const done = await browser.navigate(formAction(back), {
      method: 'POST',
      form: { courriel: 'abonne@exemple.ca', motdepasse: 'Nouveau-2026!' },
    });
    expect(done.kind).toBe('redirect-out');
    expect(callbackParams(done.kind === 'redirect-out' ? done.url : '').get('id_token')).toBeTruthy();
  });

  it('answers a cancelled flow access_denied without a B2C code', async () => {
    const browser = createTestBrowser(idp.idpOrigin);
    const signIn = await browser.navigate(authorizeUrl(idp, policies.login));
    if (signIn.kind !== 'page') throw new Error('expected the sign-in page');
    const uid = /\/interaction\/([^/"]+)/.exec(signIn.url)?.[1] ?? '';
    const cancelled = await browser.navigate(`${idp.idpOrigin}/interaction/${uid}/annuler`);
    const params = callbackParams(cancelled.kind === 'redirect-out' ? cancelled.url : '');
    expect(params.get('error')).toBe('access_denied');
    expect(params.get('error_description')).not.toMatch(/AADB2C/);
  });
});

describe('PORTAIL_IDP_SHAPE', () => {
  it('is local when unset, and a bad value stops with one line naming it', () => {
    expect(idpShapeFromEnv({})).toBe('local');
    expect(idpShapeFromEnv({ PORTAIL_IDP_SHAPE: 'external-id' })).toBe('external-id');
    expect(() => idpShapeFromEnv({ PORTAIL_IDP_SHAPE: 'B2C' })).toThrow(IdpShapeError);
    expect(() => idpShapeFromEnv({ PORTAIL_IDP_SHAPE: 'ciam' })).toThrow(
      'PORTAIL_IDP_SHAPE="ciam" is not a shape of the identity provider: use local, b2c or external-id',
    );
  });
});
