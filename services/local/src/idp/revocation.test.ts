import { describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '@portail/contracts';
import { policies, type PolicyName } from '@portail/contracts/local-defaults';
import {
  authorizeUrl,
  callbackParams,
  createTestBrowser,
  formAction,
  hiddenInputs,
  pageText,
  signInThroughForm,
  pkceCodeFor,
  redeemCode,
  tokenRequest as sharedTokenRequest,
  type TestBrowser,
  walkSignOutChain,
  createTestMember,
} from './testing.ts';
import { useTestProvider } from './test-bed.ts';
import { perTest } from '../testing/per-test.ts';

// Whole sign-in journeys over HTTP (several scrypt hashes each): room for a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const { idp, browser } = useTestProvider();
const member = perTest(() => createTestMember(idp, 'revocation'));

const tokenRequest = (form: Record<string, string>, policy?: PolicyName) =>
  sharedTokenRequest(idp, form, policy);
const codeFor = (tab: TestBrowser) => pkceCodeFor(idp, tab, { email: member.email, password: DEMO_PASSWORD });
const redeem = (code: { code: string; verifier: string }) => redeemCode(idp, code);

/** A signed-in tab with a refresh token (code flow). */
async function signedInTab() {
  const tab = createTestBrowser(idp.idpOrigin);
  const tokens = await redeem(await codeFor(tab));
  expect(tokens.status).toBe(200);
  return { tab, refreshToken: String(tokens.body.refresh_token ?? '') };
}

const refresh = (refreshToken: string) =>
  tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken });

/** Silent renewal in `tab` (hidden iframe: implicit, prompt=none). */
async function silentRenewal(tab: TestBrowser) {
  const result = await tab.navigate(authorizeUrl(idp, policies.login, { prompt: 'none' }));
  if (result.kind !== 'redirect-out') throw new Error('prompt=none showed a page');
  return callbackParams(result.url);
}

function banDirectly(rcId: string) {
  idp.db.prepare("UPDATE members SET ban_level = 'login' WHERE rc_id = ?").run(rcId);
}

describe('a ban is checked at every token issuance', () => {
  it('refuses the refresh grant of a member banned after signing in, with invalid_grant', async () => {
    const { refreshToken } = await signedInTab();
    banDirectly(member.rcId);
    const answer = await refresh(refreshToken);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('invalid_grant');
  });

  it('refuses to redeem a code issued before the ban', async () => {
    const code = await codeFor(browser);
    banDirectly(member.rcId);
    const answer = await redeem(code);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('invalid_grant');
  });

  it('answers silent renewal (prompt=none) of a banned member’s session with interaction_required and no token', async () => {
    await signInThroughForm(browser, authorizeUrl(idp, policies.login), {
      email: member.email,
      password: DEMO_PASSWORD,
    });
    banDirectly(member.rcId);
    const params = await silentRenewal(browser);
    expect(params.get('error')).toBe('interaction_required');
    expect(params.get('access_token')).toBeNull();
    expect(params.get('id_token')).toBeNull();
  });

  it('shows the sign-in form instead of signing a banned member in from their session', async () => {
    await signInThroughForm(browser, authorizeUrl(idp, policies.login), {
      email: member.email,
      password: DEMO_PASSWORD,
    });
    banDirectly(member.rcId);
    const page = await browser.navigate(authorizeUrl(idp, policies.login));
    expect(page.kind).toBe('page');
    if (page.kind === 'page') expect(page.html).toContain('Se connecter');
  });
});

