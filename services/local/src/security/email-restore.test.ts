import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, type SecurityHistoryPage } from '@portail/contracts';
import {
  createTestBrowser,
  createTestMember,
  formAction,
  hiddenInputs,
  pageText,
  type TestBrowser,
} from '../idp/testing.ts';
import { useProviderAndApi } from '../api/testing/provider-and-api.ts';
import { createActionTokens } from '../members/action-tokens.ts';
import { emailRestoreMessages, RESTORE_EMAIL_PATH } from './email-restore.ts';

const ME = '/id/v3/accounts/me';

const { idp, api, member, signIn } = useProviderAndApi('ancienne');

/** The member changes their address through the member APIs; the undo link mailed to the old one. */
async function changeEmail(token: string): Promise<string> {
  const response = await api.inject({
    method: 'PATCH',
    url: ME,
    headers: { authorization: `Bearer ${token}` },
    payload: { email: `nouvelle-${member.rcId.slice(0, 8)}@exemple.ca`, oldPassword: DEMO_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  const mail = idp.outbox.latest({ to: member.email, kind: 'email-restore' });
  expect(mail?.text).toContain('72 heures');
  return mail?.link ?? '';
}

/** Opens the link and presses the page's button; where the browser ends. */
async function useLink(tab: TestBrowser, link: string) {
  const shown = await tab.navigate(link);
  if (shown.kind !== 'page') throw new Error('expected the undo page');
  if (shown.status !== 200) return shown;
  return tab.navigate(formAction(shown), { method: 'POST', form: hiddenInputs(shown.html) });
}

const readProfile = (token: string) => api.inject({ url: ME, headers: { authorization: `Bearer ${token}` } });

describe('the undo link mailed to the old address after an email change', () => {
  it('restores the old address, ends every session and asks for a new password; the history says so', async () => {
    const tab = createTestBrowser(idp.idpOrigin);
    const token = await signIn(tab);
    const link = await changeEmail(token);
    expect(new URL(link).pathname).toBe(RESTORE_EMAIL_PATH);

    const done = await useLink(createTestBrowser(idp.idpOrigin), link);
    expect(done.kind === 'page' && pageText(done.html)).toContain('Choisir un nouveau mot de passe');
    expect(idp.members.findByRcId(member.rcId)).toMatchObject({ email: member.email, isEmailVerified: true });
    expect((await readProfile(token)).statusCode).toBe(401);

    const fresh = await signIn(createTestBrowser(idp.idpOrigin));
    const history = await api.inject({
      url: '/id/v3/accounts/me/history',
      headers: { authorization: `Bearer ${fresh}` },
    });
    const kinds = history.json<SecurityHistoryPage>().events.map((event) => event.kind);
    expect(kinds.indexOf('email-restored')).toBeLessThan(kinds.indexOf('email-changed'));
    expect(kinds).toContain('email-restored');
  });

  it('does nothing the second time, and says so in French', async () => {
    const link = await changeEmail(await signIn(createTestBrowser(idp.idpOrigin)));
    await useLink(createTestBrowser(idp.idpOrigin), link);
    // The member changes it again; the first link must not undo this second change.
    const again = await signIn(createTestBrowser(idp.idpOrigin));
    await changeEmail(again);
    const changed = idp.members.findByRcId(member.rcId)?.email;
    const second = await useLink(createTestBrowser(idp.idpOrigin), link);
    expect(second.kind === 'page' && second.status).toBe(410);
    expect(second.kind === 'page' && pageText(second.html)).toContain(emailRestoreMessages.invalid);
    expect(idp.members.findByRcId(member.rcId)?.email).toBe(changed);
  });

  it('does nothing after 72 hours', async () => {
    await changeEmail(await signIn(createTestBrowser(idp.idpOrigin)));
    const changed = idp.members.findByRcId(member.rcId)?.email;
    const old = createActionTokens(idp.db).issue({
      rcId: member.rcId,
      purpose: 'restore-email',
      email: member.email,
      now: Date.now() - 72 * 60 * 60 * 1000 - 1000,
    });
    const link = `${idp.idpOrigin}${RESTORE_EMAIL_PATH}?jeton=${old}`;
    const answer = await useLink(createTestBrowser(idp.idpOrigin), link);
    expect(answer.kind === 'page' && pageText(answer.html)).toContain(emailRestoreMessages.invalid);
    expect(idp.members.findByRcId(member.rcId)?.email).toBe(changed);
  });

  it('does nothing in a browser signed in to another account, nor when another account now has the address', async () => {
    const ownerToken = await signIn(createTestBrowser(idp.idpOrigin));
    const link = await changeEmail(ownerToken);
    const changed = idp.members.findByRcId(member.rcId)?.email;

    const other = await createTestMember(idp, 'voisine');
    const othersBrowser = createTestBrowser(idp.idpOrigin);
    await signIn(othersBrowser, { email: other.email });
    const refused = await useLink(othersBrowser, link);
    expect(refused.kind === 'page' && refused.status).toBe(403);
    expect(refused.kind === 'page' && pageText(refused.html)).toContain(emailRestoreMessages.otherMember);
    expect(idp.members.findByRcId(member.rcId)?.email).toBe(changed);
    expect((await readProfile(ownerToken)).statusCode).toBe(200);

    // The old address is free: someone else takes it; the link cannot take it back.
    await idp.members.create({
      email: member.email,
      password: DEMO_PASSWORD,
      firstName: 'Autre',
      lastName: 'Compte',
    });
    const taken = await useLink(createTestBrowser(idp.idpOrigin), link);
    expect(taken.kind === 'page' && pageText(taken.html)).toContain(emailRestoreMessages.addressTaken);
    expect(idp.members.findByRcId(member.rcId)?.email).toBe(changed);
  });
});
