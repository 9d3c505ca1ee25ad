import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt cost of new hashes: OWASP's current minimum (Password Storage Cheat Sheet), 128 MiB of
 * memory per hash. The parameters are stored with each hash, so older ones (N=2^14) still verify;
 * the member store upgrades them at the next successful password check (needsRehash).
 */
export const PASSWORD_COST = { N: 2 ** 17, r: 8, p: 1 } as const;

export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}

/**
 * The cost of the hashes a member store makes: PASSWORD_COST, except under Vitest (VITEST set) with
 * PORTAIL_TEST_PASSWORD_COST_N, which the unit tests set (vitest.config.ts) so that the hundreds of
 * hashes of the provider's and the APIs' tests take 1/128 of the CPU time; the tests of the cost itself
 * (password-hash.test.ts, member-store.test.ts) pass PASSWORD_COST. Never read outside Vitest.
 */
export function storeHashCost(env: NodeJS.ProcessEnv = process.env): PasswordCost {
  const n = Number(env.PORTAIL_TEST_PASSWORD_COST_N);
  if (!env.VITEST || !Number.isInteger(n) || n < 2 || n > PASSWORD_COST.N || (n & (n - 1)) !== 0) {
    return PASSWORD_COST;
  }
  return { ...PASSWORD_COST, N: n };
}
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
const PREFIX = 'scrypt';
/** Stored parameters are trusted up to the current cost only (a larger N would exhaust memory). */
const MAX_N = PASSWORD_COST.N;
const MAX_R = 16;
const MAX_P = 4;

/** scrypt needs about 128·N·r bytes; Node refuses above maxmem (default 32 MiB). */
function maxmemFor({ N, r }: { N: number; r: number }): number {
  return 128 * N * r + 1024 * 1024;
}

/**
 * At most this many hashes at once; the others wait their turn. scrypt runs on libuv's four
 * threads, which the process also needs for file access and address lookups (the member APIs
 * fetching the provider's keys on the loopback address): unbounded sign-in attempts took them all
 * and a valid token got a 503, and each hash holds 128 MiB.
 */
export const CONCURRENT_HASHES = 2;
let running = 0;
const queued: Array<() => void> = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  // a finished hash hands its turn to the next in line, so that no newcomer slips in between
  if (running >= CONCURRENT_HASHES) await new Promise<void>((resolve) => queued.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = queued.shift();
    if (next) next();
    else running -= 1;
  }
}

function derive(
  password: string,
  salt: Buffer,
  options: ScryptOptions & { N: number; r: number },
  keyLength: number,
) {
  return inTurn(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(
          password.normalize('NFC'),
          salt,
          keyLength,
          { ...options, maxmem: maxmemFor(options) },
          (error, key) => (error ? reject(error) : resolve(key)),
        );
      }),
  );
}

/** Hashes a password with scrypt and a fresh random salt: `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashPassword(password: string, cost: PasswordCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost, KEY_LENGTH);
  const { N, r, p } = cost;
  return [PREFIX, N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface StoredHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): StoredHash | null {
  const [prefix, n, r, p, saltText, keyText] = stored.split('$');
  if (prefix !== PREFIX || !saltText || !keyText) return null;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every((value) => Number.isInteger(value) && value > 0)) return null;
  // A power of two no larger than the current cost; r and p bounded.
  if (cost.N < 2 || cost.N > MAX_N || (cost.N & (cost.N - 1)) !== 0 || cost.r > MAX_R || cost.p > MAX_P)
    return null;
  const key = Buffer.from(keyText, 'base64url');
  if (key.length === 0) return null;
  return { ...cost, salt: Buffer.from(saltText, 'base64url'), key };
}

/** Checks a password against a stored hash in constant time; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const hash = parse(stored);
  if (!hash) return false;
  const actual = await derive(password, hash.salt, hash, hash.key.length);
  return timingSafeEqual(actual, hash.key);
}

/** Whether a (verified) stored hash was made with other parameters than the current cost. */
export function needsRehash(stored: string, cost: PasswordCost = PASSWORD_COST): boolean {
  const hash = parse(stored);
  return !hash || hash.N !== cost.N || hash.r !== cost.r || hash.p !== cost.p;
}
