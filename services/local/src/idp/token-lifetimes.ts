/** How long the provider's tokens last, in seconds. */
export interface TokenLifetimes {
  accessToken: number;
  idToken: number;
  refreshToken: number;
}

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/**
 * The defaults: access and ID tokens last 24 hours (B2C's maximum), so that the sign-in wrapper's
 * one-hour refresh lead (SPEC.md §4.2) renews once a day rather than on every page load; refresh
 * tokens last 14 days (B2C's default).
 */
export const defaultTokenLifetimes: TokenLifetimes = {
  accessToken: DAY,
  idToken: DAY,
  refreshToken: 14 * DAY,
};

interface Bounds {
  variable: string;
  min: number;
  max: number;
}

/**
 * The variables and their bounds. B2C allows 5 minutes to 24 hours for access and ID tokens and 1
 * to 90 days for refresh tokens; the local provider accepts down to 20 seconds for access and ID
 * tokens and one minute for refresh tokens, so that tests and npm run bench:renewals make renewals
 * due without waiting.
 */
const tokenLifetimeVariables: Record<keyof TokenLifetimes, Bounds> = {
  accessToken: { variable: 'PORTAIL_ACCESS_TOKEN_TTL', min: 20, max: DAY },
  idToken: { variable: 'PORTAIL_ID_TOKEN_TTL', min: 20, max: DAY },
  refreshToken: { variable: 'PORTAIL_REFRESH_TOKEN_TTL', min: 60, max: 90 * DAY },
};

/** Raised at start when a lifetime variable is not a whole number of seconds within its bounds. */
export class TokenLifetimeError extends Error {
  readonly code = 'INVALID_TOKEN_LIFETIME';
  constructor(bounds: Bounds, raw: string) {
    super(
      `${bounds.variable} doit être un nombre entier de secondes entre ${bounds.min} et ${bounds.max}, ` +
        `pas « ${raw} ». / ${bounds.variable} must be a whole number of seconds between ${bounds.min} ` +
        `and ${bounds.max}, not « ${raw} ».`,
    );
    this.name = 'TokenLifetimeError';
  }
}

/** Reads PORTAIL_ACCESS_TOKEN_TTL, PORTAIL_ID_TOKEN_TTL and PORTAIL_REFRESH_TOKEN_TTL (unset: default). */
export function tokenLifetimesFromEnv(env: NodeJS.ProcessEnv): TokenLifetimes {
  const lifetimes = { ...defaultTokenLifetimes };
  for (const key of Object.keys(tokenLifetimeVariables) as (keyof TokenLifetimes)[]) {
    const bounds = tokenLifetimeVariables[key];
    const raw = env[bounds.variable];
    if (raw === undefined || raw.trim() === '') continue;
    const seconds = /^\s*\d+\s*$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isSafeInteger(seconds) || seconds < bounds.min || seconds > bounds.max) {
      throw new TokenLifetimeError(bounds, raw);
    }
    lifetimes[key] = seconds;
  }
  return lifetimes;
}
