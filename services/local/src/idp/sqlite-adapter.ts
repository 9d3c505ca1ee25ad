import type { DatabaseSync } from 'node:sqlite';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { currentPolicy } from './policy-context.ts';
import { rotatedRefreshTokenState } from './refresh-tokens.ts';

/** Models whose policy is recorded, so that a token used at another policy can be refused (AADB2C90088). */
const POLICY_BOUND_MODELS = new Set(['AuthorizationCode', 'RefreshToken']);

type Row = { payload: string; expires_at: number | null; consumed_at: number | null };

/** Expired rows are deleted at a write at most this often (one table scan), so the table does not keep growing. */
const PURGE_EVERY_MS = 60 * 1000;

/**
 * oidc-provider's storage in SQLite: sessions, interactions, grants, codes and refresh tokens survive
 * a restart. An expired row is never returned; expired rows are deleted at a write, at most once a
 * minute (rotated-out refresh tokens, ended interactions and sessions that nothing reads again).
 */
export function createSqliteAdapterClass(db: DatabaseSync) {
  const upsert = db.prepare(`INSERT INTO oidc_payloads
      (model, id, payload, grant_id, user_code, uid, account_id, policy, expires_at, consumed_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL)
      ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id,
        user_code = excluded.user_code, uid = excluded.uid, account_id = excluded.account_id,
        expires_at = excluded.expires_at`);
  const selectById = db.prepare(
    'SELECT payload, expires_at, consumed_at FROM oidc_payloads WHERE model = ? AND id = ?',
  );
  const selectByUid = db.prepare(
    'SELECT payload, expires_at, consumed_at FROM oidc_payloads WHERE model = ? AND uid = ?',
  );
  const selectByUserCode = db.prepare(
    'SELECT payload, expires_at, consumed_at FROM oidc_payloads WHERE model = ? AND user_code = ?',
  );
  // The first use counts: a retry within the grace does not move it.
  const consume = db.prepare(
    'UPDATE oidc_payloads SET consumed_at = ? WHERE model = ? AND id = ? AND consumed_at IS NULL',
  );
  const destroy = db.prepare('DELETE FROM oidc_payloads WHERE model = ? AND id = ?');
  const revoke = db.prepare('DELETE FROM oidc_payloads WHERE grant_id = ?');
  const accountExists = db.prepare('SELECT 1 FROM members WHERE rc_id = ?');
  const purge = db.prepare('DELETE FROM oidc_payloads WHERE expires_at IS NOT NULL AND expires_at <= ?');
  let purgedAt = -Infinity;
  const purgeExpired = (now: number) => {
    if (now - purgedAt < PURGE_EVERY_MS) return;
    purgedAt = now;
    purge.run(now);
  };

  const read = (row: Row | undefined, model?: string): AdapterPayload | undefined => {
    if (!row) return undefined;
    const now = Date.now();
    if (row.expires_at !== null && row.expires_at <= now) return undefined;
    const payload = JSON.parse(row.payload) as AdapterPayload;
    if (model === 'RefreshToken') {
      // See refresh-tokens.ts: a rotated one is usable again briefly, then unknown (grant kept).
      const sinceUse = row.consumed_at === null ? null : (now - row.consumed_at) / 1000;
      return rotatedRefreshTokenState(sinceUse) === 'usable' ? payload : undefined;
    }
    if (row.consumed_at !== null) payload.consumed = Math.floor(row.consumed_at / 1000);
    return payload;
  };

  return class SqliteAdapter implements Adapter {
    readonly model: string;
    constructor(model: string) {
      this.model = model;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      purgeExpired(Date.now());
      const accountId =
        typeof payload.accountId === 'string' && accountExists.get(payload.accountId)
          ? payload.accountId
          : null;
      upsert.run(
        this.model,
        id,
        JSON.stringify(payload),
        payload.grantId ?? null,
        payload.userCode ?? null,
        payload.uid ?? null,
        accountId,
        POLICY_BOUND_MODELS.has(this.model) ? currentPolicy() : null,
        expiresIn ? Date.now() + expiresIn * 1000 : null,
      );
    }

    async find(id: string) {
      return read(selectById.get(this.model, id) as Row | undefined, this.model);
    }

    async findByUid(uid: string) {
      return read(selectByUid.get(this.model, uid) as Row | undefined);
    }

    async findByUserCode(userCode: string) {
      return read(selectByUserCode.get(this.model, userCode) as Row | undefined);
    }

    async consume(id: string) {
      consume.run(Date.now(), this.model, id);
    }

    async destroy(id: string) {
      destroy.run(this.model, id);
    }

    async revokeByGrantId(grantId: string) {
      revoke.run(grantId);
    }
  };
}

/** The policy whose endpoint issued a code or refresh token, or null if unknown. */
export function issuingPolicyOf(db: DatabaseSync, model: 'AuthorizationCode' | 'RefreshToken', id: string) {
  const row = db.prepare('SELECT policy FROM oidc_payloads WHERE model = ? AND id = ?').get(model, id) as
    { policy: string | null } | undefined;
  return row?.policy ?? null;
}
