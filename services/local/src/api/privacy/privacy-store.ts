import type { DatabaseSync } from 'node:sqlite';
import { NO_OPTIONAL_MEASURES, type PrivacyChoiceRequest, type PrivacyState } from '@portail/contracts';

/** How many changes the history keeps and shows per member (older ones are deleted as new ones come). */
export const PRIVACY_HISTORY_LIMIT = 100;

export interface PrivacyStore {
  /** The member's choice in force and their changes, newest first. */
  stateOf(rcId: string): PrivacyState;
  /** Keeps a change of the member's choice, dated `at`; answers the new state. */
  change(rcId: string, choice: PrivacyChoiceRequest, at: Date): PrivacyState;
}

interface Row {
  analytics: number;
  performance: number;
  gpc: number;
  changed_at: string;
}

export function createPrivacyStore(db: DatabaseSync): PrivacyStore {
  const select = db.prepare(
    `SELECT analytics, performance, gpc, changed_at FROM api_privacy_choices
     WHERE member_id = ? ORDER BY id DESC LIMIT ${PRIVACY_HISTORY_LIMIT}`,
  );
  const insert = db.prepare(
    'INSERT INTO api_privacy_choices (member_id, analytics, performance, gpc, changed_at) VALUES (?, ?, ?, ?, ?)',
  );
  const trim = db.prepare(
    `DELETE FROM api_privacy_choices WHERE member_id = ? AND id NOT IN (
       SELECT id FROM api_privacy_choices WHERE member_id = ? ORDER BY id DESC LIMIT ${PRIVACY_HISTORY_LIMIT})`,
  );

  function stateOf(rcId: string): PrivacyState {
    const rows = select.all(rcId) as unknown as Row[];
    const history = rows.map((row) => ({
      analytics: row.analytics === 1,
      performance: row.performance === 1,
      gpc: row.gpc === 1,
      changedAt: row.changed_at,
    }));
    const latest = history[0];
    return {
      choices: latest
        ? { analytics: latest.analytics, performance: latest.performance }
        : NO_OPTIONAL_MEASURES,
      chosen: latest !== undefined,
      history,
    };
  }

  return {
    stateOf,
    change(rcId, choice, at) {
      insert.run(
        rcId,
        Number(choice.analytics),
        Number(choice.performance),
        Number(choice.gpc),
        at.toISOString(),
      );
      trim.run(rcId, rcId);
      return stateOf(rcId);
    },
  };
}
