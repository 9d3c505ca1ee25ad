import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export interface PersistedQueries {
  find(sha256: string): string | undefined;
  /** Stores `query` under its hash; false when `sha256` is not the query's SHA-256. */
  register(sha256: string, query: string): boolean;
}

/** Automatic persisted queries (Apollo's protocol), kept in SQLite so that they survive restarts. */
export function createPersistedQueries(
  db: DatabaseSync,
  now: () => Date = () => new Date(),
): PersistedQueries {
  const select = db.prepare('SELECT query FROM api_persisted_queries WHERE sha256 = ?');
  const insert = db.prepare(
    'INSERT INTO api_persisted_queries (sha256, query, registered_at) VALUES (?, ?, ?) ON CONFLICT (sha256) DO NOTHING',
  );
  return {
    find(sha256) {
      const row = select.get(sha256.toLowerCase());
      return row ? String(row.query) : undefined;
    },
    register(sha256, query) {
      const hash = sha256.toLowerCase();
      if (sha256Hex(query) !== hash) return false;
      insert.run(hash, query, now().toISOString());
      return true;
    },
  };
}
