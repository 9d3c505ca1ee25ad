import { randomInt, randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { DEMO_PASSWORD, normalizeEmail } from '@portail/contracts';
import { DEMO_PASSWORD_HASH, demoMemberSeeds } from './demo-member-seeds.ts';
import { EmailTakenError, MemberNotFoundError } from './member-errors.ts';
import { memberFromRow, updatableColumns, type MemberRow } from './member-row.ts';
import { assertMemberFields, assertPassword } from './member-validation.ts';
import { defaultProductsRegions, type Member, type MemberUpdate, type NewMember } from './member.ts';
import { revokeMemberAccess } from '../idp/revoke-member.ts';
import {
  hashPassword,
  needsRehash,
  PASSWORD_COST,
  storeHashCost,
  verifyPassword,
  type PasswordCost,
} from './password-hash.ts';
import { createSecurityEvents } from '../security/security-events.ts';

export interface MemberStore {
  findByEmail(email: string): Member | null;
  findByRcId(rcId: string): Member | null;
  list(): Member[];
  /** The member whose email and password match, or null (unknown email and wrong password alike). */
  verifyCredentials(email: string, password: string): Promise<Member | null>;
  /** Whether `password` is the member's current password (false for an unknown member). */
  checkPassword(rcId: string, password: string): Promise<boolean>;
  /** Throws EmailTakenError, PasswordTooShortError or InvalidMemberFieldError. */
  create(member: NewMember): Promise<Member>;
  /**
   * Changes only the given fields; throws MemberNotFoundError, EmailTakenError, InvalidMemberFieldError.
   * A ban (banLevel becomes 'login') ends the member's provider sessions and grants.
   */
  update(rcId: string, changes: MemberUpdate): Member;
  /**
   * Throws MemberNotFoundError or PasswordTooShortError. Ends the member's grants (refresh tokens)
   * and provider sessions: all of them after a reset by mail, all but `keepSession` when the member
   * changed it themself (see idp/revoke-member.ts).
   */
  setPassword(
    rcId: string,
    password: string,
    how?: { reason: 'password-changed' | 'password-reset'; keepSession?: string | null },
  ): Promise<void>;
  /**
   * Removes the member and, through ON DELETE CASCADE, every row that references them; their
   * provider sessions and grants end.
   */
  remove(rcId: string): boolean;
  /** Adds the demo members that are missing (idempotent). */
  seedDemoMembers(): Promise<void>;
  /** Removes every member (and their data) and seeds the demo members again. */
  reset(): Promise<void>;
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed: members\.email/.test(error.message);
}

function storedValue(field: keyof typeof updatableColumns, value: unknown): string | number | null {
  if (value === null) return null;
  switch (field) {
    case 'email':
      return normalizeEmail(String(value));
    case 'isEmailVerified':
    case 'hasActiveSubscription':
      return value ? 1 : 0;
    default:
      return value as string | number;
  }
}

/** `passwordCost`: the scrypt cost of the hashes it makes (storeHashCost: PASSWORD_COST outside the unit tests). */
export function createMemberStore(
  db: DatabaseSync,
  passwordCost: PasswordCost = storeHashCost(),
): MemberStore {
  const selectByEmail = db.prepare('SELECT * FROM members WHERE email = ?');
  const selectByRcId = db.prepare('SELECT * FROM members WHERE rc_id = ?');
  const selectHashByEmail = db.prepare('SELECT rc_id, password_hash FROM members WHERE email = ?');
  const selectHashByRcId = db.prepare('SELECT password_hash FROM members WHERE rc_id = ?');
  const insert = db.prepare(`INSERT INTO members (
      rc_id, email, password_hash, first_name, last_name, birth_month, birth_year, gender, postal_code,
      is_email_verified, ban_level, identity_provider_user_id, viafoura_id, has_active_subscription,
      employee_id, ldap_username, picture, products_regions, created_at, updated_at
    ) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const updatePassword = db.prepare('UPDATE members SET password_hash = ?, updated_at = ? WHERE rc_id = ?');
  const deleteMember = db.prepare('DELETE FROM members WHERE rc_id = ?');
  // Every password write is in the member's sign-in history (issue 32).
  const securityEvents = createSecurityEvents(db);
  const upgradeHash = db.prepare(
    'UPDATE members SET password_hash = ? WHERE rc_id = ? AND password_hash = ?',
  );

  const findByRcId = (rcId: string): Member | null => {
    const row = selectByRcId.get(rcId) as MemberRow | undefined;
    return row ? memberFromRow(row) : null;
  };
  const findByEmail = (email: string): Member | null => {
    const row = selectByEmail.get(normalizeEmail(email)) as MemberRow | undefined;
    return row ? memberFromRow(row) : null;
  };

  const create = async (input: NewMember): Promise<Member> => {
    assertPassword(input.password);
    assertMemberFields(input);
    const email = normalizeEmail(input.email);
    if (findByEmail(email)) throw new EmailTakenError();
    // The demo password is public: its one stored hash serves every demo and test member.
    const passwordHash =
      input.password === DEMO_PASSWORD
        ? await demoPasswordHash(passwordCost)
        : await hashPassword(input.password, passwordCost);
    const rcId = input.rcId ?? randomUUID();
    const now = new Date().toISOString();
    try {
      insert.run(
        rcId,
        email,
        passwordHash,
        input.firstName.trim(),
        input.lastName.trim(),
        input.birthMonth ?? null,
        input.birthYear ?? null,
        input.gender ?? null,
        input.postalCode ?? null,
        input.isEmailVerified ? 1 : 0,
        input.banLevel ?? null,
        randomUUID(),
        String(randomInt(100_000_000, 999_999_999)),
        input.hasActiveSubscription ? 1 : 0,
        input.employeeId ?? null,
        input.ldapUsername ?? null,
        input.picture ?? null,
        JSON.stringify({ ...defaultProductsRegions, ...input.productsRegions }),
        now,
        now,
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailTakenError();
      throw error;
    }
    return findByRcId(rcId) as Member;
  };

  const update = (rcId: string, changes: MemberUpdate): Member => {
    const current = findByRcId(rcId);
    if (!current) throw new MemberNotFoundError();
    assertMemberFields(changes);
    const assignments: string[] = [];
    const values: (string | number | null)[] = [];
    for (const field of Object.keys(updatableColumns) as (keyof typeof updatableColumns)[]) {
      if (!(field in changes) || changes[field] === undefined) continue;
      const value =
        field === 'productsRegions'
          ? JSON.stringify({ ...current.productsRegions, ...changes.productsRegions })
          : storedValue(field, changes[field]);
      assignments.push(`${updatableColumns[field]} = ?`);
      values.push(value);
    }
    if (assignments.length === 0) return current;
    const banned = changes.banLevel === 'login';
    assignments.push('updated_at = ?');
    values.push(new Date().toISOString());
    try {
      db.prepare(`UPDATE members SET ${assignments.join(', ')} WHERE rc_id = ?`).run(...values, rcId);
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailTakenError();
      throw error;
    }
    if (banned) revokeMemberAccess(db, rcId, 'banned');
    return findByRcId(rcId) as Member;
  };

  const seedDemoMembers = async (): Promise<void> => {
    for (const seed of demoMemberSeeds) {
      if (!findByEmail(seed.email) && !findByRcId(seed.rcId as string)) await create(seed);
    }
  };

  return {
    findByEmail,
    findByRcId,
    list: () =>
      (db.prepare('SELECT * FROM members ORDER BY created_at').all() as MemberRow[]).map(memberFromRow),
    async verifyCredentials(email, password) {
      const row = selectHashByEmail.get(normalizeEmail(email)) as MemberRow | undefined;
      if (!row) {
        // Spend the same time as for a known member, so that timing does not reveal who has an account.
        await verifyPassword(password, await dummyHash(passwordCost));
        return null;
      }
      const stored = String(row.password_hash);
      if (
        !(await isDemoPassword(password, stored, passwordCost)) &&
        !(await verifyPassword(password, stored))
      )
        return null;
      return findByRcId(String(row.rc_id));
    },
    async checkPassword(rcId, password) {
      const row = selectHashByRcId.get(rcId) as MemberRow | undefined;
      if (!row) return false;
      const stored = String(row.password_hash);
      if (await isDemoPassword(password, stored, passwordCost)) return true;
      if (!(await verifyPassword(password, stored))) return false;
      // A hash of an older cost is replaced by one of the current cost (no session ends for it).
      if (needsRehash(stored, passwordCost))
        upgradeHash.run(await hashPassword(password, passwordCost), rcId, stored);
      return true;
    },
    create,
    update,
    async setPassword(rcId, password, how = { reason: 'password-changed' }) {
      assertPassword(password);
      if (!findByRcId(rcId)) throw new MemberNotFoundError();
      updatePassword.run(await hashPassword(password, passwordCost), new Date().toISOString(), rcId);
      revokeMemberAccess(db, rcId, how.reason, { keepSession: how.keepSession ?? null });
      securityEvents.record(rcId, how.reason);
    },
    remove(rcId) {
      revokeMemberAccess(db, rcId, 'deleted');
      return Number(deleteMember.run(rcId).changes) > 0;
    },
    seedDemoMembers,
    async reset() {
      db.exec('DELETE FROM members');
      await seedDemoMembers();
    },
  };
}

const costKey = ({ N, r, p }: PasswordCost) => `${N}$${r}$${p}`;
const demoHashes = new Map([[costKey(PASSWORD_COST), Promise.resolve(DEMO_PASSWORD_HASH)]]);
/**
 * The stored hash of the demo password at a store's cost: DEMO_PASSWORD_HASH at PASSWORD_COST; under
 * the unit tests' cheaper cost (storeHashCost), one hash made at that cost, so that a wrong password
 * tried on a demo member costs a scrypt at the tests' cost too (the rate-limit tests try dozens).
 */
function demoPasswordHash(cost: PasswordCost): Promise<string> {
  let hash = demoHashes.get(costKey(cost));
  if (!hash) {
    hash = hashPassword(DEMO_PASSWORD, cost);
    demoHashes.set(costKey(cost), hash);
  }
  return hash;
}

/** The store's demo-password hash is that password's: it matches without a scrypt. */
async function isDemoPassword(password: string, stored: string, cost: PasswordCost): Promise<boolean> {
  return password === DEMO_PASSWORD && stored === (await demoPasswordHash(cost));
}

const dummies = new Map<number, Promise<string>>();
/** A well-formed hash of a random password at the store's cost, compared against when the email is unknown. */
function dummyHash(cost: PasswordCost): Promise<string> {
  let dummy = dummies.get(cost.N);
  if (!dummy) {
    dummy = hashPassword(randomUUID(), cost);
    dummies.set(cost.N, dummy);
  }
  return dummy;
}
