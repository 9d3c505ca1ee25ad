// @vitest-environment jsdom
// @vitest-environment-options {"url":"https://portail.test/nouvelles"}
import { describe, expect, it, vi } from 'vitest';
import type { IdentityDeployment } from '@portail/contracts';
import { TENANT_ID } from '@portail/contracts/local-defaults';
import { IDP_ORIGIN, createClient, implicitAnswer, recordingWindow } from './testing/browser-harness.ts';
import { clientTestBed } from './testing/client-test-bed.ts';
import { providerFetch, testIdentity } from './testing/token-minter.ts';

const bed = clientTestBed('/nouvelles');
const { clock, clients } = bed;

function setup(identity: IdentityDeployment, isSafari = false) {
  const { win, assign } = recordingWindow();
  const fetchFn = providerFetch(IDP_ORIGIN, () => [bed.key.jwk], undefined, identity.issuer);
  const client = createClient(win, fetchFn, clock, { identity }, isSafari);
  clients.push(client);
  client.init();
  const lastAddress = () => new URL(String(assign.mock.calls.at(-1)?.[0]));
  return { client, assign, fetchFn, lastAddress };
}

/** Signs in with the implicit flow; `claims` go into the identity token the provider answers. */
async function signIn(tenant: ReturnType<typeof setup>, claims: Record<string, unknown>) {
  await tenant.client.login();
  const answer = await implicitAnswer(bed.key, tenant.lastAddress().href, claims);
  window.history.replaceState(null, '', `/callback#${answer}`);
  return tenant.client.handleCallback();
}

