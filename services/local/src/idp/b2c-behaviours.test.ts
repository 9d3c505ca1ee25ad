import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import * as oauth from 'oauth4webapi';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@portail/contracts';
import { clientIds, policies, type PolicyName } from '@portail/contracts/local-defaults';
import { demoRcIds } from '../members/demo-member-seeds.ts';
import { REFRESH_RETRY_GRACE_SECONDS } from './refresh-tokens.ts';
import {
  authorizeUrl,
  callbackParams,
  formAction,
  hiddenInputs,
  pageText,
  signInThroughForm,
} from './testing.ts';
import { useTestProvider } from './test-bed.ts';

const { idp, browser } = useTestProvider();

const redirectUri = () => `${idp.config.portalOrigin}/callback`;

/** Code + PKCE sign-in at `policy`; returns the token response. */
async function codeSignIn(policy: PolicyName, email = 'complet@exemple.ca') {
  const verifier = oauth.generateRandomCodeVerifier();
  const url = authorizeUrl(idp, policy, {
    response_type: 'code',
    scope: 'openid offline_access account.info',
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  });
  const callback = await signInThroughForm(browser, url, { email, password: DEMO_PASSWORD });
  return redeem(policy, { code: callbackParams(callback).get('code') ?? '', code_verifier: verifier });
}

