import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '@portail/contracts';
import { policies } from '@portail/contracts/local-defaults';
import {
  authorizeUrl,
  callbackParams,
  createTestBrowser,
  formAction,
  hiddenInputs,
  pageText,
  signInThroughForm,
  startTestIdp,
  type TestIdp,
  createTestMember,
} from '../../idp/testing.ts';
import { revokeMemberAccess } from '../../idp/revoke-member.ts';
import { markTokensNotBefore } from '../../members/tokens-not-before.ts';
import { createApiServer } from '../api-server.ts';
import { createTokenNotBefore } from './token-not-before.ts';

// Real sign-ins at the provider (scrypt hashes) and a wait for the next second per case.
vi.setConfig({ testTimeout: 30_000 });

const NEW_PASSWORD = 'Nouveau-mot-2026';
const ME = '/id/v3/accounts/me';
const SCOPE = 'openid profile account.info account.modify account.reset-password';

let idp: TestIdp;
let api: FastifyInstance;
let member: { rcId: string; email: string };

async function startApi(): Promise<FastifyInstance> {
  const app = createApiServer({ config: idp.config, db: idp.db, members: idp.members, testHooks: true });
  await app.ready();
  return app;
}

beforeEach(async () => {
  idp = await startTestIdp({ apiOrigin: 'http://localhost:18983' });
  api = await startApi();
  const created = await createTestMember(idp, 'pas-avant');
  member = { rcId: created.rcId, email: created.email };
});
afterEach(async () => {
  await api.close();
  await idp.close();
});

/** An access token from a fresh sign-in through the provider's form (what a tab holds). */
async function signIn(password = DEMO_PASSWORD): Promise<string> {
  const browser = createTestBrowser(idp.idpOrigin);
  const url = await signInThroughForm(browser, authorizeUrl(idp, policies.login, { scope: SCOPE }), {
    email: member.email,
    password,
  });
  const token = callbackParams(url).get('access_token');
  if (!token) throw new Error('no access token');
  return token;
}

/** Token `iat`s are whole seconds: the event falls in a later second than the tokens before it. */
async function nextSecond(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 5));
}

const readProfile = (token: string, app = api) =>
  app.inject({ url: ME, headers: { authorization: `Bearer ${token}` } });

async function expectRefusedAsExpired(token: string, app = api): Promise<void> {
  const response = await readProfile(token, app);
  expect(response.statusCode).toBe(401);
  // The same answer as for an expired token, so the apps take their session-expired path.
  const expired = await readProfile(`${token.slice(0, -4)}AAAA`, app);
  expect(response.json()).toEqual(expired.json());
}

async function resetThroughMailedLink(): Promise<void> {
  const browser = createTestBrowser(idp.idpOrigin);
  const link = idp.outbox.latest({ to: member.email, kind: 'password-reset' })?.link ?? '';
  const form = await browser.navigate(link);
  if (form.kind !== 'page') throw new Error('expected the new-password page');
  const done = await browser.navigate(formAction(form), {
    method: 'POST',
    form: { ...hiddenInputs(form.html), nouveau: NEW_PASSWORD, confirmation: NEW_PASSWORD },
  });
  if (done.kind === 'page' && done.status >= 400) throw new Error(pageText(done.html));
}

