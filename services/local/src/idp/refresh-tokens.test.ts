import { describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '@portail/contracts';
import { defaultTokenLifetimes } from './token-lifetimes.ts';
import { REFRESH_RETRY_GRACE_SECONDS } from './refresh-tokens.ts';
import { createTestBrowser, pkceCodeFor, redeemCode, tokenRequest as sharedTokenRequest } from './testing.ts';
import { useTestProvider } from './test-bed.ts';

// Whole sign-in journeys over HTTP: room for a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const { idp } = useTestProvider();

const tokenRequest = (form: Record<string, string>) => sharedTokenRequest(idp, form);

async function signIn() {
  const code = await pkceCodeFor(idp, createTestBrowser(idp.idpOrigin), {
    email: 'complet@exemple.ca',
    password: DEMO_PASSWORD,
  });
  const tokens = await redeemCode(idp, code);
  expect(tokens.status).toBe(200);
  return tokens.body;
}

const refresh = (refreshToken: unknown) =>
  tokenRequest({ grant_type: 'refresh_token', refresh_token: String(refreshToken) });

/** Makes the stored refresh token `id` expire in `seconds` (as if it had been issued long ago). */
function ageRefreshToken(id: string, seconds: number) {
  const row = idp.db
    .prepare("SELECT payload FROM oidc_payloads WHERE model = 'RefreshToken' AND id = ?")
    .get(id) as { payload: string };
  const payload = JSON.parse(row.payload) as { exp: number };
  payload.exp = Math.floor(Date.now() / 1000) + seconds;
  idp.db
    .prepare("UPDATE oidc_payloads SET payload = ?, expires_at = ? WHERE model = 'RefreshToken' AND id = ?")
    .run(JSON.stringify(payload), payload.exp * 1000, id);
}

/** Makes the refresh token `id` look used `seconds` ago. */
function usedAgo(id: string, seconds: number) {
  idp.db
    .prepare("UPDATE oidc_payloads SET consumed_at = ? WHERE model = 'RefreshToken' AND id = ?")
    .run(Date.now() - seconds * 1000, id);
}

/** Refresh tokens never used: each is the head of a chain that can still rotate. */
function liveRefreshTokens(): number {
  const row = idp.db
    .prepare("SELECT COUNT(*) AS n FROM oidc_payloads WHERE model = 'RefreshToken' AND consumed_at IS NULL")
    .get() as { n: number };
  return Number(row.n);
}

describe('refresh tokens', () => {
  it('says at sign-in that the refresh token lasts the configured lifetime', async () => {
    const tokens = await signIn();
    expect(tokens.refresh_token_expires_in).toBe(defaultTokenLifetimes.refreshToken);
  });

  it('keeps the first refresh token’s absolute expiry: refreshing never grants a fresh lifetime', async () => {
    const tokens = await signIn();
    ageRefreshToken(String(tokens.refresh_token), 3600);
    const refreshed = await refresh(tokens.refresh_token);
    expect(refreshed.status).toBe(200);
    expect(Number(refreshed.body.refresh_token_expires_in)).toBeLessThanOrEqual(3600);
    expect(Number(refreshed.body.refresh_token_expires_in)).toBeGreaterThan(3500);
    const again = await refresh(refreshed.body.refresh_token);
    expect(Number(again.body.refresh_token_expires_in)).toBeLessThanOrEqual(3600);
    const stored = idp.db
      .prepare("SELECT expires_at FROM oidc_payloads WHERE model = 'RefreshToken' AND id = ?")
      .get(String(again.body.refresh_token)) as { expires_at: number };
    expect(stored.expires_at).toBeLessThanOrEqual(Date.now() + 3600 * 1000);
  });

  it('answers a retried refresh within the grace with the refresh token the first use got: one chain', async () => {
    const tokens = await signIn();
    const first = await refresh(tokens.refresh_token);
    const retried = await refresh(tokens.refresh_token);
    expect(retried.status).toBe(200);
    expect(retried.body.access_token).toBeTruthy();
    expect(retried.body.refresh_token).toBe(first.body.refresh_token);
    expect(liveRefreshTokens()).toBe(1);
    const next = await refresh(first.body.refresh_token);
    expect(next.status).toBe(200);
    expect(liveRefreshTokens()).toBe(1);
  });

  it('gives two tabs racing with one refresh token their tokens and the same refresh token', async () => {
    const tokens = await signIn();
    const [one, two] = await Promise.all([refresh(tokens.refresh_token), refresh(tokens.refresh_token)]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(one.body.refresh_token).toBe(two.body.refresh_token);
    expect(liveRefreshTokens()).toBe(1);
  });

  it('answers a retry after the chain moved on with the chain’s newest refresh token', async () => {
    const tokens = await signIn();
    const first = await refresh(tokens.refresh_token);
    const second = await refresh(first.body.refresh_token);
    const retried = await refresh(tokens.refresh_token);
    expect(retried.status).toBe(200);
    expect(retried.body.refresh_token).toBe(second.body.refresh_token);
    expect(liveRefreshTokens()).toBe(1);
  });

  it('refuses a rotated refresh token replayed after the grace, without revoking the grant', async () => {
    const tokens = await signIn();
    const rotated = await refresh(tokens.refresh_token);
    usedAgo(String(tokens.refresh_token), REFRESH_RETRY_GRACE_SECONDS + 1);
    const replay = await refresh(tokens.refresh_token);
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe('invalid_grant');
    // The member is not signed out: the newest refresh token still works.
    expect((await refresh(rotated.body.refresh_token)).status).toBe(200);
  });

  it('does not let a retry within the grace prolong the grace', async () => {
    const tokens = await signIn();
    await refresh(tokens.refresh_token);
    usedAgo(String(tokens.refresh_token), REFRESH_RETRY_GRACE_SECONDS + 1);
    await refresh(tokens.refresh_token);
    expect((await refresh(tokens.refresh_token)).body.error).toBe('invalid_grant');
  });
});
