import type { DatabaseSync } from 'node:sqlite';

/**
 * Provider sessions ended by a sign-out, by the `sid` each client's tokens carry (one per client and
 * session, oidc-provider's `session.sidFor`). The member APIs, which share the SQLite database,
 * refuse an access token of an ended session: it covers an app that the sign-out chain did not
 * reach (its stored tokens stop working at their next request). Kept as long as an access token can
 * live (`keepSeconds`) and the margin, then forgotten at the next sign-out.
 */
/**
 * Beyond the access tokens' lifetime: a checker accepts a token a little past its `exp` (the member
 * APIs' clock tolerance, 60 s by default), so an ended session is kept longer than that.
 */
export const ENDED_SESSION_MARGIN_SECONDS = 5 * 60;

export interface EndedSessions {
  record(sids: readonly string[]): void;
  isEnded(sid: string): boolean;
}

const INSERT_ENDED = 'INSERT OR REPLACE INTO idp_ended_sessions (sid, ended_at) VALUES (?, ?)';

/** Records `sids` as ended now, without pruning (for the callers that do not know the lifetimes). */
export function recordEndedSessions(db: DatabaseSync, sids: Iterable<string>, at: number = Date.now()): void {
  const insert = db.prepare(INSERT_ENDED);
  for (const sid of sids) insert.run(sid, at);
}

export function createEndedSessions(
  db: DatabaseSync,
  { keepSeconds, now = Date.now }: { keepSeconds: number; now?: () => number },
): EndedSessions {
  const insert = db.prepare(INSERT_ENDED);
  const prune = db.prepare('DELETE FROM idp_ended_sessions WHERE ended_at < ?');
  const find = db.prepare('SELECT 1 AS ended FROM idp_ended_sessions WHERE sid = ?');
  const horizon = () => now() - (keepSeconds + ENDED_SESSION_MARGIN_SECONDS) * 1000;
  return {
    record(sids) {
      prune.run(horizon());
      for (const sid of sids) insert.run(sid, now());
    },
    isEnded: (sid) => find.get(sid) !== undefined,
  };
}
