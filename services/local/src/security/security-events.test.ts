import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../testing/test-database.ts';
import { createMemberStore } from '../members/index.ts';
import { createSecurityEvents } from './security-events.ts';

const DAY = 24 * 60 * 60 * 1000;
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const db = useTestDatabase('events');
let clock: number;
let rcId: string;
let otherId: string;

beforeEach(async () => {
  clock = Date.parse('2026-01-01T12:00:00Z');
  const members = createMemberStore(db);
  const create = (email: string) =>
    members.create({ email, password: 'Bonjour-2026', firstName: 'Camille', lastName: 'Essai' });
  rcId = (await create('historique@exemple.ca')).rcId;
  otherId = (await create('voisin@exemple.ca')).rcId;
});

const rowsOf = (id: string) =>
  Number(
    (db.prepare('SELECT COUNT(*) AS n FROM security_events WHERE rc_id = ?').get(id) as { n: number }).n,
  );

describe('the sign-in history', () => {
  it('gives the member’s own events newest first, a page at a time, with the device and the reason', () => {
    const events = createSecurityEvents(db, () => clock);
    events.record(rcId, 'sign-in', { userAgent: CHROME });
    clock += 1000;
    events.record(rcId, 'sign-in-failed', { reason: 'wrong-password', userAgent: CHROME });
    clock += 1000;
    events.record(rcId, 'password-changed');
    events.record(otherId, 'sign-in');

    const first = events.page(rcId, 1, 2);
    expect(first.total).toBe(3);
    expect(first.events.map((event) => event.kind)).toEqual(['password-changed', 'sign-in-failed']);
    expect(first.events[1]).toMatchObject({
      reason: 'wrong-password',
      device: { kind: 'desktop', browser: 'Chrome 131', system: 'Windows' },
    });
    expect(first.events[0]?.device).toBeNull();
    const second = events.page(rcId, 2, 2);
    expect(second.events.map((event) => event.kind)).toEqual(['sign-in']);
    expect(events.page(rcId, 3, 2).events).toEqual([]);
  });

  it('keeps 90 days, then purges: an event of 91 days ago is neither shown nor kept', () => {
    const events = createSecurityEvents(db, () => clock);
    events.record(rcId, 'sign-in');
    clock += 89 * DAY;
    events.record(rcId, 'email-changed');
    expect(events.page(rcId, 1, 20).total).toBe(2);

    clock += 2 * DAY; // the first event is now 91 days old
    expect(events.page(rcId, 1, 20).events.map((event) => event.kind)).toEqual(['email-changed']);
    expect(rowsOf(rcId)).toBe(1);

    // Another member's old events go at the next write, though nobody reads them.
    events.record(otherId, 'sign-in');
    clock += 91 * DAY;
    events.record(rcId, 'sign-in');
    expect(rowsOf(otherId)).toBe(0);
  });

  it('records nothing for an id that is no member, and the events go with a deleted member', () => {
    const events = createSecurityEvents(db, () => clock);
    events.record('inconnu', 'sign-in');
    expect(rowsOf('inconnu')).toBe(0);
    events.record(rcId, 'sign-in');
    createMemberStore(db).remove(rcId);
    expect(rowsOf(rcId)).toBe(0);
  });
});
