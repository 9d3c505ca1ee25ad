import { describe, expect, it, vi } from 'vitest';
import { createDocumentCache } from './provider-documents.ts';
import type { KeyValueStore } from './storage/key-value-store.ts';

function memoryStore(
  kind: KeyValueStore['kind'] = 'localStorage',
): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    kind,
    data,
    get: (key) => data.get(key) ?? null,
    set: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
  };
}

const isDoc = (value: unknown): value is { n: number } =>
  typeof value === 'object' && value !== null && typeof (value as { n?: unknown }).n === 'number';

function setup(store = memoryStore(), start = 1_000) {
  let now = start;
  let served = 0;
  const load = vi.fn(async (_fresh: boolean) => ({ n: ++served }));
  const make = () =>
    createDocumentCache({ store, key: 'doc', lifetimeMs: 60_000, now: () => now, isValid: isDoc, load });
  return { store, load, make, advance: (ms: number) => (now += ms) };
}

describe('provider documents kept across page loads', () => {
  it('fetches once, then a later page load takes the stored copy without asking the provider', async () => {
    const { load, make } = setup();
    expect(await make()(false)).toEqual({ n: 1 });
    expect(await make()(false)).toEqual({ n: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches again once the stored copy has expired', async () => {
    const { load, make, advance } = setup();
    await make()(false);
    advance(60_001);
    expect(await make()(false)).toEqual({ n: 2 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fetches a fresh copy, past the HTTP cache, when asked (a key miss) and stores it', async () => {
    const { load, make } = setup();
    const cache = make();
    await cache(false);
    expect(await cache(true)).toEqual({ n: 2 });
    expect(load).toHaveBeenLastCalledWith(true);
    expect(await make()(false)).toEqual({ n: 2 });
  });

  it('ignores a stored value that is not a valid document', async () => {
    const { store, load, make } = setup();
    store.set('doc', JSON.stringify({ value: { n: 'x' }, expires: 9e15 }), 0);
    expect(await make()(false)).toEqual({ n: 1 });
    store.set('doc', '{not json', 0);
    expect(await make()(false)).toEqual({ n: 2 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps no failed fetch', async () => {
    const { store, make } = setup();
    const failing = createDocumentCache({
      store,
      key: 'doc',
      lifetimeMs: 60_000,
      now: () => 0,
      isValid: isDoc,
      load: () => Promise.reject(new Error('hors ligne')),
    });
    await expect(failing(false)).rejects.toThrow('hors ligne');
    expect(store.data.size).toBe(0);
    expect(await make()(false)).toEqual({ n: 1 });
  });

  it('does not put documents in cookies when localStorage is unavailable', async () => {
    const { store, make } = setup(memoryStore('cookie'));
    await make()(false);
    expect(store.data.size).toBe(0);
  });
});