async function tokenRequest(policy: PolicyName, form: Record<string, string>) {
  const response = await fetch(idp.endpoint(policy, 'token'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: clientIds.portal, client_secret: '', ...form }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

function redeem(policy: PolicyName, form: { code: string; code_verifier: string }) {
  return tokenRequest(policy, { grant_type: 'authorization_code', redirect_uri: redirectUri(), ...form });
}

async function silentAt(policy: PolicyName) {
  const result = await browser.navigate(authorizeUrl(idp, policy, { prompt: 'none' }));
  if (result.kind !== 'redirect-out') throw new Error('prompt=none showed a page');
  return callbackParams(result.url);
}

describe('B2C behaviours', () => {
  it('refuses a refresh token at another policy with invalid_grant AADB2C90088, and keeps it usable where issued', async () => {
    const tokens = await codeSignIn(policies.login);
    expect(tokens.status).toBe(200);
    const elsewhere = await tokenRequest(policies.signup, {
      grant_type: 'refresh_token',
      refresh_token: tokens.body.refresh_token ?? '',
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error).toBe('invalid_grant');
    expect(elsewhere.body.error_description).toMatch(/^AADB2C90088/);
    const here = await tokenRequest(policies.login, {
      grant_type: 'refresh_token',
      refresh_token: tokens.body.refresh_token ?? '',
    });
    expect(here.status).toBe(200);
    expect(here.body.refresh_token).not.toBe(tokens.body.refresh_token);
  });

  it('rotates refresh tokens: a used one is refused once the retry grace has passed', async () => {
    const tokens = await codeSignIn(policies.login);
    const first = await tokenRequest(policies.login, {
      grant_type: 'refresh_token',
      refresh_token: tokens.body.refresh_token ?? '',
    });
    expect(first.status).toBe(200);
    expect(first.body.refresh_token).not.toBe(tokens.body.refresh_token);
    idp.db
      .prepare("UPDATE oidc_payloads SET consumed_at = ? WHERE model = 'RefreshToken' AND id = ?")
      .run(Date.now() - (REFRESH_RETRY_GRACE_SECONDS + 1) * 1000, tokens.body.refresh_token ?? '');
    const replay = await tokenRequest(policies.login, {
      grant_type: 'refresh_token',
      refresh_token: tokens.body.refresh_token ?? '',
    });
    expect(replay.body.error).toBe('invalid_grant');
  });

  it('requires PKCE for the public clients', async () => {
    const page = await browser.navigate(authorizeUrl(idp, policies.login, { response_type: 'code' }));
    expect(page.kind).toBe('redirect-out');
    if (page.kind === 'redirect-out') {
      expect(callbackParams(page.url).get('error')).toBe('invalid_request');
      expect(callbackParams(page.url).get('error_description')).toMatch(/PKCE/);
    }
  });

  it.each([
    ['reset', policies.reset],
    ['email validation', policies.emailValidation],
  ])(
    'returns from the %s policy with an id_token of that policy and no sign-in session',
    async (_name, policy) => {
      const start = await browser.navigate(authorizeUrl(idp, policy));
      if (start.kind !== 'page') throw new Error('expected a page');
      let callback: string;
      if (policy === policies.reset) {
        await browser.navigate(formAction(start), {
          method: 'POST',
          form: { courriel: 'complet@exemple.ca' },
        });
        const link = idp.outbox.latest({ to: 'complet@exemple.ca', kind: 'password-reset' })?.link ?? '';
        const form = await browser.navigate(link);
        if (form.kind !== 'page') throw new Error('expected the new-password page');
        const done = await browser.navigate(formAction(form), {
          method: 'POST',
          form: { ...hiddenInputs(form.html), nouveau: 'Nouveau-2026!', confirmation: 'Nouveau-2026!' },
        });
        if (done.kind !== 'redirect-out') throw new Error(pageText(done.html));
        callback = done.url;
        expect(await idp.members.verifyCredentials('complet@exemple.ca', 'Nouveau-2026!')).not.toBeNull();
      } else {
        idp.members.update(demoRcIds.nonverifie, {});
        const signedIn = await browser.navigate(formAction(start), {
          method: 'POST',
          form: { courriel: 'nonverifie@exemple.ca', motdepasse: DEMO_PASSWORD },
        });
        if (signedIn.kind !== 'page') throw new Error('expected the validation page');
        expect(signedIn.html).toContain('Envoyer le lien de validation');
        await browser.navigate(formAction(signedIn), { method: 'POST', form: {} });
        const link = idp.outbox.latest({ to: 'nonverifie@exemple.ca', kind: 'email-validation' })?.link ?? '';
        const done = await browser.navigate(link);
        if (done.kind !== 'redirect-out') throw new Error(pageText(done.html));
        callback = done.url;
        expect(idp.members.findByRcId(demoRcIds.nonverifie)?.isEmailVerified).toBe(true);
      }
      const discovery = (await (await fetch(idp.discoveryUrl(policy))).json()) as { jwks_uri: string };
      const { payload } = await jwtVerify(
        callbackParams(callback).get('id_token') ?? '',
        createRemoteJWKSet(new URL(discovery.jwks_uri)),
      );
      expect(payload.tfp).toBe(policy);
      expect((await silentAt(policies.login)).get('error')).toBe('interaction_required');
    },
  );

  it('keeps the existing SSO session when the member validates their address from a signed-in session', async () => {
    await signInThroughForm(browser, authorizeUrl(idp, policies.login), {
      email: 'nonverifie@exemple.ca',
      password: DEMO_PASSWORD,
    });
    const page = await browser.navigate(authorizeUrl(idp, policies.emailValidation));
    if (page.kind !== 'page') throw new Error('expected the validation page');
    expect(page.html).toContain('nonverifie@exemple.ca');
    await browser.navigate(formAction(page), { method: 'POST', form: {} });
    const done = await browser.navigate(idp.outbox.latest({ kind: 'email-validation' })?.link ?? '');
    expect(done.kind).toBe('redirect-out');
    expect((await silentAt(policies.login)).get('id_token')).toBeTruthy();
  });

  it('keeps tokens signed by the previous key verifiable after a rotation, until that key is retired', async () => {
    const before = await codeSignIn(policies.login);
    const oldKid = decodeProtectedHeader(before.body.access_token ?? '').kid ?? '';
    const newKid = idp.rotateSigningKey();
    const jwks = () => createRemoteJWKSet(new URL(idp.endpoint(policies.login, 'keys')));
    await expect(jwtVerify(before.body.access_token ?? '', jwks())).resolves.toBeTruthy();
    const after = await tokenRequest(policies.login, {
      grant_type: 'refresh_token',
      refresh_token: before.body.refresh_token ?? '',
    });
    expect(decodeProtectedHeader(after.body.access_token ?? '').kid).toBe(newKid);
    idp.retireSigningKey(oldKid);
    await expect(jwtVerify(before.body.access_token ?? '', jwks())).rejects.toThrow();
    await expect(jwtVerify(after.body.access_token ?? '', jwks())).resolves.toBeTruthy();
  });

  it('rotates and retires keys through the test hooks', async () => {
    const rotate = await fetch(`${idp.idpOrigin}/__test/keys/rotate`, { method: 'POST' });
    const { kid, published } = (await rotate.json()) as { kid: string; published: string[] };
    expect(published[0]).toBe(kid);
    expect(published).toHaveLength(2);
    const retire = await fetch(`${idp.idpOrigin}/__test/keys/retire`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kid: published[1] }),
    });
    expect(((await retire.json()) as { published: string[] }).published).toEqual([kid]);
  });

  it('publishes RSA keys of 2048 bits or more with a kid', async () => {
    const { keys } = (await (await fetch(idp.endpoint(policies.login, 'keys'))).json()) as {
      keys: { kty: string; kid: string; n: string; d?: string }[];
    };
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key.kty).toBe('RSA');
      expect(key.kid).toBeTruthy();
      expect(key.d).toBeUndefined();
      expect(Buffer.from(key.n, 'base64url').length * 8).toBeGreaterThanOrEqual(2048);
    }
  });
});
