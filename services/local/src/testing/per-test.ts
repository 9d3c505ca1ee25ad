import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

/**
 * A test file's set-up written once: `perTest(start, stop)` starts a fresh value before each test of
 * the file and stops it after; `perFile` once for the whole file. What they return stands for the
 * value of the moment (a property read on it is read on that value, a method called on it is called on
 * that value), so a file writes `const idp = perTest(() => startTestIdp(), (idp) => idp.close())` and
 * reads `idp.config` in its tests and helpers as it would a variable set by a `beforeEach`.
 * Values started later are stopped first (Vitest runs the after-hooks in reverse order).
 */
export function perTest<T extends object>(start: () => T | Promise<T>, stop?: (value: T) => unknown): T {
  return perHooks(beforeEach, afterEach, start, stop);
}

export function perFile<T extends object>(start: () => T | Promise<T>, stop?: (value: T) => unknown): T {
  return perHooks(beforeAll, afterAll, start, stop);
}

function perHooks<T extends object>(
  before: (hook: () => Promise<void>) => void,
  after: (hook: () => Promise<void>) => void,
  start: () => T | Promise<T>,
  stop?: (value: T) => unknown,
): T {
  let current: T | undefined;
  before(async () => {
    current = await start();
  });
  after(async () => {
    const value = current;
    current = undefined;
    if (value !== undefined) await stop?.(value);
  });
  return handleOf(() => {
    if (current === undefined) throw new Error('read outside a test: the set-up has not run');
    return current;
  });
}

function handleOf<T extends object>(value: () => T): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const target = value();
      const property: unknown = Reflect.get(target, key, target);
      return typeof property === 'function' ? property.bind(target) : property;
    },
    has: (_target, key) => Reflect.has(value(), key),
    ownKeys: () => Reflect.ownKeys(value()),
    getOwnPropertyDescriptor(_target, key) {
      const descriptor = Reflect.getOwnPropertyDescriptor(value(), key);
      return descriptor === undefined ? undefined : { ...descriptor, configurable: true };
    },
  });
}
