import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, memberSecurityMessages, type MemberSessionsAnswer } from '@portail/contracts';
import { policies } from '@portail/contracts/local-defaults';
import {
  authorizeUrl,
  callbackParams,
  createTestBrowser,
  createTestMember,
  pkceCodeFor,
  redeemCode,
  signInThroughForm,
  tokenRequest,
  type TestBrowser,
} from '../../idp/testing.ts';
import { SIGN_IN_SCOPE, useProviderAndApi } from '../testing/provider-and-api.ts';
import { SESSION_ENDINGS_PER_MINUTE } from './session-routes.ts';

const SESSIONS = '/id/v3/accounts/me/sessions';

const { idp, api, member, signIn } = useProviderAndApi('appareils');

/** A browser signed in as `email` (implicit flow, as the apps' hidden frame): its tab and access token. */
async function signedInBrowser(email = member.email): Promise<{ tab: TestBrowser; token: string }> {
  const tab = createTestBrowser(idp.idpOrigin);
  return { tab, token: await signIn(tab, { email }) };
}

const call = (method: 'GET' | 'DELETE', url: string, token: string) =>
  api.inject({ method, url, headers: { authorization: `Bearer ${token}` } });

async function list(token: string): Promise<MemberSessionsAnswer> {
  const response = await call('GET', SESSIONS, token);
  expect(response.statusCode).toBe(200);
  return response.json<MemberSessionsAnswer>();
}

/** A silent renewal in `tab`: an access token, or (no session: B2C's answer) interaction_required. */
async function silentRenewal(tab: TestBrowser): Promise<URLSearchParams> {
  const result = await tab.navigate(
    authorizeUrl(idp, policies.login, { prompt: 'none', scope: SIGN_IN_SCOPE }),
  );
  if (result.kind !== 'redirect-out') throw new Error('prompt=none showed a page');
  return callbackParams(result.url);
}

describe('GET /id/v3/accounts/me/sessions', () => {
  it('lists each browser the member signed in from, with first and last use, the asking one marked, and none of another member’s', async () => {
    const phone = await signedInBrowser();
    const laptop = await signedInBrowser();
    const other = await createTestMember(idp, 'autre');
    await signedInBrowser(other.email);

    const { sessions } = await list(laptop.token);
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(sessions[0]?.current).toBe(true);
    for (const session of sessions) {
      expect(session.id).toMatch(/^[A-Za-z0-9_-]{10,64}$/);
      expect(Date.parse(session.firstUsedAt)).toBeLessThanOrEqual(Date.parse(session.lastUsedAt));
      expect(session.device).toEqual({ kind: 'unknown', browser: null, system: null });
    }
    const fromPhone = await list(phone.token);
    expect(fromPhone.sessions.map((session) => session.id).sort()).toEqual(
      sessions.map((session) => session.id).sort(),
    );
    expect(fromPhone.sessions.find((session) => session.current)?.id).not.toBe(
      sessions.find((session) => session.current)?.id,
    );
  });
});

