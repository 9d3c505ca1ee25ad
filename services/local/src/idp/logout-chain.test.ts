import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../testing/test-database.ts';
import { LOGOUT_CHAIN_TTL, createLogoutChains } from './logout-chain.ts';

const db = useTestDatabase('logout-chains');

const rows = () => (db.prepare('SELECT COUNT(*) AS n FROM idp_logout_chains').get() as { n: number }).n;
const chain = {
  frames: ['http://portail.test/callback/deconnexion?iss=x&sid=1'],
  visits: ['http://portail.test/callback/deconnexion?iss=x&sid=1'],
  final: 'http://portail.test/',
};

describe('sign-out chains', () => {
  it('give each visit once, then nothing, under an id that names no other chain', () => {
    const chains = createLogoutChains(db);
    const id = chains.create(chain);
    expect(id).toMatch(/^[\w-]{32}$/);
    expect(chains.next(id)).toBe(chain.visits[0]);
    expect(chains.next(id)).toBeUndefined();
    expect(chains.find(id)?.final).toBe(chain.final);
    expect(chains.find(`${id}x`)).toBeUndefined();
    chains.remove(id);
    expect(chains.find(id)).toBeUndefined();
  });

  it('end after their ten minutes, and a later sign-out deletes them, so the table does not keep growing', () => {
    let clock = Date.UTC(2026, 10, 27, 12);
    const chains = createLogoutChains(db, () => clock);
    const ids = Array.from({ length: 20 }, () => chains.create(chain));
    clock += LOGOUT_CHAIN_TTL * 1000;
    expect(chains.find(ids[0] as string)).toBeUndefined();
    expect(chains.next(ids[1] as string)).toBeUndefined();
    expect(rows()).toBe(20);
    chains.create(chain);
    expect(rows()).toBe(1);
  });
});
