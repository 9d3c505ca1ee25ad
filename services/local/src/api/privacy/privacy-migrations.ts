import type { Migration } from '../../database.ts';

/**
 * « Confidentialité » (issue 32 item 5): every change of a member's privacy choice, kept with its
 * date; the newest row is the choice in force. The rows go with the member (ON DELETE CASCADE).
 */
export const privacyMigrations: readonly Migration[] = [
  {
    id: '0300-privacy-choices',
    sql: `
      CREATE TABLE api_privacy_choices (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        member_id TEXT NOT NULL REFERENCES members(rc_id) ON DELETE CASCADE,
        analytics INTEGER NOT NULL,
        performance INTEGER NOT NULL,
        gpc INTEGER NOT NULL,
        changed_at TEXT NOT NULL
      );
      CREATE INDEX api_privacy_choices_by_member ON api_privacy_choices (member_id, id);
    `,
  },
];
