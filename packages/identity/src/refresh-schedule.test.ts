import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RefreshTimer, delayAfterSave, refreshDelay } from './refresh-schedule.ts';
import type { StoredTokens } from './storage/token-store.ts';

const NOW = 1_000_000_000_000;
const LEAD = 600_000;

function tokens(idExpiresIn: number, accessExpiresIn?: number): StoredTokens {
  return {
    idToken: { token: 'id', expires: NOW + idExpiresIn, policy: 'login' },
    accessToken: accessExpiresIn === undefined ? undefined : { token: 'a', expires: NOW + accessExpiresIn },
    refreshToken: undefined,
    flow: 'implicit',
  };
}

describe('refresh scheduling', () => {
  it('refreshes at once when the access token expires within the lead time', () => {
    expect(refreshDelay(tokens(3_600_000, 300_000), LEAD, NOW)).toBe(0);
  });

  it('refreshes at once when the id token expires within the lead time', () => {
    expect(refreshDelay(tokens(599_999, 3_600_000), LEAD, NOW)).toBe(0);
  });

  it('schedules at the earlier expiry minus the lead time', () => {
    expect(refreshDelay(tokens(3_600_000, 1_800_000), LEAD, NOW)).toBe(1_200_000);
  });

  it('has nothing to schedule without an id token', () => {
    expect(refreshDelay({ ...tokens(1), idToken: undefined }, LEAD, NOW)).toBeUndefined();
  });

  it('renews fresh tokens that live less than the lead time half-way through their life', () => {
    expect(delayAfterSave(tokens(3_600_000), 3_600_000, NOW)).toBe(1_800_000);
  });
});

describe('RefreshTimer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once the delay has passed, not before', () => {
    const timer = new RefreshTimer();
    const run = vi.fn();
    timer.schedule(1_200_000, run);
    vi.advanceTimersByTime(1_199_999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
  });

  it('keeps only the latest schedule', () => {
    const timer = new RefreshTimer();
    const first = vi.fn();
    const second = vi.fn();
    timer.schedule(1000, first);
    timer.schedule(2000, second);
    vi.advanceTimersByTime(2000);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
  });

  it('chains waits longer than setTimeout allows (about 24.8 days)', () => {
    const timer = new RefreshTimer();
    const run = vi.fn();
    const thirtyDays = 30 * 24 * 3_600_000;
    timer.schedule(thirtyDays, run);
    vi.advanceTimersByTime(thirtyDays - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
  });
});
