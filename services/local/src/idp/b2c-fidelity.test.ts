/**
 * What real B2C clients (MSAL.js, oidc-client-ts, openid-client) read from Azure AD B2C, asked of the
 * local provider: refresh scopes, prompt=none without a session, client_info, the token claims and
 * types, the /tfp/ authority form and the forgotten-password answer of a flow without embedded reset.
 */
import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import * as oauth from 'oauth4webapi';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '@portail/contracts';
import { TENANT, clientIds, issuerFor, policies, type PolicyName } from '@portail/contracts/local-defaults';
import { TENANT_ID } from './b2c-tenant.ts';
import {
  authorizeUrl,
  callbackParams,
  createTestBrowser,
  pkceCodeFor,
  signInThroughForm,
  startTestIdp,
  tokenRequest,
  type StartTestIdpOptions,
  type TestIdp,
} from './testing.ts';

// Whole sign-in journeys over HTTP: room for a busy machine.
vi.setConfig({ testTimeout: 30_000 });

let idp: TestIdp;
async function start(options: StartTestIdpOptions = {}) {
  idp = await startTestIdp(options);
  return idp;
}
afterEach(async () => {
  await idp.close();
});

/** A code (and its verifier) for complet@exemple.ca, signed in on a fresh browser. */
const demoMemberCode = () =>
  pkceCodeFor(idp, createTestBrowser(idp.idpOrigin), {
    email: 'complet@exemple.ca',
    password: DEMO_PASSWORD,
  });

async function signIn(extra: Record<string, string> = {}) {
  const code = await demoMemberCode();
  const tokens = await tokenRequest(idp, {
    grant_type: 'authorization_code',
    code: code.code,
    code_verifier: code.verifier,
    redirect_uri: `${idp.config.portalOrigin}/callback`,
    ...extra,
  });
  expect(tokens.status).toBe(200);
  return tokens.body;
}

const refresh = (refreshToken: unknown, extra: Record<string, string> = {}) =>
  tokenRequest(idp, { grant_type: 'refresh_token', refresh_token: String(refreshToken), ...extra });

const member = () => {
  const found = idp.members.findByEmail('complet@exemple.ca');
  if (!found) throw new Error('demo member missing');
  return found;
};

