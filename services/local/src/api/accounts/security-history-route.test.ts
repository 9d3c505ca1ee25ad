import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, memberSecurityMessages, type SecurityHistoryPage } from '@portail/contracts';
import { policies } from '@portail/contracts/local-defaults';
import {
  authorizeUrl,
  createTestBrowser,
  createTestMember,
  formAction,
  type TestBrowser,
} from '../../idp/testing.ts';
import { SIGN_IN_SCOPE, useProviderAndApi } from '../testing/provider-and-api.ts';
import { createSecurityEvents } from '../../security/security-events.ts';
import { HISTORY_READS_PER_MINUTE } from './security-history-route.ts';

const HISTORY = '/id/v3/accounts/me/history';
const NEW_PASSWORD = 'Nouveau-mot-2026';

const { idp, api, member, signIn: signInForToken } = useProviderAndApi('historique');

/** Each sign-in types the password (prompt=login): each is one in the history. */
const signIn = (tab: TestBrowser, email = member.email, password = DEMO_PASSWORD) =>
  signInForToken(tab, { email, password, prompt: 'login' });

/** A wrong password typed on the provider's form (the page stays, with its error). */
async function wrongPassword(tab: TestBrowser): Promise<void> {
  const page = await tab.navigate(authorizeUrl(idp, policies.login, { scope: SIGN_IN_SCOPE }));
  if (page.kind !== 'page') throw new Error('expected the sign-in page');
  const answer = await tab.navigate(formAction(page), {
    method: 'POST',
    form: { courriel: member.email, motdepasse: 'pas-le-bon-1' },
  });
  expect(answer.kind === 'page' && answer.status).toBe(400);
}

const history = (token: string, query = '') =>
  api.inject({ url: `${HISTORY}${query}`, headers: { authorization: `Bearer ${token}` } });

async function kinds(token: string): Promise<string[]> {
  const response = await history(token);
  expect(response.statusCode).toBe(200);
  return response.json<SecurityHistoryPage>().events.map((event) => event.kind);
}

describe('GET /id/v3/accounts/me/history', () => {
  it('lists the member’s sign-ins where they happened, newest first: a refusal with its reason, a new device, a known one, a password and an email change', async () => {
    const laptop = createTestBrowser(idp.idpOrigin);
    await wrongPassword(laptop);
    await signIn(laptop);
    const token = await signIn(laptop);
    // The second sign-in in the same browser is from a known device.
    expect(await kinds(token)).toEqual(['sign-in', 'sign-in', 'new-device', 'sign-in-failed']);
    const page = (await history(token)).json<SecurityHistoryPage>();
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: 4, retentionDays: 90 });
    expect(page.events[3]).toMatchObject({ kind: 'sign-in-failed', reason: 'wrong-password' });

    const email = `nouvelle-${member.rcId.slice(0, 6)}@exemple.ca`;
    const changed = await api.inject({
      method: 'PATCH',
      url: '/id/v3/accounts/me',
      headers: { authorization: `Bearer ${token}` },
      payload: { email, oldPassword: DEMO_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    await idp.members.setPassword(member.rcId, NEW_PASSWORD, { reason: 'password-reset' });
    const after = await signIn(laptop, email, NEW_PASSWORD);
    expect((await kinds(after)).slice(0, 4)).toEqual([
      'sign-in',
      'new-device',
      'password-reset',
      'email-changed',
    ]);
  });

  it('pages by 20 and never shows another member’s events', async () => {
    const other = await createTestMember(idp, 'autre-historique');
    const events = createSecurityEvents(idp.db);
    for (let index = 0; index < 5; index += 1)
      events.record(other.rcId, 'sign-in-failed', { reason: 'wrong-password' });
    for (let index = 0; index < 20; index += 1) events.record(member.rcId, 'password-changed');
    const token = await signIn(createTestBrowser(idp.idpOrigin));

    const first = (await history(token)).json<SecurityHistoryPage>();
    expect(first.total).toBe(22);
    expect(first.events).toHaveLength(20);
    expect(first.events.slice(0, 2).map((event) => event.kind)).toEqual(['sign-in', 'new-device']);
    const second = (await history(token, '?page=2')).json<SecurityHistoryPage>();
    expect(second.events.map((event) => event.kind)).toEqual(['password-changed', 'password-changed']);
    expect((await history(token, '?page=3')).json<SecurityHistoryPage>().events).toEqual([]);
    expect([...first.events, ...second.events].some((event) => event.kind === 'sign-in-failed')).toBe(false);
  });
});

describe('bad input', () => {
  it('says in French what is wrong with a page number', async () => {
    const token = await signIn(createTestBrowser(idp.idpOrigin));
    for (const query of ['?page=0', '?page=-1', '?page=deux', '?page=1001', '?page=1.5']) {
      const response = await history(token, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors[0]).toMatchObject({
        message: memberSecurityMessages.invalidPage,
        field: 'page',
      });
    }
  });

  it('refuses a missing, forged, revoked or banned member’s token', async () => {
    const token = await signIn(createTestBrowser(idp.idpOrigin));
    expect((await api.inject({ url: HISTORY })).statusCode).toBe(401);
    expect((await history(`${token.slice(0, -4)}AAAA`)).statusCode).toBe(401);
    idp.members.update(member.rcId, { banLevel: 'login' });
    expect([401, 403]).toContain((await history(token)).statusCode);
    idp.members.update(member.rcId, { banLevel: null });
    expect((await history(token)).statusCode).toBe(401);
  });

  it(`limits reads to ${HISTORY_READS_PER_MINUTE} a minute per member (429 with Retry-After)`, async () => {
    const token = await signIn(createTestBrowser(idp.idpOrigin));
    for (let index = 0; index < HISTORY_READS_PER_MINUTE; index += 1) {
      expect((await history(token)).statusCode).toBe(200);
    }
    const refused = await history(token);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
