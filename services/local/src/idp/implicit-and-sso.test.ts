import { createRemoteJWKSet, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@portail/contracts';
import { MEMBER_API_AUDIENCE, clientIds, policies } from '@portail/contracts/local-defaults';
import { demoRcIds } from '../members/demo-member-seeds.ts';
import { authorizeUrl, callbackParams, signInThroughForm, walkSignOutChain } from './testing.ts';
import { useTestProvider } from './test-bed.ts';

const { idp, browser } = useTestProvider();

async function jwksOf(policy: string) {
  const discovery = (await (await fetch(idp.discoveryUrl(policy as never))).json()) as {
    jwks_uri: string;
    issuer: string;
  };
  return { jwks: createRemoteJWKSet(new URL(discovery.jwks_uri)), discovery };
}

async function silent(policy: (typeof policies)[keyof typeof policies], params: Record<string, string> = {}) {
  const result = await browser.navigate(authorizeUrl(idp, policy, { prompt: 'none', ...params }));
  if (result.kind !== 'redirect-out') throw new Error('prompt=none showed a page');
  return callbackParams(result.url);
}

describe('implicit flow (id_token token)', () => {
  it('returns in the fragment an id_token that verifies against the discovery jwks_uri, with nonce and tfp', async () => {
    const nonce = 'nonce-implicite-1';
    const state = 'etat-1';
    const callback = await signInThroughForm(browser, authorizeUrl(idp, policies.login, { nonce, state }), {
      email: 'COMPLET@exemple.ca',
      password: DEMO_PASSWORD,
    });
    expect(callback.startsWith(`${idp.config.portalOrigin}/callback#`)).toBe(true);
    const params = callbackParams(callback);
    expect(params.get('state')).toBe(state);
    const { jwks, discovery } = await jwksOf(policies.login);
    expect(discovery.issuer).toBe(idp.issuer);
    expect(discovery.jwks_uri).toBe(idp.endpoint(policies.login, 'keys'));
    const { payload } = await jwtVerify(params.get('id_token') ?? '', jwks, {
      issuer: idp.issuer,
      audience: clientIds.portal,
    });
    expect(payload).toMatchObject({
      nonce,
      tfp: policies.login,
      rcid: demoRcIds.complet,
      email_verified: true,
    });
    const access = await jwtVerify(params.get('access_token') ?? '', jwks, { audience: MEMBER_API_AUDIENCE });
    expect(access.payload.scp).toBe('account.info');
  });

  it('answers in the query string when response_mode=query', async () => {
    const callback = await signInThroughForm(
      browser,
      authorizeUrl(idp, policies.login, { response_mode: 'query' }),
      { email: 'complet@exemple.ca', password: DEMO_PASSWORD },
    );
    expect(new URL(callback).searchParams.get('id_token')).toBeTruthy();
  });

  it('adds employeeId and ldapUsername for internal staff at the internal policy', async () => {
    const callback = await signInThroughForm(browser, authorizeUrl(idp, policies.internal), {
      email: 'employe@exemple.ca',
      password: DEMO_PASSWORD,
    });
    const { jwks } = await jwksOf(policies.internal);
    const { payload } = await jwtVerify(callbackParams(callback).get('id_token') ?? '', jwks);
    expect(payload).toMatchObject({
      employeeId: 'E104233',
      ldapUsername: 'mcbergeron',
      tfp: policies.internal,
    });
  });
});

describe('silent renewal and single sign-on', () => {
  it('answers prompt=none without a session with interaction_required (B2C’s AADB2C90077)', async () => {
    const params = await silent(policies.login);
    expect(params.get('error')).toBe('interaction_required');
  });

  it('after one sign-in, prompt=none succeeds at another policy and for the other client', async () => {
    await signInThroughForm(browser, authorizeUrl(idp, policies.login), {
      email: 'complet@exemple.ca',
      password: DEMO_PASSWORD,
    });
    const atLoginCbc = await silent(policies.login_cbc, { login_hint: 'complet@exemple.ca' });
    expect(atLoginCbc.get('error')).toBeNull();
    const { jwks } = await jwksOf(policies.login_cbc);
    const { payload } = await jwtVerify(atLoginCbc.get('id_token') ?? '', jwks);
    expect(payload.tfp).toBe(policies.login_cbc);

    const forAccount = await silent(policies.login, {
      client_id: clientIds.account,
      redirect_uri: `${idp.config.accountOrigin}/callback/membercenter`,
      response_type: 'id_token token',
      ui_locales: 'fr',
    });
    expect(forAccount.get('id_token')).toBeTruthy();
    expect(forAccount.get('access_token')).toBeTruthy();
  });

  it('shows the sign-in form again on prompt=login even with a session', async () => {
    await signInThroughForm(browser, authorizeUrl(idp, policies.login), {
      email: 'complet@exemple.ca',
      password: DEMO_PASSWORD,
    });
    const page = await browser.navigate(
      authorizeUrl(idp, policies.login, { prompt: 'login', login_hint: 'complet@exemple.ca' }),
    );
    expect(page.kind).toBe('page');
    if (page.kind === 'page') {
      expect(page.html).toContain('Se connecter');
      expect(page.html).toContain('value="complet@exemple.ca"');
    }
  });

  it('refuses a redirect URI outside the app origins with a French error page', async () => {
    const page = await browser.navigate(
      authorizeUrl(idp, policies.login, { redirect_uri: 'https://ailleurs.example/cb' }),
    );
    expect(page.kind).toBe('page');
    if (page.kind === 'page') {
      expect(page.status).toBe(400);
      expect(page.html).toContain('lang="fr-CA"');
      expect(page.html).toContain('L’adresse de retour de l’application n’est pas autorisée.');
    }
  });

  it('signs out on the logout endpoint and redirects to the app; prompt=none then needs a sign-in', async () => {
    const callback = await signInThroughForm(browser, authorizeUrl(idp, policies.login), {
      email: 'complet@exemple.ca',
      password: DEMO_PASSWORD,
    });
    const idToken = callbackParams(callback).get('id_token') ?? '';
    const logout = new URL(idp.endpoint(policies.login, 'logout'));
    logout.searchParams.set('id_token_hint', idToken);
    logout.searchParams.set('post_logout_redirect_uri', `${idp.config.portalOrigin}/`);
    const confirm = await browser.navigate(logout.href);
    expect(confirm.kind).toBe('page');
    if (confirm.kind !== 'page') return;
    expect(confirm.html).toContain('Se déconnecter');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.html)?.[1] ?? '';
    const action = /<form[^>]*action="([^"]+)"/.exec(confirm.html)?.[1] ?? '';
    const done = await browser.navigate(new URL(action, confirm.url).href, {
      method: 'POST',
      form: { xsrf, logout: 'yes' },
    });
    // the front-channel step, then the member is back on the app (front-channel-logout.test.ts)
    const walk = await walkSignOutChain(browser, idp.idpOrigin, done);
    expect(walk.final).toEqual({ kind: 'redirect-out', url: `${idp.config.portalOrigin}/` });
    expect((await silent(policies.login)).get('error')).toBe('interaction_required');
  });
});
