export interface RateLimiterOptions {
  /** Attempts allowed per window. */
  limit: number;
  windowMs: number;
  now?: () => number;
}

export interface RateLimiter {
  /** Whether another attempt under `key` is allowed now (does not count it). */
  isBlocked(key: string): boolean;
  /** Counts an attempt under `key`. */
  hit(key: string): void;
  /** Forgets `key` (after a success). */
  reset(key: string): void;
}

/** In-memory sliding-window limiter, keyed by what the caller chooses (here: IP and email). */
export function createRateLimiter({ limit, windowMs, now = Date.now }: RateLimiterOptions): RateLimiter {
  const hits = new Map<string, number[]>();
  const recent = (key: string): number[] => {
    const since = now() - windowMs;
    const kept = (hits.get(key) ?? []).filter((at) => at > since);
    if (kept.length > 0) hits.set(key, kept);
    else hits.delete(key);
    return kept;
  };
  return {
    isBlocked: (key) => recent(key).length >= limit,
    hit(key) {
      hits.set(key, [...recent(key), now()]);
      if (hits.size > 10_000) {
        for (const stale of hits.keys()) if (recent(stale).length === 0) hits.delete(stale);
      }
    },
    reset: (key) => void hits.delete(key),
  };
}

export const SIGN_IN_LIMIT = { limit: 5, windowMs: 15 * 60 * 1000 } as const;
export const RESET_LIMIT = { limit: 3, windowMs: 60 * 60 * 1000 } as const;

export function limiterKey(ip: string, email: string): string {
  return `${ip}|${email.trim().toLowerCase()}`;
}
