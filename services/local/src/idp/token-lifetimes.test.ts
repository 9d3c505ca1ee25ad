import { describe, expect, it } from 'vitest';
import { TokenLifetimeError, defaultTokenLifetimes, tokenLifetimesFromEnv } from './token-lifetimes.ts';

describe('token lifetimes from the environment', () => {
  it('defaults to 24-hour access and ID tokens and 14-day refresh tokens', () => {
    expect(tokenLifetimesFromEnv({})).toEqual({
      accessToken: 86_400,
      idToken: 86_400,
      refreshToken: 1_209_600,
    });
    expect(defaultTokenLifetimes.accessToken).toBeGreaterThan(2 * 60 * 60);
  });

  it('reads each lifetime in seconds from its own variable', () => {
    expect(
      tokenLifetimesFromEnv({
        PORTAIL_ACCESS_TOKEN_TTL: '3600',
        PORTAIL_ID_TOKEN_TTL: '1800',
        PORTAIL_REFRESH_TOKEN_TTL: '86400',
      }),
    ).toEqual({ accessToken: 3600, idToken: 1800, refreshToken: 86_400 });
  });

  it('treats an empty variable as unset', () => {
    expect(tokenLifetimesFromEnv({ PORTAIL_ID_TOKEN_TTL: '' }).idToken).toBe(86_400);
  });

  it.each([
    ['PORTAIL_ACCESS_TOKEN_TTL', 'une heure', 20],
    ['PORTAIL_ACCESS_TOKEN_TTL', '3600.5', 20],
    ['PORTAIL_ACCESS_TOKEN_TTL', '-60', 20],
    ['PORTAIL_ACCESS_TOKEN_TTL', '1e4', 20],
    ['PORTAIL_ID_TOKEN_TTL', '19', 20],
    ['PORTAIL_ID_TOKEN_TTL', '86401', 20],
    ['PORTAIL_REFRESH_TOKEN_TTL', '59', 60],
    ['PORTAIL_REFRESH_TOKEN_TTL', '7776001', 60],
  ])('refuses %s=%s with a message naming the variable, the value and the bounds', (variable, raw, min) => {
    const read = () => tokenLifetimesFromEnv({ [variable]: raw });
    expect(read).toThrow(TokenLifetimeError);
    expect(read).toThrow(variable);
    expect(read).toThrow(`« ${raw} »`);
    expect(read).toThrow(new RegExp(`between ${min} and \\d+`));
  });
});
