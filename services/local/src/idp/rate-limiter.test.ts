import { describe, expect, it } from 'vitest';
import {
  createFailureDelays,
  createSignInGuard,
  createWindowLimiter,
  firstRefusal,
  rateLimits,
  waitInFrench,
} from './rate-limiter.ts';

function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('window limits', () => {
  it('allows `limit` events per window, then says how long until the oldest leaves it', () => {
    const time = clock();
    const limiter = createWindowLimiter({ limit: 2, windowMs: 60_000 }, time.now);
    limiter.hit('k');
    time.advance(10_000);
    limiter.hit('k');
    expect(limiter.check('k')).toEqual({ allowed: false, retryAfterSeconds: 50 });
    expect(limiter.check('autre').allowed).toBe(true);
    time.advance(50_001);
    expect(limiter.check('k').allowed).toBe(true);
  });
});

describe('failure delays', () => {
  const options = { freeFailures: 3, firstDelayMs: 10_000, maxDelayMs: 60_000, forgetAfterMs: 3_600_000 };

  it('lets the free failures through, then makes each attempt wait a delay that doubles up to the maximum', () => {
    const time = clock();
    const delays = createFailureDelays(options, time.now);
    for (let failure = 0; failure < 2; failure += 1) delays.fail('k');
    expect(delays.check('k').allowed).toBe(true);
    delays.fail('k');
    expect(delays.check('k')).toEqual({ allowed: false, retryAfterSeconds: 10 });
    const waits: number[] = [];
    for (let failure = 0; failure < 4; failure += 1) {
      time.advance(delays.check('k').retryAfterSeconds * 1000);
      expect(delays.check('k').allowed).toBe(true);
      delays.fail('k');
      waits.push(delays.check('k').retryAfterSeconds);
    }
    expect(waits).toEqual([20, 40, 60, 60]);
  });

  it('forgets the failures after a success, or a quiet hour', () => {
    const time = clock();
    const delays = createFailureDelays(options, time.now);
    for (let failure = 0; failure < 3; failure += 1) delays.fail('k');
    delays.succeed('k');
    expect(delays.check('k').allowed).toBe(true);
    for (let failure = 0; failure < 3; failure += 1) delays.fail('j');
    time.advance(3_600_001);
    delays.fail('j');
    expect(delays.check('j').allowed).toBe(true);
  });
});

describe('the sign-in guard', () => {
  const { addressAndAccount, account, address } = rateLimits.signIn;

  it('slows one address guessing one account, and not the member at another address', () => {
    const time = clock();
    const guard = createSignInGuard(time.now);
    for (let n = 0; n < addressAndAccount.freeFailures; n += 1) guard.failed('10.0.0.1', 'membre@exemple.ca');
    expect(guard.check('10.0.0.1', 'MEMBRE@exemple.ca')).toEqual({
      allowed: false,
      retryAfterSeconds: addressAndAccount.firstDelayMs / 1000,
    });
    expect(guard.check('10.0.0.2', 'membre@exemple.ca').allowed).toBe(true);
  });

  it('slows one password tried across many accounts from one address', () => {
    const guard = createSignInGuard(clock().now);
    for (let n = 0; n < address.freeFailures; n += 1) guard.failed('10.0.0.1', `membre${n}@exemple.ca`);
    expect(guard.check('10.0.0.1', 'encore-un@exemple.ca').allowed).toBe(false);
    expect(guard.check('10.0.0.2', 'encore-un@exemple.ca').allowed).toBe(true);
  });

  it('slows a guess spread over many addresses, for minutes at most: a stranger cannot lock the member out', () => {
    const time = clock();
    const guard = createSignInGuard(time.now);
    for (let n = 0; n < 40; n += 1) {
      const at = `10.0.1.${n}`;
      const decision = guard.check(at, 'membre@exemple.ca');
      if (!decision.allowed) time.advance(decision.retryAfterSeconds * 1000);
      guard.failed(at, 'membre@exemple.ca');
    }
    const member = guard.check('192.0.2.7', 'membre@exemple.ca');
    expect(member.allowed).toBe(false);
    expect(member.retryAfterSeconds).toBeLessThanOrEqual(account.maxDelayMs / 1000);
    time.advance(member.retryAfterSeconds * 1000);
    expect(guard.check('192.0.2.7', 'membre@exemple.ca').allowed).toBe(true);
  });

  it('forgets the account’s failures when the member signs in', () => {
    const guard = createSignInGuard(clock().now);
    for (let n = 0; n < account.freeFailures - 1; n += 1) guard.failed(`10.0.2.${n}`, 'membre@exemple.ca');
    guard.succeeded('192.0.2.7', 'membre@exemple.ca');
    guard.failed('10.0.3.1', 'membre@exemple.ca');
    expect(guard.check('10.0.3.2', 'membre@exemple.ca').allowed).toBe(true);
  });
});

describe('firstRefusal and waitInFrench', () => {
  it('keeps the longest wait of the refusals', () => {
    expect(firstRefusal({ allowed: true, retryAfterSeconds: 0 })).toBeNull();
    expect(
      firstRefusal({ allowed: false, retryAfterSeconds: 5 }, { allowed: false, retryAfterSeconds: 90 }),
    ).toEqual({ allowed: false, retryAfterSeconds: 90 });
  });

  it.each([
    [1, 'dans une seconde'],
    [30, 'dans 30 secondes'],
    [60, 'dans une minute'],
    [61, 'dans 2 minutes'],
    [3600, 'dans une heure'],
    [7200, 'dans 2 heures'],
  ])('says %i seconds as « %s »', (seconds, text) => {
    expect(waitInFrench(seconds)).toBe(text);
  });
});