describe('ending sessions', () => {
  it('ends one other session at once: its refresh token, access token and silent renewal stop working, this one goes on', async () => {
    // The other browser holds a refresh token (code flow) as well as its session.
    const other = createTestBrowser(idp.idpOrigin);
    const tokens = (
      await redeemCode(idp, await pkceCodeFor(idp, other, { email: member.email, password: DEMO_PASSWORD }))
    ).body;
    const otherAccess = String(tokens.access_token);
    const here = await signedInBrowser();

    const target = (await list(here.token)).sessions.find((session) => !session.current);
    expect(target).toBeDefined();
    const ended = await call('DELETE', `${SESSIONS}/${target?.id ?? ''}`, here.token);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ ended: 1 });

    const refreshed = await tokenRequest(idp, {
      grant_type: 'refresh_token',
      refresh_token: String(tokens.refresh_token),
    });
    expect(refreshed.status).toBe(400);
    expect(refreshed.body.error).toBe('invalid_grant');
    expect((await call('GET', '/id/v3/accounts/me', otherAccess)).statusCode).toBe(401);
    expect((await silentRenewal(other)).get('error')).toBe('interaction_required');

    expect((await call('GET', '/id/v3/accounts/me', here.token)).statusCode).toBe(200);
    expect((await silentRenewal(here.tab)).get('access_token')).toBeTruthy();
    expect((await list(here.token)).sessions).toHaveLength(1);
    // Ended already: said so, nothing else changes.
    const again = await call('DELETE', `${SESSIONS}/${target?.id ?? ''}`, here.token);
    expect(again.statusCode).toBe(404);
    expect(again.json().errors[0].message).toBe(memberSecurityMessages.sessionNotFound);
  });

  it('ends every other session with « others », and keeps the asking one', async () => {
    const first = await signedInBrowser();
    const second = await signedInBrowser();
    const here = await signedInBrowser();
    const ended = await call('DELETE', `${SESSIONS}/others`, here.token);
    expect(ended.json()).toEqual({ ended: 2 });
    for (const other of [first, second]) {
      expect((await call('GET', '/id/v3/accounts/me', other.token)).statusCode).toBe(401);
      expect((await silentRenewal(other.tab)).get('error')).toBe('interaction_required');
    }
    const { sessions } = await list(here.token);
    expect(sessions.map((session) => session.current)).toEqual([true]);
  });

  it('cannot end another member’s session: 404 as for an ended one, and that session goes on', async () => {
    const other = await createTestMember(idp, 'voisin');
    const theirs = await signedInBrowser(other.email);
    const theirId = (await list(theirs.token)).sessions[0]?.id ?? '';
    const mine = await signedInBrowser();
    expect((await call('DELETE', `${SESSIONS}/${theirId}`, mine.token)).statusCode).toBe(404);
    expect((await call('DELETE', `${SESSIONS}/others`, mine.token)).json()).toEqual({ ended: 0 });
    expect((await call('GET', '/id/v3/accounts/me', theirs.token)).statusCode).toBe(200);
    expect((await list(theirs.token)).sessions).toHaveLength(1);
  });
});

describe('bad input', () => {
  it('refuses a missing, forged, revoked or banned member’s token and changes nothing', async () => {
    const other = await signedInBrowser();
    const here = await signedInBrowser();
    expect((await api.inject({ method: 'GET', url: SESSIONS })).statusCode).toBe(401);
    expect((await call('DELETE', `${SESSIONS}/others`, `${here.token.slice(0, -4)}AAAA`)).statusCode).toBe(
      401,
    );

    idp.members.update(member.rcId, { banLevel: 'login' });
    const banned = await call('DELETE', `${SESSIONS}/others`, here.token);
    expect(banned.statusCode).toBeGreaterThanOrEqual(401);
    expect(banned.statusCode).toBeLessThanOrEqual(403);
    idp.members.update(member.rcId, { banLevel: null });
    // The ban revoked every token issued before it.
    expect((await call('GET', SESSIONS, here.token)).statusCode).toBe(401);
    const after = await signedInBrowser();
    // Nothing was ended by the refused calls: the ban ended the sessions, the new sign-in is the one left.
    expect((await list(after.token)).sessions).toHaveLength(1);
    expect((await call('GET', '/id/v3/accounts/me', other.token)).statusCode).toBe(401);
  });

  it('refuses a token without the account.modify scope for an ending', async () => {
    const tab = createTestBrowser(idp.idpOrigin);
    const url = await signInThroughForm(
      tab,
      authorizeUrl(idp, policies.login, { scope: 'openid account.info' }),
      {
        email: member.email,
        password: DEMO_PASSWORD,
      },
    );
    const readOnly = callbackParams(url).get('access_token') ?? '';
    expect((await call('DELETE', `${SESSIONS}/others`, readOnly)).statusCode).toBe(401);
  });

  it('says in French what is wrong with a malformed session id', async () => {
    const here = await signedInBrowser();
    const response = await call('DELETE', `${SESSIONS}/${'é'.repeat(3)}`, here.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      message: memberSecurityMessages.invalidSessionId,
      field: 'id',
    });
  });

  it(`limits endings to ${SESSION_ENDINGS_PER_MINUTE} a minute per member (429 with Retry-After)`, async () => {
    const here = await signedInBrowser();
    for (let index = 0; index < SESSION_ENDINGS_PER_MINUTE; index += 1) {
      expect((await call('DELETE', `${SESSIONS}/others`, here.token)).statusCode).toBe(200);
    }
    const refused = await call('DELETE', `${SESSIONS}/others`, here.token);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