describe('what ends a member’s access', () => {
  it('a ban ends every refresh token and provider session of the member', async () => {
    const first = await signedInTab();
    const second = await signedInTab();
    idp.members.update(member.rcId, { banLevel: 'login' });
    idp.members.update(member.rcId, { banLevel: null });
    expect((await refresh(first.refreshToken)).body.error).toBe('invalid_grant');
    expect((await refresh(second.refreshToken)).body.error).toBe('invalid_grant');
    expect((await silentRenewal(first.tab)).get('error')).toBe('interaction_required');
    expect((await silentRenewal(second.tab)).get('error')).toBe('interaction_required');
  });

  it('a password change through the member APIs ends every refresh token and provider session', async () => {
    const { tab, refreshToken } = await signedInTab();
    await idp.members.setPassword(member.rcId, 'Nouveau-mot-2026');
    expect((await refresh(refreshToken)).body.error).toBe('invalid_grant');
    expect((await silentRenewal(tab)).get('error')).toBe('interaction_required');
  });

  it('a password change on the provider’s page keeps that browser signed in and ends the others', async () => {
    const other = await signedInTab();
    const here = await signedInTab();
    const page = await here.tab.navigate(authorizeUrl(idp, policies.changePassword));
    if (page.kind !== 'page') throw new Error('expected the change-password page');
    const done = await here.tab.navigate(formAction(page), {
      method: 'POST',
      form: { actuel: DEMO_PASSWORD, nouveau: 'Nouveau-mot-2026', confirmation: 'Nouveau-mot-2026' },
    });
    if (done.kind !== 'redirect-out') throw new Error(pageText(done.html));
    expect((await silentRenewal(here.tab)).get('id_token')).toBeTruthy();
    expect((await refresh(here.refreshToken)).body.error).toBe('invalid_grant');
    expect((await refresh(other.refreshToken)).body.error).toBe('invalid_grant');
    expect((await silentRenewal(other.tab)).get('error')).toBe('interaction_required');
  });

  it('a password reset through the mailed link ends every refresh token and provider session', async () => {
    const { tab, refreshToken } = await signedInTab();
    const start = await browser.navigate(authorizeUrl(idp, policies.reset));
    if (start.kind !== 'page') throw new Error('expected the reset page');
    await browser.navigate(formAction(start), { method: 'POST', form: { courriel: member.email } });
    const link = idp.outbox.latest({ to: member.email, kind: 'password-reset' })?.link ?? '';
    const form = await browser.navigate(link);
    if (form.kind !== 'page') throw new Error('expected the new-password page');
    await browser.navigate(formAction(form), {
      method: 'POST',
      form: { ...hiddenInputs(form.html), nouveau: 'Nouveau-mot-2026', confirmation: 'Nouveau-mot-2026' },
    });
    expect((await refresh(refreshToken)).body.error).toBe('invalid_grant');
    expect((await silentRenewal(tab)).get('error')).toBe('interaction_required');
  });

  it('deleting the account ends every refresh token and provider session', async () => {
    const { tab, refreshToken } = await signedInTab();
    idp.members.remove(member.rcId);
    expect((await refresh(refreshToken)).body.error).toBe('invalid_grant');
    expect((await silentRenewal(tab)).get('error')).toBe('interaction_required');
  });

  it('signing out ends the refresh tokens of that browser’s session', async () => {
    const tab = createTestBrowser(idp.idpOrigin);
    const code = await codeFor(tab);
    const tokens = await redeem(code);
    const logout = new URL(idp.endpoint(policies.login, 'logout'));
    logout.searchParams.set('id_token_hint', String(tokens.body.id_token ?? ''));
    logout.searchParams.set('post_logout_redirect_uri', `${idp.config.portalOrigin}/`);
    const confirm = await tab.navigate(logout.href);
    if (confirm.kind !== 'page') throw new Error('expected the logout page');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.html)?.[1] ?? '';
    const action = /<form[^>]*action="([^"]+)"/.exec(confirm.html)?.[1] ?? '';
    const done = await tab.navigate(new URL(action, confirm.url).href, {
      method: 'POST',
      form: { xsrf, logout: 'yes' },
    });
    expect((await walkSignOutChain(tab, idp.idpOrigin, done)).final.kind).toBe('redirect-out');
    expect((await refresh(String(tokens.body.refresh_token ?? ''))).body.error).toBe('invalid_grant');
    expect((await silentRenewal(tab)).get('error')).toBe('interaction_required');
  });
});
