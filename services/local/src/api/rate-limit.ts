/** The answer of a rate limiter for one hit. */
interface RateDecision {
  allowed: boolean;
  /** When refused: seconds until the window that refused it ends. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  hit(key: string): RateDecision;
}

export interface RateLimiterOptions {
  limit: number;
  windowMs: number;
  now?: () => number;
}

/**
 * A fixed-window counter per key, in memory (per process), for abuse protection of public routes.
 * Expired windows are swept as new hits arrive so the map does not grow without bound.
 */
export function createRateLimiter({ limit, windowMs, now = Date.now }: RateLimiterOptions): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();
  return {
    hit(key) {
      const at = now();
      if (at - lastSweep > windowMs) {
        for (const [entryKey, entry] of windows) if (at - entry.start >= windowMs) windows.delete(entryKey);
        lastSweep = at;
      }
      let entry = windows.get(key);
      if (!entry || at - entry.start >= windowMs) {
        entry = { start: at, count: 0 };
        windows.set(key, entry);
      }
      entry.count += 1;
      if (entry.count <= limit) return { allowed: true, retryAfterSeconds: 0 };
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((entry.start + windowMs - at) / 1000)),
      };
    },
  };
}