describe('an External ID tenant', () => {
  const identity = testIdentity(IDP_ORIGIN, 'external-id');

  it('signs in at the tenant’s one user flow: discovery under the tenant id, no policy in any address', async () => {
    const tenant = setup(identity);
    await tenant.client.login();
    const url = tenant.lastAddress();
    expect(tenant.fetchFn.calls[0]).toBe(`${IDP_ORIGIN}/${TENANT_ID}/v2.0/.well-known/openid-configuration`);
    expect(url.origin + url.pathname).toBe(`${IDP_ORIGIN}/${TENANT_ID}/oauth2/v2.0/authorize`);
    expect(url.searchParams.has('prompt')).toBe(false);
    expect(`${url.href} ${tenant.fetchFn.calls.join(' ')}`).not.toMatch(/B2C_1A|\/p\//i);
  });

  it('opens the same flow’s sign-up page with prompt=create', async () => {
    const tenant = setup(identity);
    await tenant.client.signup();
    const url = tenant.lastAddress();
    expect(url.pathname).toBe(`/${TENANT_ID}/oauth2/v2.0/authorize`);
    expect(url.searchParams.get('prompt')).toBe('create');
  });

  it.each(['reset', 'changePassword', 'emailValidation'] as const)(
    'sends the %s entry point to the same flow’s sign-in page (prompt=login), where the reset link is',
    async (policy) => {
      const tenant = setup(identity);
      await tenant.client.login({ policy });
      const url = tenant.lastAddress();
      expect(url.pathname).toBe(`/${TENANT_ID}/oauth2/v2.0/authorize`);
      expect(url.searchParams.get('prompt')).toBe('login');
    },
  );

  it('accepts the configured issuer, whose host is not the authority’s', async () => {
    expect(new URL(identity.issuer).host).not.toBe(new URL(IDP_ORIGIN).host);
    const tenant = setup(identity);
    expect(await signIn(tenant, { iss: identity.issuer })).toMatchObject({ ok: true });
    expect(tenant.client.getUser()?.token).toBe('access-implicit');
  });

  it('refuses a token whose issuer is the authority’s host rather than the configured one', async () => {
    const tenant = setup(identity);
    await expect(signIn(tenant, { iss: `${IDP_ORIGIN}/${TENANT_ID}/v2.0` })).rejects.toMatchObject({
      code: 'invalid_id_token',
    });
    expect(tenant.client.getUser()).toBeNull();
  });

  it('reads no tfp or acr: a silent renewal whose token names another policy keeps the member', async () => {
    // Policy names, where a file still has them, are ignored for External ID.
    const tenant = setup({ ...identity, policies: testIdentity(IDP_ORIGIN).policies }, true);
    await signIn(tenant, { iss: identity.issuer });
    tenant.client.enableRedirect();
    bed.now += 3_600_000;
    expect(await tenant.client.refresh()).toBe(false);
    const renewal = tenant.lastAddress();
    expect(renewal.searchParams.get('prompt')).toBe('none');
    const answer = await implicitAnswer(bed.key, renewal.href, {
      iss: identity.issuer,
      tfp: 'B2C_1A_internal',
      acr: 'b2c_1a_idpjwt',
      iat: bed.now / 1000,
      exp: bed.now / 1000 + 3600,
    });
    window.history.replaceState(null, '', `/callback#${answer}`);
    expect(await tenant.client.handleCallback()).toMatchObject({ ok: true });
    expect(tenant.client.getUser()?.identityProviderUserId).toBe('user-1');
  });

  it('ends an AADB2C90118 answer as the provider error it is: no reset policy to send the member to', async () => {
    const tenant = setup(identity);
    await tenant.client.login();
    const state = tenant.lastAddress().searchParams.get('state') ?? '';
    const answer = new URLSearchParams({
      error: 'access_denied',
      error_description: 'AADB2C90118: The user has forgotten their password.',
      state,
    });
    window.history.replaceState(null, '', `/callback#${answer.toString()}`);
    await expect(tenant.client.handleCallback()).rejects.toMatchObject({ code: 'provider_error' });
    expect(tenant.assign).toHaveBeenCalledTimes(1);
  });
});

describe('a B2C tenant', () => {
  it('accepts the configured issuer carrying the tenant id on a host that is not the authority’s', async () => {
    const identity = {
      ...testIdentity(IDP_ORIGIN),
      issuer: `https://${TENANT_ID}.b2clogin.test/${TENANT_ID}/v2.0/`,
    };
    const tenant = setup(identity);
    expect(await signIn(tenant, { iss: identity.issuer })).toMatchObject({ ok: true });
  });

  it('refuses a token whose issuer is derived from the authority rather than the configured one', async () => {
    const identity = { ...testIdentity(IDP_ORIGIN), issuer: `${IDP_ORIGIN}/${TENANT_ID}/v2.0/` };
    const tenant = setup(identity);
    await expect(signIn(tenant, { iss: `${IDP_ORIGIN}/portailb2c/v2.0/` })).rejects.toMatchObject({
      code: 'invalid_id_token',
    });
  });

  it('puts the tenant’s policy names in the addresses, and no prompt for sign-up', async () => {
    const identity = testIdentity(IDP_ORIGIN);
    const tenant = setup(identity);
    await tenant.client.signup();
    const url = tenant.lastAddress();
    expect(url.pathname).toBe('/portailb2c/B2C_1A_signup/v2.0/oauth2/v2.0/authorize');
    expect(url.searchParams.has('prompt')).toBe(false);
  });

  it('checks tfp: a silent renewal whose token names another policy family is refused', async () => {
    const identity = testIdentity(IDP_ORIGIN);
    const tenant = setup(identity, true);
    await signIn(tenant, {});
    const signedOut = vi.fn();
    tenant.client.on('signed-out', signedOut);
    tenant.client.enableRedirect();
    bed.now += 3_600_000;
    await tenant.client.refresh();
    const answer = await implicitAnswer(bed.key, tenant.lastAddress().href, { tfp: 'B2C_1A_internal' });
    window.history.replaceState(null, '', `/callback#${answer}`);
    await expect(tenant.client.handleCallback()).rejects.toMatchObject({ code: 'member_changed' });
    expect(signedOut).toHaveBeenCalledWith({ reason: 'member-changed' });
  });
});
