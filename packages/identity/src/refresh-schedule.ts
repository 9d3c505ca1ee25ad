import { MAX_TIMER_DELAY_MS } from './constants.ts';
import type { StoredTokens } from './storage/token-store.ts';

/** The earlier of the identity and access token expiries (epoch ms); undefined without an id token. */
function earliestExpiry(tokens: StoredTokens): number | undefined {
  if (!tokens.idToken) return undefined;
  return Math.min(tokens.idToken.expires, tokens.accessToken?.expires ?? Number.POSITIVE_INFINITY);
}

/** How long to wait before refreshing: 0 when the earlier expiry is within the lead time. */
export function refreshDelay(tokens: StoredTokens, leadTimeMs: number, now: number): number | undefined {
  const expiry = earliestExpiry(tokens);
  return expiry === undefined ? undefined : Math.max(0, expiry - leadTimeMs - now);
}

/**
 * The wait after a save. Tokens that live no longer than the lead time would be due again at once,
 * so they are renewed half-way through their remaining life instead of in a loop.
 */
export function delayAfterSave(tokens: StoredTokens, leadTimeMs: number, now: number): number | undefined {
  const delay = refreshDelay(tokens, leadTimeMs, now);
  const expiry = earliestExpiry(tokens);
  if (delay === undefined || expiry === undefined || delay > 0) return delay;
  return Math.max(0, Math.floor((expiry - now) / 2));
}

/** One pending refresh at a time; waits longer than setTimeout allows are chained. */
export class RefreshTimer {
  #timer: ReturnType<typeof setTimeout> | undefined;

  schedule(delayMs: number, run: () => void): void {
    this.cancel();
    const step = Math.min(delayMs, MAX_TIMER_DELAY_MS);
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      if (delayMs > step) this.schedule(delayMs - step, run);
      else run();
    }, step);
  }

  cancel(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}
