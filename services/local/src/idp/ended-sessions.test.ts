import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../testing/test-database.ts';
import { DEFAULT_CLOCK_TOLERANCE_SECONDS } from '../api/bearer.ts';
import { ENDED_SESSION_MARGIN_SECONDS, createEndedSessions } from './ended-sessions.ts';

const db = useTestDatabase('ended-sessions');

const rows = () => (db.prepare('SELECT COUNT(*) AS n FROM idp_ended_sessions').get() as { n: number }).n;
const HOUR = 3600;

describe('sessions ended by a sign-out', () => {
  it('stay ended while an access token of theirs can still pass the member APIs’ clock tolerance', () => {
    let clock = Date.UTC(2026, 10, 27, 12);
    const ended = createEndedSessions(db, { keepSeconds: HOUR, now: () => clock });
    // A token issued just before the sign-out lives an hour, and the APIs accept it a while past its exp.
    ended.record(['sid-fin']);
    clock += (HOUR + DEFAULT_CLOCK_TOLERANCE_SECONDS - 1) * 1000;
    ended.record(['sid-suivant']);
    expect(ended.isEnded('sid-fin')).toBe(true);
  });

  it('are forgotten at a later sign-out once no token of theirs can pass, so the table does not keep growing', () => {
    let clock = Date.UTC(2026, 10, 27, 12);
    const ended = createEndedSessions(db, { keepSeconds: HOUR, now: () => clock });
    for (let n = 0; n < 50; n += 1) ended.record([`portail-${n}`, `compte-${n}`]);
    expect(rows()).toBe(100);
    clock += (HOUR + ENDED_SESSION_MARGIN_SECONDS + 1) * 1000;
    ended.record(['sid-suivant']);
    expect(rows()).toBe(1);
    expect(ended.isEnded('portail-0')).toBe(false);
    expect(ended.isEnded('sid-suivant')).toBe(true);
  });

  it('keep a margin wider than the member APIs’ default clock tolerance', () => {
    expect(ENDED_SESSION_MARGIN_SECONDS).toBeGreaterThan(DEFAULT_CLOCK_TOLERANCE_SECONDS);
  });
});
