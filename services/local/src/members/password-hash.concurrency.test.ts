import type * as NodeCrypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';

// scrypt as Node runs it, counting the derivations under way
const live = vi.hoisted(() => ({ now: 0, most: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof NodeCrypto>();
  return {
    ...crypto,
    scrypt: ((...args: unknown[]) => {
      const callback = args.at(-1) as (error: Error | null, key: Buffer) => void;
      live.now += 1;
      live.most = Math.max(live.most, live.now);
      (crypto.scrypt as (...rest: unknown[]) => void)(
        ...args.slice(0, -1),
        (error: Error | null, key: Buffer) => {
          live.now -= 1;
          callback(error, key);
        },
      );
    }) as typeof crypto.scrypt,
  };
});

const { CONCURRENT_HASHES, hashPassword, verifyPassword } = await import('./password-hash.ts');

describe('password hashing under many sign-ins at once', () => {
  it('derives at most two keys at a time, the others in turn, and every one completes', async () => {
    const passwords = Array.from({ length: 6 }, (_, index) => `Mot-de-passe-${index}`);
    // The turns, not the cost (password-hash.test.ts): twelve derivations at N=2^17 outlasted the
    // time-out on a busy machine.
    const cost = { N: 2 ** 12, r: 8, p: 1 };
    const hashes = await Promise.all(passwords.map((password) => hashPassword(password, cost)));
    expect(live.most).toBe(CONCURRENT_HASHES);
    expect(CONCURRENT_HASHES).toBe(2);
    const checks = await Promise.all(
      hashes.map((hash, index) => verifyPassword(passwords[index] ?? '', hash)),
    );
    expect(checks).toEqual(passwords.map(() => true));
    expect(live.most).toBe(2);
    expect(live.now).toBe(0);
  });
});
