import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestDatabase } from '../testing/test-database.ts';
import { createSqliteAdapterClass } from './sqlite-adapter.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});
const db = useTestDatabase('sqlite-adapter');

const rows = () => (db.prepare('SELECT COUNT(*) AS n FROM oidc_payloads').get() as { n: number }).n;
const HOUR_MS = 3600 * 1000;

describe('the provider’s storage', () => {
  it('deletes expired rows at a later write, even those never read again, so the table does not keep growing', async () => {
    const Adapter = createSqliteAdapterClass(db);
    const tokens = new Adapter('RefreshToken');
    const sessions = new Adapter('Session');
    await tokens.upsert('rotated-out', { grantId: 'g1' }, 3600);
    await sessions.upsert('lasting', { accountId: 'nobody' }, 24 * 3600);
    expect(rows()).toBe(2);

    vi.advanceTimersByTime(2 * HOUR_MS);
    await tokens.upsert('newest', { grantId: 'g1' }, 3600);

    expect(rows()).toBe(2);
    expect(await tokens.find('rotated-out')).toBeUndefined();
    expect(await tokens.find('newest')).toBeDefined();
    expect(await sessions.find('lasting')).toBeDefined();
  });
});
