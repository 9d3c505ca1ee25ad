import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';

/**
 * A sign-out under way through the apps (front-channel logout): the apps' logout addresses (with
 * `iss` and `sid`) that the provider's page frames, those still to visit top-level, and where the
 * member goes at the end (the validated post_logout_redirect_uri, or the provider's signed-out
 * page). Kept server-side, named by an unguessable id in a short-lived cookie: nothing on the way
 * carries it in an address, and no address on the way can change where the chain goes.
 */
export interface LogoutChain {
  frames: string[];
  visits: string[];
  final: string;
}

export interface LogoutChains {
  create(chain: LogoutChain): string;
  find(id: string): LogoutChain | undefined;
  /** The next top-level visit (removed from the chain), or undefined when none is left. */
  next(id: string): string | undefined;
  remove(id: string): void;
}

/** How long a chain may take, in seconds (a member's browser walks it in a few seconds). */
export const LOGOUT_CHAIN_TTL = 10 * 60;

function isChain(value: unknown): value is LogoutChain {
  const chain = value as Partial<LogoutChain> | null;
  const strings = (list: unknown) => Array.isArray(list) && list.every((item) => typeof item === 'string');
  return (
    typeof chain === 'object' &&
    chain !== null &&
    strings(chain.frames) &&
    strings(chain.visits) &&
    typeof chain.final === 'string'
  );
}

export function createLogoutChains(db: DatabaseSync, now: () => number = Date.now): LogoutChains {
  const insert = db.prepare('INSERT INTO idp_logout_chains (id, payload, expires_at) VALUES (?, ?, ?)');
  const select = db.prepare('SELECT payload FROM idp_logout_chains WHERE id = ? AND expires_at > ?');
  const update = db.prepare('UPDATE idp_logout_chains SET payload = ? WHERE id = ?');
  const remove = db.prepare('DELETE FROM idp_logout_chains WHERE id = ?');
  const prune = db.prepare('DELETE FROM idp_logout_chains WHERE expires_at <= ?');
  const find = (id: string): LogoutChain | undefined => {
    const row = select.get(id, now()) as { payload: string } | undefined;
    if (!row) return undefined;
    const value: unknown = JSON.parse(row.payload);
    return isChain(value) ? value : undefined;
  };
  return {
    create(chain) {
      prune.run(now());
      const id = randomBytes(24).toString('base64url');
      insert.run(id, JSON.stringify(chain), now() + LOGOUT_CHAIN_TTL * 1000);
      return id;
    },
    find,
    next(id) {
      const chain = find(id);
      const [visit, ...rest] = chain?.visits ?? [];
      if (!chain || visit === undefined) return undefined;
      update.run(JSON.stringify({ ...chain, visits: rest }), id);
      return visit;
    },
    remove: (id) => void remove.run(id),
  };
}
