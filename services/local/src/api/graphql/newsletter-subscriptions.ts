import type { DatabaseSync } from 'node:sqlite';

export interface NewsletterSubscriptions {
  /** The codes the member is subscribed to, sorted. */
  codesOf(memberId: string): string[];
  /** Adds and removes codes for the member in one transaction. */
  apply(memberId: string, email: string, subscribe: readonly string[], unsubscribe: readonly string[]): void;
}

/** Each member's newsletter codes, in `api_newsletter_subscriptions` (gone with the member). */
export function createNewsletterSubscriptions(
  db: DatabaseSync,
  now: () => Date = () => new Date(),
): NewsletterSubscriptions {
  const select = db.prepare(
    'SELECT code FROM api_newsletter_subscriptions WHERE member_id = ? ORDER BY code',
  );
  const insert = db.prepare(
    `INSERT INTO api_newsletter_subscriptions (member_id, code, email, subscribed_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (member_id, code) DO UPDATE SET email = excluded.email`,
  );
  const remove = db.prepare('DELETE FROM api_newsletter_subscriptions WHERE member_id = ? AND code = ?');
  return {
    codesOf: (memberId) => select.all(memberId).map((row) => String(row.code)),
    apply(memberId, email, subscribe, unsubscribe) {
      const at = now().toISOString();
      db.exec('BEGIN');
      try {
        for (const code of subscribe) insert.run(memberId, code, email, at);
        for (const code of unsubscribe) remove.run(memberId, code);
        db.exec('COMMIT');
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    },
  };
}
