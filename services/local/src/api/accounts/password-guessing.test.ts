import { describe, expect, it } from 'vitest';
import { demoRcIds } from '../../members/index.ts';
import { createTestApi } from '../testing/api-test-harness.ts';
import { perFile } from '../../testing/per-test.ts';

const api = perFile(
  () => createTestApi(),
  (started) => started.close(),
);

const limited = 'Trop de tentatives avec un mauvais mot de passe. Veuillez patienter avant de réessayer.';

async function patchPassword(member: string, oldPassword: string) {
  return api.callAs(member, {
    method: 'PATCH',
    url: '/id/v3/accounts/me',
    payload: { oldPassword, newPassword: 'Un-nouveau-2026' },
  });
}

async function deleteWith(member: string, password: string) {
  return api.callAs(member, {
    method: 'POST',
    url: '/id/v3/accounts/me/delete',
    payload: { password },
  });
}

describe('guessing the current password with a member’s token', { timeout: 60_000 }, () => {
  it('answers 429 with Retry-After and a French message after five wrong passwords on PATCH, even for the right one', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await patchPassword('complet', `mauvais-${i}-mdp`)).statusCode).toBe(401);
    }
    const refused = await patchPassword('complet', 'Bonjour-2026');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.json().errors[0].message).toBe(limited);
    // The password did not change.
    expect(await api.members.checkPassword(demoRcIds.complet, 'Bonjour-2026')).toBe(true);
  });

  it('counts account deletion with the same tries, and leaves the account in place', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await patchPassword('nonverifie', `mauvais-${i}-mdp`)).statusCode).toBe(401);
    }
    for (let i = 0; i < 2; i += 1) {
      expect((await deleteWith('nonverifie', `mauvais-${i}-mdp`)).statusCode).toBe(401);
    }
    const refused = await deleteWith('nonverifie', 'Bonjour-2026');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(api.members.findByEmail('nonverifie@exemple.ca')).toBeDefined();
  });

  it('limits each account apart: another member is not held up', async () => {
    const other = await patchPassword('incomplet', 'mauvais-mdp-1');
    expect(other.statusCode).toBe(401);
  });
});
