import { RateLimitedError, apiErrorCodes } from '../errors.ts';

const passwordAttemptMessage =
  'Trop de tentatives avec un mauvais mot de passe. Veuillez patienter avant de réessayer.';

/**
 * The figures of the wrong-current-password limit (PATCH /me with oldPassword, account deletion),
 * per account: 5 wrong passwords go freely; then each further wrong one makes the next try wait,
 * 30 s doubling up to 15 min; a right password, or an hour without a wrong one, starts over. These
 * calls need the member's own token, so a stranger cannot lock a member out with them; the token's
 * thief is held to 13 guesses in the first hour, then 4 an hour.
 */
export const PASSWORD_ATTEMPTS = {
  freeTries: 5,
  firstDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
} as const;

export interface PasswordAttempts {
  /** Throws 429 (with Retry-After) while the account must wait before another try. */
  check(rcId: string): void;
  failed(rcId: string): void;
  succeeded(rcId: string): void;
}

interface Attempts {
  failures: number;
  lastFailureAt: number;
  waitUntil: number;
}

export function createPasswordAttempts(
  options: { now?: () => number } & Partial<typeof PASSWORD_ATTEMPTS> = {},
): PasswordAttempts {
  const { freeTries, firstDelayMs, maxDelayMs, forgetAfterMs } = { ...PASSWORD_ATTEMPTS, ...options };
  const now = options.now ?? Date.now;
  const accounts = new Map<string, Attempts>();
  let lastSweep = now();

  function current(rcId: string, at: number): Attempts | undefined {
    if (at - lastSweep > forgetAfterMs) {
      for (const [key, entry] of accounts) if (at - entry.lastFailureAt > forgetAfterMs) accounts.delete(key);
      lastSweep = at;
    }
    const entry = accounts.get(rcId);
    if (entry && at - entry.lastFailureAt > forgetAfterMs) {
      accounts.delete(rcId);
      return undefined;
    }
    return entry;
  }

  return {
    check(rcId) {
      const at = now();
      const entry = current(rcId, at);
      if (entry && at < entry.waitUntil) {
        throw new RateLimitedError(
          Math.max(1, Math.ceil((entry.waitUntil - at) / 1000)),
          apiErrorCodes.RATE_LIMITED,
          passwordAttemptMessage,
        );
      }
    },
    failed(rcId) {
      const at = now();
      const entry = current(rcId, at) ?? { failures: 0, lastFailureAt: at, waitUntil: 0 };
      entry.failures += 1;
      entry.lastFailureAt = at;
      const over = entry.failures - freeTries;
      if (over >= 0) entry.waitUntil = at + Math.min(maxDelayMs, firstDelayMs * 2 ** over);
      accounts.set(rcId, entry);
    },
    succeeded(rcId) {
      accounts.delete(rcId);
    },
  };
}
