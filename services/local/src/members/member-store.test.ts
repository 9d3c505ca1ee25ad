import { randomBytes, scrypt } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestDatabase } from '../testing/test-database.ts';
import { DEMO_PASSWORD, demoMembers } from '@portail/contracts';
import { EmailTakenError, MemberNotFoundError, PasswordTooShortError } from './member-errors.ts';
import { createMemberStore, type MemberStore } from './member-store.ts';
import { PASSWORD_COST } from './password-hash.ts';

// scrypt at OWASP's cost: about a third of a second per hash alone, several on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const db = useTestDatabase('members');
let store: MemberStore;

beforeEach(() => {
  // The cost itself is checked here: the production one, not the unit tests' (vitest.config.ts).
  store = createMemberStore(db, PASSWORD_COST);
});

const newMember = {
  email: 'Julie.Roy@Exemple.ca',
  password: 'motdepasse-1',
  firstName: 'Julie',
  lastName: 'Roy',
};

describe('createMemberStore', () => {
  it('stores a salted scrypt hash, never the password, and two hashes of one password differ', async () => {
    const first = await store.create(newMember);
    const second = await store.create({ ...newMember, email: 'autre@exemple.ca' });
    const rows = db.prepare('SELECT password_hash FROM members').all() as { password_hash: string }[];
    expect(rows.map((row) => row.password_hash.split('$')[0])).toEqual(['scrypt', 'scrypt']);
    expect(rows[0]?.password_hash).not.toContain(newMember.password);
    expect(rows[0]?.password_hash).not.toBe(rows[1]?.password_hash);
    expect(first.rcId).not.toBe(second.rcId);
  });

  it('finds and signs in a member whatever the case of the address', async () => {
    const created = await store.create(newMember);
    expect(created.email).toBe('julie.roy@exemple.ca');
    expect(store.findByEmail('  JULIE.ROY@exemple.CA ')?.rcId).toBe(created.rcId);
    expect((await store.verifyCredentials('julie.roy@EXEMPLE.ca', 'motdepasse-1'))?.rcId).toBe(created.rcId);
  });

  it('refuses a second account for the same address in another case', async () => {
    await store.create(newMember);
    await expect(store.create({ ...newMember, email: 'JULIE.roy@exemple.ca' })).rejects.toBeInstanceOf(
      EmailTakenError,
    );
    const other = await store.create({ ...newMember, email: 'autre@exemple.ca' });
    expect(() => store.update(other.rcId, { email: 'Julie.Roy@exemple.ca' })).toThrow(
      "L'adresse courriel est déjà associée à un compte.",
    );
  });

  it('answers null for a wrong password and for an unknown address alike', async () => {
    await store.create(newMember);
    expect(await store.verifyCredentials(newMember.email, 'pas-le-bon')).toBeNull();
    expect(await store.verifyCredentials('inconnu@exemple.ca', newMember.password)).toBeNull();
  });

  it('refuses passwords shorter than 8 characters with the French message', async () => {
    await expect(store.create({ ...newMember, password: 'court' })).rejects.toThrow(
      'Réessayez avec 8 caractères minimum.',
    );
    const member = await store.create(newMember);
    await expect(store.setPassword(member.rcId, '1234567')).rejects.toBeInstanceOf(PasswordTooShortError);
  });

  it('changes the password so that only the new one signs in', async () => {
    const member = await store.create(newMember);
    await store.setPassword(member.rcId, 'nouveau-mdp-2026');
    expect(await store.verifyCredentials(newMember.email, newMember.password)).toBeNull();
    expect(await store.checkPassword(member.rcId, 'nouveau-mdp-2026')).toBe(true);
  });

  it('creates members with the defaults: regions 8, nothing verified, no ban, no staff fields', async () => {
    const member = await store.create(newMember);
    expect(member).toMatchObject({
      birthMonth: null,
      birthYear: null,
      gender: null,
      postalCode: null,
      isEmailVerified: false,
      banLevel: null,
      hasActiveSubscription: false,
      employeeId: null,
      ldapUsername: null,
      picture: null,
      productsRegions: { info: 8, iciMusique: 8, premiere: 8, tele: 8, oHdio: 8 },
    });
  });

  it('updates only the fields given, merging regions', async () => {
    const member = await store.create(newMember);
    const updated = store.update(member.rcId, { postalCode: 'H2X 1Y4', productsRegions: { tele: 3 } });
    expect(updated).toMatchObject({
      firstName: 'Julie',
      postalCode: 'H2X 1Y4',
      productsRegions: { info: 8, tele: 3 },
    });
    expect(store.update(member.rcId, { postalCode: null }).postalCode).toBeNull();
    expect(() => store.update('inconnu', { firstName: 'X' })).toThrow(MemberNotFoundError);
    expect(() => store.update(member.rcId, { gender: 3 as never })).toThrow('gender');
  });

  it('removes a member and the rows that reference them', async () => {
    const member = await store.create(newMember);
    db.prepare(
      "INSERT INTO member_action_tokens (token_hash, rc_id, purpose, email, expires_at) VALUES ('h', ?, 'verify-email', 'x', 1)",
    ).run(member.rcId);
    expect(store.remove(member.rcId)).toBe(true);
    expect(store.findByRcId(member.rcId)).toBeNull();
    expect(await store.verifyCredentials(newMember.email, newMember.password)).toBeNull();
    expect(db.prepare('SELECT COUNT(*) AS n FROM member_action_tokens').get()).toEqual({ n: 0 });
    expect(store.remove(member.rcId)).toBe(false);
  });

  it('seeds the six demo members of the guide, all with the demo password', async () => {
    await store.seedDemoMembers();
    await store.seedDemoMembers();
    expect(
      store
        .list()
        .map((member) => member.email)
        .sort(),
    ).toEqual(demoMembers.map((m) => m.email).sort());
    for (const { email } of demoMembers) {
      expect(await store.verifyCredentials(email, DEMO_PASSWORD), email).not.toBeNull();
    }
    expect(store.findByEmail('incomplet@exemple.ca')).toMatchObject({
      birthYear: null,
      gender: null,
      postalCode: null,
    });
    expect(store.findByEmail('nonverifie@exemple.ca')?.isEmailVerified).toBe(false);
    expect(store.findByEmail('abonne@exemple.ca')?.hasActiveSubscription).toBe(true);
    expect(store.findByEmail('banni@exemple.ca')?.banLevel).toBe('login');
    expect(store.findByEmail('employe@exemple.ca')).toMatchObject({
      employeeId: 'E104233',
      ldapUsername: 'mcbergeron',
    });
  });

  it('restores the seeds on reset: changes undone, new members gone, removed ones back', async () => {
    await store.seedDemoMembers();
    const complet = store.findByEmail('complet@exemple.ca');
    store.update(complet?.rcId ?? '', { firstName: 'Changé' });
    store.remove(store.findByEmail('banni@exemple.ca')?.rcId ?? '');
    await store.create(newMember);
    await store.reset();
    expect(store.findByEmail('complet@exemple.ca')?.firstName).toBe('Geneviève');
    expect(store.findByEmail('complet@exemple.ca')?.rcId).toBe(complet?.rcId);
    expect(store.findByEmail('banni@exemple.ca')).not.toBeNull();
    expect(store.findByEmail(newMember.email)).toBeNull();
    expect(store.list()).toHaveLength(6);
  });

  it('upgrades a hash of the previous cost (N=2^14) at the next successful password check', async () => {
    const member = await store.create(newMember);
    const salt = randomBytes(16);
    const key = await new Promise<Buffer>((resolve, reject) =>
      scrypt(newMember.password, salt, 64, { N: 16384, r: 8, p: 1 }, (error, derived) =>
        error ? reject(error) : resolve(derived),
      ),
    );
    const legacy = `scrypt$16384$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    db.prepare('UPDATE members SET password_hash = ? WHERE rc_id = ?').run(legacy, member.rcId);
    const storedHash = () =>
      (
        db.prepare('SELECT password_hash FROM members WHERE rc_id = ?').get(member.rcId) as {
          password_hash: string;
        }
      ).password_hash;
    expect(await store.checkPassword(member.rcId, 'mauvais-mdp-1')).toBe(false);
    expect(storedHash()).toBe(legacy);
    expect(await store.checkPassword(member.rcId, newMember.password)).toBe(true);
    expect(storedHash()).toMatch(new RegExp(`^scrypt\\$${PASSWORD_COST.N}\\$8\\$1\\$`));
    expect(await store.checkPassword(member.rcId, newMember.password)).toBe(true);
  });

  it('gives every demo and test member the stored hash of the public demo password', async () => {
    await store.seedDemoMembers();
    const hashes = db.prepare('SELECT DISTINCT password_hash FROM members').all();
    expect(hashes).toHaveLength(1);
    const other = await store.create({ ...newMember, email: 'essai@exemple.ca', password: DEMO_PASSWORD });
    expect(await store.checkPassword(other.rcId, DEMO_PASSWORD)).toBe(true);
    expect(await store.checkPassword(other.rcId, `${DEMO_PASSWORD}!`)).toBe(false);
    expect(db.prepare('SELECT DISTINCT password_hash FROM members').all()).toHaveLength(1);
  });

  it('gives the demo members of a store with a cheaper cost one hash of the demo password at that cost', async () => {
    // This test's own database (useTestDatabase: closed after it), with a store at the unit tests' cost.
    const cheapDb = db;
    const cheap = createMemberStore(cheapDb, { ...PASSWORD_COST, N: 2 ** 10 });
    await cheap.seedDemoMembers();
    const hashes = cheapDb.prepare('SELECT DISTINCT password_hash FROM members').all() as {
      password_hash: string;
    }[];
    expect(hashes).toHaveLength(1);
    // A wrong password tried on a demo member costs a scrypt at the store's cost, not the production one.
    expect(hashes[0]?.password_hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    const demo = cheap.findByEmail(demoMembers[0]?.email ?? '');
    expect(await cheap.checkPassword(demo?.rcId ?? '', DEMO_PASSWORD)).toBe(true);
    expect(await cheap.checkPassword(demo?.rcId ?? '', `${DEMO_PASSWORD}!`)).toBe(false);
    expect(await cheap.verifyCredentials(demoMembers[0]?.email ?? '', DEMO_PASSWORD)).not.toBeNull();
  });
});
