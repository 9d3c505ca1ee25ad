import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';

/** What the telemetry sinks keep: traces, web vitals, page views, push and visitor-identity events. */
export const telemetryKinds = [
  'message',
  'ads',
  'diagnostic',
  'vitals',
  'page-view',
  'push-subscribe',
  'push-unsubscribe',
  'visitor-login',
] as const;

export type TelemetryKind = (typeof telemetryKinds)[number];

export interface TelemetryEvent {
  id: number;
  receivedAt: string;
  app: string;
  kind: TelemetryKind;
  payload: unknown;
}

export interface PushSubscriptionRecord {
  endpoint: string;
  service: string;
  subscribedAt: string;
}

export interface TelemetryStore {
  record(app: string, kind: TelemetryKind, payload: unknown): TelemetryEvent;
  /** Newest first. */
  list(filter?: { kind?: TelemetryKind; limit?: number }): TelemetryEvent[];
  subscribePush(service: string, subscription: { endpoint: string }): void;
  /** False when the endpoint was not subscribed. */
  unsubscribePush(service: string, endpoint: string): boolean;
  pushSubscriptions(): PushSubscriptionRecord[];
  /**
   * The VAPID public key (uncompressed P-256 point, base64url) that browsers need to subscribe to a
   * push service; the key pair is created on first use and kept.
   */
  vapidPublicKey(service: string): string;
  /** The RC plus id of a login id, created on first use and stable afterwards. */
  rcPlusIdFor(loginId: string): string;
}

/**
 * What the sinks keep at most: the newest events within all three bounds. Before them, 50 posts
 * grew the database by 8.8 MB and nothing was ever removed.
 */
const TELEMETRY_RETENTION = {
  maxEvents: 5000,
  maxAgeMs: 7 * 24 * 60 * 60 * 1000,
  /** Characters of JSON payload, all events together. */
  maxPayloadChars: 16 * 1024 * 1024,
} as const;

export function createTelemetryStore(
  db: DatabaseSync,
  now: () => Date = () => new Date(),
  retention: { maxEvents: number; maxAgeMs: number; maxPayloadChars: number } = TELEMETRY_RETENTION,
): TelemetryStore {
  const insert = db.prepare(
    'INSERT INTO api_telemetry (received_at, app, kind, payload) VALUES (?, ?, ?, ?)',
  );
  const deleteOlder = db.prepare('DELETE FROM api_telemetry WHERE received_at < ?');
  const deleteBeyondCount = db.prepare(
    'DELETE FROM api_telemetry WHERE id <= (SELECT id FROM api_telemetry ORDER BY id DESC LIMIT 1 OFFSET ?)',
  );
  const deleteBeyondSize = db.prepare(
    `DELETE FROM api_telemetry WHERE id <= (
       SELECT id FROM (SELECT id, SUM(length(payload)) OVER (ORDER BY id DESC) AS kept FROM api_telemetry)
       WHERE kept > ? ORDER BY id DESC LIMIT 1)`,
  );
  /** Keeps the events within the retention bounds (freed pages are reused: the file stops growing). */
  const prune = (at: Date) => {
    deleteOlder.run(new Date(at.getTime() - retention.maxAgeMs).toISOString());
    deleteBeyondCount.run(retention.maxEvents);
    deleteBeyondSize.run(retention.maxPayloadChars);
  };
  const listAll = db.prepare('SELECT * FROM api_telemetry ORDER BY id DESC LIMIT ?');
  const listKind = db.prepare('SELECT * FROM api_telemetry WHERE kind = ? ORDER BY id DESC LIMIT ?');
  const upsertPush = db.prepare(
    `INSERT INTO api_push_subscriptions (endpoint, service, subscription, subscribed_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (endpoint) DO UPDATE SET service = excluded.service, subscription = excluded.subscription,
     subscribed_at = excluded.subscribed_at`,
  );
  const deletePush = db.prepare('DELETE FROM api_push_subscriptions WHERE service = ? AND endpoint = ?');
  const listPush = db.prepare(
    'SELECT endpoint, service, subscribed_at FROM api_push_subscriptions ORDER BY subscribed_at DESC',
  );
  const findVisitor = db.prepare('SELECT rc_plus_id FROM api_visitor_ids WHERE login_id = ?');
  const insertVisitor = db.prepare(
    'INSERT INTO api_visitor_ids (login_id, rc_plus_id, created_at) VALUES (?, ?, ?)',
  );

  const findKey = db.prepare('SELECT public_key FROM api_push_keys WHERE service = ?');
  const insertKey = db.prepare(
    'INSERT INTO api_push_keys (service, public_key, private_jwk, created_at) VALUES (?, ?, ?, ?)',
  );

  const toEvent = (row: Record<string, unknown>): TelemetryEvent => ({
    id: Number(row['id']),
    receivedAt: String(row['received_at']),
    app: String(row['app']),
    kind: String(row['kind']) as TelemetryKind,
    payload: JSON.parse(String(row['payload'])) as unknown,
  });

  return {
    record(app, kind, payload) {
      const at = now();
      const receivedAt = at.toISOString();
      const result = insert.run(receivedAt, app, kind, JSON.stringify(payload ?? null));
      prune(at);
      return { id: Number(result.lastInsertRowid), receivedAt, app, kind, payload };
    },
    list(filter = {}) {
      const limit = Math.min(Math.max(filter.limit ?? 100, 1), 1000);
      const rows = filter.kind ? listKind.all(filter.kind, limit) : listAll.all(limit);
      return rows.map(toEvent);
    },
    subscribePush(service, subscription) {
      upsertPush.run(subscription.endpoint, service, JSON.stringify(subscription), now().toISOString());
    },
    unsubscribePush(service, endpoint) {
      return Number(deletePush.run(service, endpoint).changes) > 0;
    },
    pushSubscriptions() {
      return listPush.all().map((row) => ({
        endpoint: String(row.endpoint),
        service: String(row.service),
        subscribedAt: String(row.subscribed_at),
      }));
    },
    vapidPublicKey(service) {
      const row = findKey.get(service);
      if (row) return String(row.public_key);
      const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const { x = '', y = '' } = publicKey.export({ format: 'jwk' });
      const raw = Buffer.concat([Buffer.from([4]), Buffer.from(x, 'base64url'), Buffer.from(y, 'base64url')]);
      const key = raw.toString('base64url');
      insertKey.run(service, key, JSON.stringify(privateKey.export({ format: 'jwk' })), now().toISOString());
      return key;
    },
    rcPlusIdFor(loginId) {
      const row = findVisitor.get(loginId);
      if (row) return String(row.rc_plus_id);
      const id = randomUUID();
      insertVisitor.run(loginId, id, now().toISOString());
      return id;
    },
  };
}
