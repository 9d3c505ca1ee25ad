import * as oauth from 'oauth4webapi';
import { describe, expect, it } from 'vitest';
import { clientIds, policies } from '@portail/contracts/local-defaults';
import { demoRcIds } from '../members/demo-member-seeds.ts';
import { createTestBrowser, hiddenInputs } from './testing.ts';
import { useTestProvider } from './test-bed.ts';

const { idp } = useTestProvider();

async function postAssertion(assertion: string, verifier: string) {
  const browser = createTestBrowser(idp.idpOrigin);
  const result = await browser.navigate(idp.endpoint(policies.idpJwtAuth, 'authorize'), {
    method: 'POST',
    form: {
      client_id: clientIds.portal,
      response_type: 'code',
      redirect_uri: `${idp.config.portalOrigin}/callback`,
      scope: 'openid offline_access account.info',
      assertion,
      response_mode: 'form_post',
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: 'etat-idpjwt',
    },
  });
  if (result.kind !== 'page') throw new Error('expected the form_post page');
  return result;
}

describe('IdpJwt policy', () => {
  it('answers a POST with a valid assertion by an HTML form carrying code and state, then issues tokens', async () => {
    const verifier = oauth.generateRandomCodeVerifier();
    const page = await postAssertion(await idp.mintAssertion(demoRcIds.abonne), verifier);
    const inputs = hiddenInputs(page.html);
    expect(inputs.state).toBe('etat-idpjwt');
    expect(inputs.code).toBeTruthy();
    expect(page.html).toContain(`action="${idp.config.portalOrigin}/callback"`);
    const response = await fetch(idp.endpoint(policies.idpJwtAuth, 'token'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: clientIds.portal,
        code: inputs.code ?? '',
        code_verifier: verifier,
        redirect_uri: `${idp.config.portalOrigin}/callback`,
      }),
    });
    const tokens = (await response.json()) as { id_token: string };
    expect(response.status).toBe(200);
    const claims = JSON.parse(
      Buffer.from(tokens.id_token.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(claims).toMatchObject({ rcid: demoRcIds.abonne, tfp: policies.idpJwtAuth });
  });

  it.each([
    ['a forged assertion', async () => 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl'],
    ['an assertion for a banned member', async () => idp.mintAssertion(demoRcIds.banni)],
    ['an assertion for an unknown member', async () => idp.mintAssertion('inconnu')],
  ])('answers %s with access_denied in the form', async (_case, mint) => {
    const page = await postAssertion(await mint(), oauth.generateRandomCodeVerifier());
    const inputs = hiddenInputs(page.html);
    expect(inputs.error).toBe('access_denied');
    expect(inputs.error_description).toMatch(/^AADB2C9005?\d/);
    expect(inputs.state).toBe('etat-idpjwt');
  });

  it('refuses an assertion used twice', async () => {
    const assertion = await idp.mintAssertion(demoRcIds.complet);
    expect(
      hiddenInputs((await postAssertion(assertion, oauth.generateRandomCodeVerifier())).html).code,
    ).toBeTruthy();
    expect(
      hiddenInputs((await postAssertion(assertion, oauth.generateRandomCodeVerifier())).html).error,
    ).toBe('access_denied');
  });
});

describe('cross-origin access for the apps', () => {
  it('lets the app origins read the provider responses with credentials, and no one else', async () => {
    const url = idp.endpoint(policies.idpJwtAuth, 'authorize');
    const fromPortal = await fetch(url, { headers: { origin: idp.config.portalOrigin }, redirect: 'manual' });
    expect(fromPortal.headers.get('access-control-allow-origin')).toBe(idp.config.portalOrigin);
    expect(fromPortal.headers.get('access-control-allow-credentials')).toBe('true');
    const interaction = await fetch(`${idp.idpOrigin}/interaction/inconnu`, {
      headers: { origin: idp.config.accountOrigin },
    });
    expect(interaction.headers.get('access-control-allow-origin')).toBe(idp.config.accountOrigin);
    const elsewhere = await fetch(url, {
      headers: { origin: 'https://ailleurs.example' },
      redirect: 'manual',
    });
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
  });
});
