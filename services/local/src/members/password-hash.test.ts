import { randomBytes, scrypt } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '@portail/contracts';
import { DEMO_PASSWORD_HASH } from './demo-member-seeds.ts';
import { PASSWORD_COST, hashPassword, needsRehash, storeHashCost, verifyPassword } from './password-hash.ts';

// One scrypt at OWASP's cost takes about a third of a second alone, several on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

/** A hash as the previous cost (N=2^14) wrote it. */
function legacyHash(password: string): Promise<string> {
  const salt = randomBytes(16);
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, 64, { N: 16384, r: 8, p: 1 }, (error, key) =>
      error
        ? reject(error)
        : resolve(`scrypt$16384$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`),
    ),
  );
}

describe('password hashes', () => {
  it('are scrypt at OWASP’s current cost: N=2^17, r=8, p=1', async () => {
    expect(PASSWORD_COST).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    const started = performance.now();
    const stored = await hashPassword('Motdepasse-2026');
    console.info(`scrypt N=2^17 r=8 p=1: one hash in ${Math.round(performance.now() - started)} ms`);
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword('Motdepasse-2026', stored)).toBe(true);
    expect(await verifyPassword('Motdepasse-2027', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('still verify a hash of the previous cost (N=2^14), which asks to be upgraded', async () => {
    const stored = await legacyHash('Motdepasse-2026');
    expect(await verifyPassword('Motdepasse-2026', stored)).toBe(true);
    expect(needsRehash(stored)).toBe(true);
  });

  it('keeps a stored demo-password hash that verifies and is of the current cost', async () => {
    expect(needsRehash(DEMO_PASSWORD_HASH)).toBe(false);
    expect(await verifyPassword(DEMO_PASSWORD, DEMO_PASSWORD_HASH)).toBe(true);
  });

  it.each([
    ['a cost above the current one (memory exhaustion)', 'scrypt$4194304$8$1$c2Fsdc2Fsdc2Fsdc2Fsdg$a2V5'],
    ['a cost that is not a power of two', 'scrypt$100000$8$1$c2Fsdc2Fsdc2Fsdc2Fsdg$a2V5'],
    ['another algorithm', 'bcrypt$10$abc'],
    ['an empty key', 'scrypt$16384$8$1$c2Fsdc2Fsdc2Fsdc2Fsdg$'],
  ])('never match %s', async (_what, stored) => {
    expect(await verifyPassword('Motdepasse-2026', stored)).toBe(false);
  });
});

describe('storeHashCost', () => {
  it('is the production cost outside Vitest, whatever PORTAIL_TEST_PASSWORD_COST_N says', () => {
    expect(storeHashCost({ PORTAIL_TEST_PASSWORD_COST_N: '1024' })).toEqual(PASSWORD_COST);
    expect(storeHashCost({})).toEqual(PASSWORD_COST);
  });

  it('takes the unit tests’ N under Vitest, only a power of two no larger than the production one', () => {
    expect(storeHashCost({ VITEST: 'true', PORTAIL_TEST_PASSWORD_COST_N: '1024' })).toEqual({
      N: 1024,
      r: 8,
      p: 1,
    });
    for (const n of ['1000', '0', String(2 ** 18), 'beaucoup', '']) {
      expect(storeHashCost({ VITEST: 'true', PORTAIL_TEST_PASSWORD_COST_N: n })).toEqual(PASSWORD_COST);
    }
  });

  it('makes hashes of that cost, which verify, and which the store of that cost keeps', async () => {
    const cost = { N: 1024, r: 8, p: 1 };
    const stored = await hashPassword('Motdepasse-2026', cost);
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('Motdepasse-2026', stored)).toBe(true);
    expect(needsRehash(stored, cost)).toBe(false);
    expect(needsRehash(stored)).toBe(true);
  });
});
