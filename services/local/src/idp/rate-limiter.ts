/**
 * The provider's rate limits, in memory (per process, forgotten on restart). Two kinds:
 * - window limits: at most `limit` events per key in a sliding window (mails, sign-ups);
 * - failure delays: after `freeFailures` failures, each further attempt must wait a delay that
 *   doubles with every failure up to `maxDelayMs` (sign-in, current password). Nobody is locked out
 *   for long: the wait is at most `maxDelayMs`, said in Retry-After, and a success forgets the key.
 * Every figure is in `rateLimits` below and in the README's table.
 */

export interface RateDecision {
  allowed: boolean;
  /** When refused: whole seconds to wait (at least 1). */
  retryAfterSeconds: number;
}

const ALLOWED: RateDecision = { allowed: true, retryAfterSeconds: 0 };
/** Keys kept per limiter before stale ones are swept (memory bound). */
const SWEEP_ABOVE = 10_000;

function refused(waitMs: number): RateDecision {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

export interface WindowLimit {
  limit: number;
  windowMs: number;
}

export interface WindowLimiter {
  /** Whether one more event under `key` is allowed now (does not count it). */
  check(key: string): RateDecision;
  /** Counts an event under `key`. */
  hit(key: string): void;
}

/** At most `limit` events per key in any `windowMs`; then wait until the oldest leaves the window. */
export function createWindowLimiter({ limit, windowMs }: WindowLimit, now = Date.now): WindowLimiter {
  const events = new Map<string, number[]>();
  const recent = (key: string, at: number): number[] => {
    const kept = (events.get(key) ?? []).filter((time) => time > at - windowMs);
    if (kept.length > 0) events.set(key, kept);
    else events.delete(key);
    return kept;
  };
  return {
    check(key) {
      const at = now();
      const kept = recent(key, at);
      if (kept.length < limit) return ALLOWED;
      return refused((kept[kept.length - limit] ?? at) + windowMs - at);
    },
    hit(key) {
      const at = now();
      events.set(key, [...recent(key, at), at]);
      if (events.size > SWEEP_ABOVE) for (const stale of [...events.keys()]) recent(stale, at);
    },
  };
}

export interface FailureDelay {
  /** Failures allowed without any wait: the next attempt after this many waits `firstDelayMs`. */
  freeFailures: number;
  /** The first wait; it doubles with each further failure. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** Failures are forgotten this long after the last one. */
  forgetAfterMs: number;
}

export interface FailureDelays {
  /** Whether an attempt under `key` may be tried now. */
  check(key: string): RateDecision;
  /** Counts a failed attempt (only attempts that were allowed and tried should count). */
  fail(key: string): void;
  /** Forgets `key` (after a success). */
  succeed(key: string): void;
}

interface FailureState {
  failures: number;
  lastFailureAt: number;
  nextAllowedAt: number;
}

/** Progressive delays after repeated failures, per key. */
export function createFailureDelays(options: FailureDelay, now = Date.now): FailureDelays {
  const states = new Map<string, FailureState>();
  const current = (key: string, at: number): FailureState | undefined => {
    const state = states.get(key);
    if (state && at - state.lastFailureAt > options.forgetAfterMs && at >= state.nextAllowedAt) {
      states.delete(key);
      return undefined;
    }
    return state;
  };
  return {
    check(key) {
      const at = now();
      const state = current(key, at);
      return state && at < state.nextAllowedAt ? refused(state.nextAllowedAt - at) : ALLOWED;
    },
    fail(key) {
      const at = now();
      const state = current(key, at) ?? { failures: 0, lastFailureAt: at, nextAllowedAt: at };
      state.failures += 1;
      state.lastFailureAt = at;
      const past = state.failures - options.freeFailures;
      if (past >= 0) {
        const delay = Math.min(options.maxDelayMs, options.firstDelayMs * 2 ** Math.min(past, 30));
        state.nextAllowedAt = at + delay;
      }
      states.set(key, state);
      if (states.size > SWEEP_ABOVE) for (const stale of [...states.keys()]) current(stale, at);
    },
    succeed: (key) => void states.delete(key),
  };
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Every figure of the provider's limits (README: « Rate limits »). */
export const rateLimits = {
  signIn: {
    /** One client address trying one account. */
    addressAndAccount: {
      freeFailures: 5,
      firstDelayMs: 30 * SECOND,
      maxDelayMs: 15 * MINUTE,
      forgetAfterMs: HOUR,
    },
    /** One account, from any address (a distributed guess): short delays, so a stranger cannot lock the member out. */
    account: { freeFailures: 10, firstDelayMs: 15 * SECOND, maxDelayMs: 5 * MINUTE, forgetAfterMs: HOUR },
    /** One client address, whatever the accounts (one password tried across many addresses). */
    address: { freeFailures: 20, firstDelayMs: 30 * SECOND, maxDelayMs: HOUR, forgetAfterMs: HOUR },
    /**
     * A browser that already signed in to the account (known-browser.ts), instead of the three
     * above: a stranger filling them does not keep the member out; guessing from it is limited.
     */
    knownBrowser: {
      freeFailures: 5,
      firstDelayMs: 30 * SECOND,
      maxDelayMs: 15 * MINUTE,
      forgetAfterMs: HOUR,
    },
  },
  /** Wrong current password on the change-password page, per account. */
  currentPassword: {
    freeFailures: 5,
    firstDelayMs: 30 * SECOND,
    maxDelayMs: 15 * MINUTE,
    forgetAfterMs: HOUR,
  },
  /** Reset mails (forgotten-password page). */
  resetMail: {
    perRecipient: { limit: 3, windowMs: HOUR },
    perAddress: { limit: 10, windowMs: HOUR },
  },
  /** Validation mails (email-validation page). */
  validationMail: {
    perAccount: { limit: 3, windowMs: HOUR },
    perAddress: { limit: 10, windowMs: HOUR },
  },
  /** Accounts created (sign-up page), per client address. */
  signUp: { perAddress: { limit: 5, windowMs: HOUR } },
} as const;

export interface SignInGuard {
  /**
   * Whether this address may try this account now: the longest of the three waits, or, from a
   * browser that signed in to the account before (`knownBrowser`, its allowance key), that
   * browser's own wait only.
   */
  check(address: string, email: string, knownBrowser?: string | null): RateDecision;
  failed(address: string, email: string, knownBrowser?: string | null): void;
  /** The right password: this address's and the account's failures are forgotten (not the address's own). */
  succeeded(address: string, email: string, knownBrowser?: string | null): void;
}

export function accountKey(email: string): string {
  return email.trim().toLowerCase();
}

/** The three sign-in limits together (per address and account, per account, per address), and known browsers'. */
export function createSignInGuard(now = Date.now): SignInGuard {
  const pair = createFailureDelays(rateLimits.signIn.addressAndAccount, now);
  const account = createFailureDelays(rateLimits.signIn.account, now);
  const address = createFailureDelays(rateLimits.signIn.address, now);
  const browser = createFailureDelays(rateLimits.signIn.knownBrowser, now);
  const pairKey = (ip: string, email: string) => `${ip}|${accountKey(email)}`;
  return {
    check(ip, email, knownBrowser) {
      if (knownBrowser) return browser.check(knownBrowser);
      const decisions = [pair.check(pairKey(ip, email)), account.check(accountKey(email)), address.check(ip)];
      const longest = Math.max(...decisions.map((decision) => decision.retryAfterSeconds));
      return decisions.every((decision) => decision.allowed) ? ALLOWED : refused(longest * 1000);
    },
    failed(ip, email, knownBrowser) {
      if (knownBrowser) return browser.fail(knownBrowser);
      pair.fail(pairKey(ip, email));
      account.fail(accountKey(email));
      address.fail(ip);
    },
    succeeded(ip, email, knownBrowser) {
      if (knownBrowser) browser.succeed(knownBrowser);
      pair.succeed(pairKey(ip, email));
      account.succeed(accountKey(email));
    },
  };
}

/** The French wait of a 429 page: « dans 45 secondes », « dans 3 minutes », « dans une heure ». */
export function waitInFrench(seconds: number): string {
  if (seconds < 60) return seconds <= 1 ? 'dans une seconde' : `dans ${seconds} secondes`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return minutes === 1 ? 'dans une minute' : `dans ${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? 'dans une heure' : `dans ${hours} heures`;
}

export interface ProviderLimits {
  signIn: SignInGuard;
  currentPassword: FailureDelays;
  resetMailPerRecipient: WindowLimiter;
  resetMailPerAddress: WindowLimiter;
  validationMailPerAccount: WindowLimiter;
  validationMailPerAddress: WindowLimiter;
  signUpPerAddress: WindowLimiter;
}

/** Every limiter of the provider's pages, on one clock. */
export function createProviderLimits(now = Date.now): ProviderLimits {
  return {
    signIn: createSignInGuard(now),
    currentPassword: createFailureDelays(rateLimits.currentPassword, now),
    resetMailPerRecipient: createWindowLimiter(rateLimits.resetMail.perRecipient, now),
    resetMailPerAddress: createWindowLimiter(rateLimits.resetMail.perAddress, now),
    validationMailPerAccount: createWindowLimiter(rateLimits.validationMail.perAccount, now),
    validationMailPerAddress: createWindowLimiter(rateLimits.validationMail.perAddress, now),
    signUpPerAddress: createWindowLimiter(rateLimits.signUp.perAddress, now),
  };
}

/** The first refusal among `decisions`, with the longest wait; allowed when all are. */
export function firstRefusal(...decisions: RateDecision[]): RateDecision | null {
  const refusals = decisions.filter((decision) => !decision.allowed);
  if (refusals.length === 0) return null;
  return refused(Math.max(...refusals.map((decision) => decision.retryAfterSeconds)) * 1000);
}
