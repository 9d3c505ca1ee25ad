import type { DatabaseSync } from 'node:sqlite';
import type { KoaContext, KoaMiddleware, Token } from 'oidc-provider';
import { successfulTokenResponse } from './provider-middleware.ts';

/** Links followed at most from a replayed refresh token to its chain's newest one. */
const MAX_CHAIN_STEPS = 1000;

/**
 * One chain of refresh tokens per sign-in. A refresh token is rotated once: its successor is
 * recorded beside it. A replay within the retry grace (refresh-tokens.ts: a lost answer, or two tabs
 * of one browser refreshing together) gets new access and ID tokens but, instead of a second
 * successor that could rotate on its own (a fork), the chain's newest refresh token, as Okta's
 * grace period answers (https://developer.okta.com/docs/guides/refresh-tokens/main/#refresh-token-rotation).
 * The refresh token oidc-provider minted for the replay is destroyed.
 */
function createRefreshChain(db: DatabaseSync) {
  // Atomic: of two redemptions racing, exactly one links its successor.
  const link = db.prepare(
    "UPDATE oidc_payloads SET successor_id = ? WHERE model = 'RefreshToken' AND id = ? AND successor_id IS NULL",
  );
  const destroy = db.prepare("DELETE FROM oidc_payloads WHERE model = 'RefreshToken' AND id = ?");
  const successorOf = db.prepare(
    "SELECT successor_id, expires_at FROM oidc_payloads WHERE model = 'RefreshToken' AND id = ?",
  );

  /** The newest refresh token of `id`'s chain, or undefined when the chain is gone (revoked, expired). */
  function newest(id: string): string | undefined {
    let current = id;
    for (let step = 0; step < MAX_CHAIN_STEPS; step += 1) {
      const row = successorOf.get(current) as
        { successor_id: string | null; expires_at: number | null } | undefined;
      if (!row || (row.expires_at !== null && row.expires_at <= Date.now())) return undefined;
      if (row.successor_id === null) return current;
      current = row.successor_id;
    }
    return undefined;
  }

  /**
   * After a refresh-token grant that rotated: the first redemption records its successor; a replay
   * answers with the chain's newest refresh token, or invalid_grant when there is none any more.
   */
  function keepOneChain(ctx: KoaContext): void {
    const body = successfulTokenResponse(ctx);
    if (!body) return;
    const rotated = ctx.oidc.entities.RotatedRefreshToken as Token | undefined;
    const issued = ctx.oidc.entities.RefreshToken as Token | undefined;
    if (!rotated?.jti || !issued?.jti || rotated.jti === issued.jti) return;
    if (Number(link.run(issued.jti, rotated.jti).changes) === 1) return;
    destroy.run(issued.jti);
    const head = newest(rotated.jti);
    if (head === undefined) {
      ctx.status = 400;
      ctx.body = { error: 'invalid_grant', error_description: 'grant request is invalid' };
      return;
    }
    body.refresh_token = head;
  }

  return { keepOneChain };
}

/** The provider's middleware that keeps one refresh-token chain per sign-in (see createRefreshChain). */
export function keepOneRefreshChain(db: DatabaseSync): KoaMiddleware {
  const chain = createRefreshChain(db);
  return async (ctx, next) => {
    await next();
    if (ctx.oidc) chain.keepOneChain(ctx);
  };
}