describe('access tokens issued before an account-wide event', () => {
  it('are refused after a password change through the member API, and a token issued after works', async () => {
    const old = await signIn();
    expect((await readProfile(old)).statusCode).toBe(200);
    await nextSecond();
    const change = await api.inject({
      method: 'PATCH',
      url: ME,
      headers: { authorization: `Bearer ${old}` },
      payload: { oldPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(change.statusCode).toBe(200);
    await expectRefusedAsExpired(old);
    expect((await readProfile(await signIn(NEW_PASSWORD))).statusCode).toBe(200);
  });

  it('are refused after a password change on the provider’s page, whose own sign-in keeps working', async () => {
    const old = await signIn();
    await nextSecond();
    const browser = createTestBrowser(idp.idpOrigin);
    await signInThroughForm(browser, authorizeUrl(idp, policies.login), {
      email: member.email,
      password: DEMO_PASSWORD,
    });
    const page = await browser.navigate(authorizeUrl(idp, policies.changePassword, { scope: SCOPE }));
    if (page.kind !== 'page') throw new Error('expected the change-password page');
    const done = await browser.navigate(formAction(page), {
      method: 'POST',
      form: { actuel: DEMO_PASSWORD, nouveau: NEW_PASSWORD, confirmation: NEW_PASSWORD },
    });
    if (done.kind !== 'redirect-out') throw new Error(pageText(done.html));
    // Issued in the same second as the change: the page's own fresh tokens.
    const fresh = callbackParams(done.url).get('access_token') ?? '';
    await expectRefusedAsExpired(old);
    expect((await readProfile(fresh)).statusCode).toBe(200);
  });

  it('are refused after a reset asked through the member API’s reset route and done from the mailed link', async () => {
    const old = await signIn();
    await nextSecond();
    const asked = await api.inject({
      method: 'POST',
      url: '/sso/id/v3/accounts/reset-password?context=portailb2c',
      headers: { authorization: `Bearer ${old}` },
      payload: { email: member.email, b2CUrlPolicy: authorizeUrl(idp, policies.login) },
    });
    expect(asked.statusCode).toBe(200);
    await resetThroughMailedLink();
    await expectRefusedAsExpired(old);
    expect((await readProfile(await signIn(NEW_PASSWORD))).statusCode).toBe(200);
  });

  it('are refused after a reset asked on the provider’s « mot de passe oublié » page', async () => {
    const old = await signIn();
    await nextSecond();
    const browser = createTestBrowser(idp.idpOrigin);
    const start = await browser.navigate(authorizeUrl(idp, policies.reset));
    if (start.kind !== 'page') throw new Error('expected the reset page');
    await browser.navigate(formAction(start), { method: 'POST', form: { courriel: member.email } });
    await resetThroughMailedLink();
    await expectRefusedAsExpired(old);
  });

  it('are refused after a ban through the test hook, and a token issued after the ban is lifted works', async () => {
    const old = await signIn();
    await nextSecond();
    const ban = (banLevel: 'login' | null) =>
      api.inject({
        method: 'POST',
        url: '/__test/members/ban-level',
        payload: { email: member.email, banLevel },
      });
    expect((await ban('login')).statusCode).toBe(200);
    await expectRefusedAsExpired(old);
    expect((await ban(null)).statusCode).toBe(200);
    await expectRefusedAsExpired(old);
    expect((await readProfile(await signIn())).statusCode).toBe(200);
  });

  it('are refused even when issued in the event’s own second, in a session the event ended', async () => {
    // Someone holding the member's session or refresh token renews without pause: their last token
    // before the reset is most often of the reset's own second, which the not-before keeps.
    let old = '';
    for (let tries = 0; tries < 5; tries += 1) {
      old = await signIn();
      const iat = Number(JSON.parse(Buffer.from(old.split('.')[1] ?? '', 'base64url').toString()).iat);
      revokeMemberAccess(idp.db, member.rcId, 'password-reset');
      if (Math.floor(Date.now() / 1000) === iat) break;
    }
    await expectRefusedAsExpired(old);
  });

  it('are refused after a ban through the member store', async () => {
    const old = await signIn();
    await nextSecond();
    idp.members.update(member.rcId, { banLevel: 'login' });
    await expectRefusedAsExpired(old);
  });

  it('stay refused after the services restart (the not-before is stored)', async () => {
    const old = await signIn();
    await nextSecond();
    await idp.members.setPassword(member.rcId, NEW_PASSWORD, { reason: 'password-reset' });
    await api.close();
    const { dataDir, port } = idp;
    await idp.close({ keepData: true });
    idp = await startTestIdp({ dataDir, port, apiOrigin: 'http://localhost:18983' });
    api = await startApi();
    try {
      await expectRefusedAsExpired(old);
      expect((await readProfile(await signIn(NEW_PASSWORD))).statusCode).toBe(200);
    } finally {
      await api.close();
      await idp.close();
      rmSync(dataDir, { recursive: true, force: true });
      idp = await startTestIdp({ apiOrigin: 'http://localhost:18983' });
      api = await startApi();
    }
  });
});

describe('access tokens of other members and unrelated changes', () => {
  it('keep working after a profile change that is not account-wide', async () => {
    const old = await signIn();
    await nextSecond();
    const change = await api.inject({
      method: 'PATCH',
      url: ME,
      headers: { authorization: `Bearer ${old}` },
      payload: { firstName: 'Julie' },
    });
    expect(change.statusCode).toBe(200);
    expect((await readProfile(old)).statusCode).toBe(200);
  });
});

describe('the not-before’s second edges (iat has whole seconds)', () => {
  const EVENT_MS = 1_800_000_000_750;
  const EVENT_SECOND = 1_800_000_000;

  it('refuses a token of an earlier second and keeps one of the event’s second or later', () => {
    markTokensNotBefore(idp.db, member.rcId, EVENT_MS);
    const check = createTokenNotBefore(idp.db);
    expect(check.refuses(member.rcId, EVENT_SECOND - 1)).toBe(true);
    expect(check.refuses(member.rcId, EVENT_SECOND)).toBe(false);
    expect(check.refuses(member.rcId, EVENT_SECOND + 1)).toBe(false);
  });

  it('never moves back, refuses a token without iat once set, and leaves other members alone', () => {
    const check = createTokenNotBefore(idp.db);
    expect(check.refuses(member.rcId, undefined)).toBe(false);
    markTokensNotBefore(idp.db, member.rcId, EVENT_MS);
    markTokensNotBefore(idp.db, member.rcId, EVENT_MS - 60_000);
    expect(check.refuses(member.rcId, EVENT_SECOND - 1)).toBe(true);
    expect(check.refuses(member.rcId, undefined)).toBe(true);
    expect(check.refuses(member.rcId, '1800000001')).toBe(true);
    expect(check.refuses(crypto.randomUUID(), EVENT_SECOND - 1)).toBe(false);
  });
});