describe('refresh scopes (B2C: https://learn.microsoft.com/en-us/azure/active-directory-b2c/authorization-code-flow#4-refresh-the-token)', () => {
  it.each([
    ['the API scope with offline_access, as B2C documents the request', 'account.info offline_access'],
    ['every scope the token response named', 'openid offline_access account.info'],
    ['offline_access alone', 'offline_access'],
    ['a subset of the API scopes', 'account.info'],
  ])('refreshes with %s', async (_name, scope) => {
    await start();
    const tokens = await signIn();
    const refreshed = await refresh(tokens.refresh_token, { scope });
    expect(refreshed.body.error_description).toBeUndefined();
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.access_token).toBeTruthy();
    expect(refreshed.body.refresh_token).toBeTruthy();
  });

  it('refuses with invalid_scope a refresh that asks for a scope that was not granted', async () => {
    await start();
    const tokens = await signIn();
    const refused = await refresh(tokens.refresh_token, { scope: 'account.modify offline_access' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('invalid_scope');
    expect(String(refused.body.error_description)).toMatch(/^AADB2C90117: .*'account\.modify'/);
  });
});

describe('prompt=none without a session', () => {
  it('answers interaction_required with AADB2C90077, as B2C does', async () => {
    await start();
    const silent = await createTestBrowser(idp.idpOrigin).navigate(
      authorizeUrl(idp, policies.login, { prompt: 'none' }),
    );
    if (silent.kind !== 'redirect-out') throw new Error('prompt=none showed a page');
    const params = callbackParams(silent.url);
    expect(params.get('error')).toBe('interaction_required');
    expect(params.get('error_description')).toMatch(
      /^AADB2C90077: User does not have an existing session and request prompt parameter has a value of 'None'\./,
    );
    expect(params.get('state')).toBeTruthy();
  });
});

describe('client_info (what MSAL builds its home account id from)', () => {
  const decode = (value: unknown) =>
    JSON.parse(Buffer.from(String(value), 'base64url').toString('utf8')) as Record<string, unknown>;

  it('answers client_info=1 with {uid: "{oid}-{policy}", utid: tenant id}, at sign-in and at refresh', async () => {
    await start();
    const tokens = await signIn({ client_info: '1' });
    const expected = {
      uid: `${member().identityProviderUserId}-${policies.login.toLowerCase()}`,
      utid: TENANT_ID,
    };
    expect(decode(tokens.client_info)).toEqual(expected);
    const refreshed = await refresh(tokens.refresh_token, { client_info: '1' });
    expect(decode(refreshed.body.client_info)).toEqual(expected);
  });

  it('sends no client_info unless asked', async () => {
    await start();
    const tokens = await signIn();
    expect(tokens.client_info).toBeUndefined();
  });
});

describe('token claims and types (https://learn.microsoft.com/en-us/azure/active-directory-b2c/tokens-overview)', () => {
  it('puts emails, oid, ver 1.0 and nbf in the ID token', async () => {
    await start();
    const tokens = await signIn();
    const claims = decodeJwt(String(tokens.id_token));
    expect(claims).toMatchObject({
      emails: ['complet@exemple.ca'],
      oid: member().identityProviderUserId,
      ver: '1.0',
      tfp: policies.login,
    });
    expect(typeof claims.nbf).toBe('number');
    expect(claims.nbf).toBeLessThanOrEqual(claims.iat ?? 0);
  });

  it('types access tokens JWT and gives them B2C’s claims (azp, oid, scp, tfp, ver, nbf)', async () => {
    await start();
    const tokens = await signIn();
    const accessToken = String(tokens.access_token);
    expect(decodeProtectedHeader(accessToken).typ).toBe('JWT');
    const { payload } = await jwtVerify(
      accessToken,
      createRemoteJWKSet(new URL(idp.endpoint(policies.login, 'keys'))),
      { issuer: idp.issuer },
    );
    expect(payload).toMatchObject({
      azp: clientIds.portal,
      oid: member().identityProviderUserId,
      scp: 'account.info',
      tfp: policies.login,
      ver: '1.0',
      sub: member().rcId,
      rcid: member().rcId,
    });
    expect(typeof payload.nbf).toBe('number');
    expect(payload.client_id).toBeUndefined();
  });
});

describe('the /tfp/{tenant}/{policy} authority form (MSAL.NET, iOS, Java)', () => {
  const tfp = (policy: PolicyName) => `${idp.idpOrigin}/tfp/${TENANT}/${policy}`;

  it('serves the discovery, with every endpoint under the same form, and the keys', async () => {
    await start();
    const response = await fetch(`${tfp(policies.login)}/v2.0/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const metadata = (await response.json()) as Record<string, string>;
    expect(metadata.issuer).toBe(issuerFor(idp.idpOrigin));
    expect(metadata).toMatchObject({
      authorization_endpoint: `${tfp(policies.login)}/oauth2/v2.0/authorize`,
      token_endpoint: `${tfp(policies.login)}/oauth2/v2.0/token`,
      end_session_endpoint: `${tfp(policies.login)}/oauth2/v2.0/logout`,
      jwks_uri: `${tfp(policies.login)}/discovery/v2.0/keys`,
    });
    const keys = await fetch(metadata.jwks_uri ?? '');
    expect(((await keys.json()) as { keys: unknown[] }).keys.length).toBeGreaterThan(0);
  });

  it.each([
    ['its name', TENANT],
    ['its domain name', `${TENANT}.onmicrosoft.com`],
    ['its id', TENANT_ID],
  ])('names the tenant by %s, with or without /tfp/, as B2C does', async (_name, tenant) => {
    await start();
    for (const prefix of ['', '/tfp']) {
      const base = `${idp.idpOrigin}${prefix}/${tenant}/${policies.login}`;
      const response = await fetch(`${base}/v2.0/.well-known/openid-configuration`);
      expect(response.status).toBe(200);
      const metadata = (await response.json()) as Record<string, string>;
      expect(metadata.issuer).toBe(issuerFor(idp.idpOrigin));
      expect(metadata.token_endpoint).toBe(`${base}/oauth2/v2.0/token`);
    }
  });

  it('signs in, redeems the code and refreshes under /tfp/, with tokens of that policy', async () => {
    await start();
    const browser = createTestBrowser(idp.idpOrigin);
    const verifier = oauth.generateRandomCodeVerifier();
    const url = new URL(`${tfp(policies.login)}/oauth2/v2.0/authorize`);
    for (const [name, value] of Object.entries({
      client_id: clientIds.portal,
      redirect_uri: `${idp.config.portalOrigin}/callback`,
      response_type: 'code',
      scope: 'openid offline_access account.info',
      state: 's',
      nonce: 'n',
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    })) {
      url.searchParams.set(name, value);
    }
    const callback = await signInThroughForm(browser, url.href, {
      email: 'complet@exemple.ca',
      password: DEMO_PASSWORD,
    });
    const token = (form: Record<string, string>) =>
      fetch(`${tfp(policies.login)}/oauth2/v2.0/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: clientIds.portal, ...form }),
      });
    const redeemed = await token({
      grant_type: 'authorization_code',
      code: callbackParams(callback).get('code') ?? '',
      code_verifier: verifier,
      redirect_uri: `${idp.config.portalOrigin}/callback`,
    });
    expect(redeemed.status).toBe(200);
    const body = (await redeemed.json()) as Record<string, string>;
    expect(decodeJwt(body.id_token ?? '').tfp).toBe(policies.login);
    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: body.refresh_token ?? '' });
    expect(refreshed.status).toBe(200);
    const logout = await fetch(`${tfp(policies.login)}/oauth2/v2.0/logout`);
    expect(logout.status).toBe(200);
  });
});

