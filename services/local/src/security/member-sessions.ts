import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { MemberSessionView } from '@portail/contracts';
import { recordEndedSessions } from '../idp/ended-sessions.ts';
import { revokeSessionGrants } from '../idp/revoke-member.ts';
import { describeUserAgent } from './user-agent.ts';

/** A session's last use is written at most this often per sid from the member APIs (one write a minute). */
const TOUCH_EVERY_MS = 60 * 1000;
/** Past this many remembered sids, the touch throttle forgets the oldest half. */
const MAX_REMEMBERED_SIDS = 10_000;

export interface MemberSessions {
  /** The provider saw the session used (sign-in, renewal, refresh): its device row, made at first use. */
  recordUse(sessionUid: string, accountId: string, userAgent: string | null): void;
  /** An access token of `sid` reached the member APIs: its session's last use (throttled per sid). */
  touchBySid(accountId: string, sid: string): void;
  /** The member's live sessions, the one holding `currentSid` marked, most recently used first. */
  list(accountId: string, currentSid: string | null): MemberSessionView[];
  /** Ends the member's session `publicId`; 0 when it is not one of theirs (or already ended). */
  end(accountId: string, publicId: string): number;
  /** Ends every session of the member but the one holding `currentSid`; how many ended. */
  endOthers(accountId: string, currentSid: string | null): number;
}

interface SessionRow {
  id: string;
  uid: string;
  sids: string[];
  grantIds: string[];
  loginMs: number;
}

function readSession(id: string, payload: string): SessionRow | null {
  let value: { uid?: unknown; loginTs?: unknown; authorizations?: unknown };
  try {
    value = JSON.parse(payload) as typeof value;
  } catch {
    return null;
  }
  if (typeof value.uid !== 'string') return null;
  const authorizations =
    typeof value.authorizations === 'object' && value.authorizations !== null
      ? Object.values(value.authorizations as Record<string, { sid?: unknown; grantId?: unknown }>)
      : [];
  const strings = (key: 'sid' | 'grantId') =>
    authorizations.flatMap((entry) =>
      typeof entry[key] === 'string' && entry[key] !== '' ? [entry[key]] : [],
    );
  return {
    id,
    uid: value.uid,
    sids: strings('sid'),
    grantIds: strings('grantId'),
    loginMs: typeof value.loginTs === 'number' ? value.loginTs * 1000 : Date.now(),
  };
}

/**
 * The member's provider sessions as devices (issue 32 item 1), over oidc-provider's own storage
 * (oidc_payloads, model Session: one per browser signed in) and `session_devices` (what the
 * provider saw of that browser: its user agent, first and last use). Ending a session ends what it
 * holds at once: its grants with their refresh tokens and codes (revokeSessionGrants), its sids
 * among the ended sessions, whose access tokens the member APIs then refuse (ended-sessions.ts),
 * and the session itself, so the browser's next silent renewal finds none. No place is recorded:
 * the stand-in cannot know one honestly.
 */
export function createMemberSessions(db: DatabaseSync, now: () => number = Date.now): MemberSessions {
  const upsert = db.prepare(`INSERT INTO session_devices
      (public_id, session_uid, account_id, user_agent, first_used_at, last_used_at)
      VALUES (?, ?, ?, ?, ?, ?)
      ON CONFLICT (session_uid, account_id) DO UPDATE SET
        last_used_at = MAX(last_used_at, excluded.last_used_at),
        user_agent = COALESCE(excluded.user_agent, user_agent)`);
  const liveSessions = db.prepare(`SELECT id, payload FROM oidc_payloads
      WHERE model = 'Session' AND account_id = ? AND (expires_at IS NULL OR expires_at > ?)`);
  const devicesOf = db.prepare('SELECT * FROM session_devices WHERE account_id = ?');
  const deviceById = db.prepare(
    'SELECT session_uid FROM session_devices WHERE public_id = ? AND account_id = ?',
  );
  const deleteSession = db.prepare("DELETE FROM oidc_payloads WHERE model = 'Session' AND id = ?");
  const deleteDevice = db.prepare('DELETE FROM session_devices WHERE session_uid = ? AND account_id = ?');
  const staleDevices = db.prepare('DELETE FROM session_devices WHERE account_id = ? AND public_id = ?');
  const touched = new Map<string, number>();

  const sessionsOf = (accountId: string): SessionRow[] =>
    (liveSessions.all(accountId, now()) as { id: string; payload: string }[]).flatMap(
      ({ id, payload }) => readSession(id, payload) ?? [],
    );

  const record = (sessionUid: string, accountId: string, userAgent: string | null, at: number) =>
    upsert.run(randomBytes(16).toString('base64url'), sessionUid, accountId, userAgent, at, at);

  const endRows = (accountId: string, rows: SessionRow[]): number => {
    for (const row of rows) {
      revokeSessionGrants(db, row.grantIds);
      recordEndedSessions(db, row.sids, now());
      deleteSession.run(row.id);
      deleteDevice.run(row.uid, accountId);
    }
    return rows.length;
  };

  return {
    recordUse(sessionUid, accountId, userAgent) {
      record(sessionUid, accountId, userAgent, now());
    },
    touchBySid(accountId, sid) {
      const at = now();
      if (at - (touched.get(sid) ?? -Infinity) < TOUCH_EVERY_MS) return;
      if (touched.size >= MAX_REMEMBERED_SIDS) {
        for (const key of [...touched.keys()].slice(0, MAX_REMEMBERED_SIDS / 2)) touched.delete(key);
      }
      touched.set(sid, at);
      const session = sessionsOf(accountId).find((row) => row.sids.includes(sid));
      if (session) record(session.uid, accountId, null, at);
    },
    list(accountId, currentSid) {
      const sessions = sessionsOf(accountId);
      // A session from before devices were recorded gets its row now, dated from its sign-in.
      const devices = new Map(
        (devicesOf.all(accountId) as Record<string, string | number | null>[]).map((row) => [
          String(row.session_uid),
          row,
        ]),
      );
      for (const session of sessions) {
        if (!devices.has(session.uid)) record(session.uid, accountId, null, session.loginMs);
      }
      const rows = new Map(
        (devicesOf.all(accountId) as Record<string, string | number | null>[]).map((row) => [
          String(row.session_uid),
          row,
        ]),
      );
      // Device rows whose session has ended (expired, signed out) are forgotten.
      const live = new Set(sessions.map((session) => session.uid));
      for (const [uid, row] of rows) if (!live.has(uid)) staleDevices.run(accountId, String(row.public_id));
      return sessions
        .map((session): MemberSessionView => {
          const row = rows.get(session.uid) as Record<string, string | number | null>;
          return {
            id: String(row.public_id),
            device: describeUserAgent(row.user_agent === null ? null : String(row.user_agent)),
            firstUsedAt: new Date(Number(row.first_used_at)).toISOString(),
            lastUsedAt: new Date(Number(row.last_used_at)).toISOString(),
            current: currentSid !== null && session.sids.includes(currentSid),
          };
        })
        .sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt));
    },
    end(accountId, publicId) {
      const device = deviceById.get(publicId, accountId) as { session_uid: string } | undefined;
      if (!device) return 0;
      const rows = sessionsOf(accountId).filter((session) => session.uid === device.session_uid);
      deleteDevice.run(device.session_uid, accountId);
      return endRows(accountId, rows);
    },
    endOthers(accountId, currentSid) {
      const others = sessionsOf(accountId).filter(
        (session) => currentSid === null || !session.sids.includes(currentSid),
      );
      return endRows(accountId, others);
    },
  };
}
