/**
 * The common set-up of the sign-in client's jsdom tests: the provider's signing key, a clock the test
 * moves (`bed.now`), and before each test the page at `path`, empty storage and serial Web Locks;
 * after it, every client pushed on `bed.clients` is disposed.
 */
import { afterEach, beforeAll, beforeEach } from 'vitest';
import type { IdentityClient } from '../client.ts';
import { START_MS, installSerialLocks } from './browser-harness.ts';
import { createTestKey, type TestKey } from './token-minter.ts';

export interface ClientTestBed {
  /** The provider's signing key (made once, before the first test). */
  key: TestKey;
  /** The clients' time in ms, START_MS when each test starts. */
  now: number;
  /** The clients' clock: `now`. */
  clock: () => number;
  /** The clients to dispose after the test. */
  clients: IdentityClient[];
}

/** Registers the hooks of the set-up for the calling test file and returns its state. */
export function clientTestBed(path: string): ClientTestBed {
  const bed: ClientTestBed = {
    key: undefined as unknown as TestKey,
    now: START_MS,
    clock: () => bed.now,
    clients: [],
  };
  beforeAll(async () => {
    bed.key = await createTestKey();
  });
  beforeEach(() => {
    bed.now = START_MS;
    localStorage.clear();
    window.history.replaceState(null, '', path);
    installSerialLocks();
  });
  afterEach(() => {
    for (const client of bed.clients.splice(0)) client.dispose();
  });
  return bed;
}