describe('« Mot de passe oublié? » in a flow without embedded reset', () => {
  async function forgotPasswordAnswer() {
    const browser = createTestBrowser(idp.idpOrigin);
    const state = 'etat-42';
    const page = await browser.navigate(authorizeUrl(idp, policies.login, { state }));
    if (page.kind !== 'page') throw new Error('expected the sign-in page');
    const link = /<a href="([^"]+)">Mot de passe oublié\?<\/a>/.exec(page.html)?.[1] ?? '';
    return browser.navigate(new URL(link, page.url).href);
  }

  it('answers access_denied AADB2C90118 to the application, with its state', async () => {
    await start({ embeddedReset: false });
    const answer = await forgotPasswordAnswer();
    if (answer.kind !== 'redirect-out') throw new Error('expected a redirect to the application');
    expect(answer.url.startsWith(`${idp.config.portalOrigin}/callback`)).toBe(true);
    const params = callbackParams(answer.url);
    expect(params.get('error')).toBe('access_denied');
    expect(params.get('error_description')).toMatch(/^AADB2C90118: The user has forgotten their password\./);
    expect(params.get('state')).toBe('etat-42');
  });

  it('runs the reset in the same request by default (embedded reset)', async () => {
    await start();
    const answer = await forgotPasswordAnswer();
    expect(answer.kind).toBe('page');
  });
});

describe('token endpoint errors as B2C words them (https://learn.microsoft.com/en-us/azure/active-directory-b2c/error-codes)', () => {
  it('answers a wrong code_verifier with invalid_grant AADB2C90182', async () => {
    await start();
    const code = await demoMemberCode();
    const refused = await tokenRequest(idp, {
      grant_type: 'authorization_code',
      code: code.code,
      code_verifier: oauth.generateRandomCodeVerifier(),
      redirect_uri: `${idp.config.portalOrigin}/callback`,
    });
    expect(refused.body).toMatchObject({
      error: 'invalid_grant',
      error_description: 'AADB2C90182: The supplied code_verifier does not match associated code_challenge',
    });
  });

  it('answers an unknown refresh token with invalid_grant AADB2C90129', async () => {
    await start();
    const refused = await refresh('inconnu');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('invalid_grant');
    expect(String(refused.body.error_description)).toMatch(
      /^AADB2C90129: The provided grant has been revoked\./,
    );
  });

  it('answers an expired refresh token with invalid_grant AADB2C90080', async () => {
    await start();
    const tokens = await signIn();
    const id = String(tokens.refresh_token);
    const row = idp.db
      .prepare("SELECT payload FROM oidc_payloads WHERE model = 'RefreshToken' AND id = ?")
      .get(id) as { payload: string };
    const payload = JSON.parse(row.payload) as { exp: number };
    payload.exp = Math.floor(Date.now() / 1000) - 10;
    idp.db
      .prepare("UPDATE oidc_payloads SET payload = ? WHERE model = 'RefreshToken' AND id = ?")
      .run(JSON.stringify(payload), id);
    const refused = await refresh(id);
    expect(refused.body.error).toBe('invalid_grant');
    expect(String(refused.body.error_description)).toMatch(/^AADB2C90080: The provided grant has expired\./);
  });
});
