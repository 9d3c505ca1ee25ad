import type { DatabaseSync } from 'node:sqlite';
import type { Migration } from '../database.ts';

/** What a mail is for; the outbox page shows it and tests filter on it. */
export type MailKind =
  | 'email-validation'
  | 'password-reset'
  | 'account-deleted'
  | 'other'
  // Deletion with a grace period (issue 32 item 3).
  | 'account-deletion-scheduled'
  | 'account-deletion-cancelled'
  // issue 32: the undo link sent to the old address after an email change
  | 'email-restore';

interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The one link the mail asks the reader to follow, absolute. */
  link: string | null;
  kind: MailKind;
}

export interface SentMail extends OutgoingMail {
  id: number;
  sentAt: string;
}

export interface Outbox {
  send(mail: OutgoingMail): SentMail;
  /** Every mail, newest first; `to` filters by address (case-insensitive). */
  list(filter?: { to?: string; kind?: MailKind }): SentMail[];
  /** The newest mail matching the filter, or null. */
  latest(filter?: { to?: string; kind?: MailKind }): SentMail | null;
  clear(): void;
}

export const outboxMigrations: readonly Migration[] = [
  {
    id: '0110-mail-outbox',
    sql: `CREATE TABLE mail_outbox (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      sent_at TEXT NOT NULL,
      recipient TEXT NOT NULL,
      subject TEXT NOT NULL,
      body_text TEXT NOT NULL,
      link TEXT,
      kind TEXT NOT NULL
    )`,
  },
];

const kinds: readonly MailKind[] = [
  'email-validation',
  'password-reset',
  'account-deleted',
  'other',
  'account-deletion-scheduled',
  'account-deletion-cancelled',
  'email-restore',
];

function mailFromRow(row: Record<string, unknown>): SentMail {
  const kind = String(row.kind) as MailKind;
  return {
    id: Number(row.id),
    sentAt: String(row.sent_at),
    to: String(row.recipient),
    subject: String(row.subject),
    text: String(row.body_text),
    link: row.link === null ? null : String(row.link),
    kind: kinds.includes(kind) ? kind : 'other',
  };
}

/** The local services' mail: nothing leaves the machine, every mail is kept and listed. */
export function createOutbox(db: DatabaseSync): Outbox {
  const insert = db.prepare(
    'INSERT INTO mail_outbox (sent_at, recipient, subject, body_text, link, kind) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const list = (filter: { to?: string; kind?: MailKind } = {}): SentMail[] => {
    const where: string[] = [];
    const values: string[] = [];
    if (filter.to !== undefined) {
      where.push('recipient = ?');
      values.push(filter.to.trim().toLowerCase());
    }
    if (filter.kind !== undefined) {
      where.push('kind = ?');
      values.push(filter.kind);
    }
    const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    return (
      db.prepare(`SELECT * FROM mail_outbox ${clause} ORDER BY id DESC`).all(...values) as Record<
        string,
        unknown
      >[]
    ).map(mailFromRow);
  };
  return {
    send(mail) {
      if (!kinds.includes(mail.kind)) throw new TypeError(`Unknown mail kind: ${String(mail.kind)}`);
      if (mail.link !== null) new URL(mail.link);
      const result = insert.run(
        new Date().toISOString(),
        mail.to.trim().toLowerCase(),
        mail.subject,
        mail.text,
        mail.link,
        mail.kind,
      );
      return mailFromRow(
        db.prepare('SELECT * FROM mail_outbox WHERE id = ?').get(Number(result.lastInsertRowid)) as Record<
          string,
          unknown
        >,
      );
    },
    list,
    latest: (filter) => list(filter)[0] ?? null,
    clear: () => void db.exec('DELETE FROM mail_outbox'),
  };
}
