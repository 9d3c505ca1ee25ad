import { useRef, useSyncExternalStore } from 'react';
import type { Store } from './store.ts';

/** Reads a slice of a store in a component; re-renders only when the selected value changes. */
export function useStore<S, A, T>(store: Store<S, A>, select: (state: S) => T): T {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(store.getState()),
  );
}

/**
 * Reads some fields of an object held in a store (`select` finds it, e.g. the member's profile;
 * null when there is none): the component re-renders only when one of `keys` changes, not when the
 * object is replaced with the same values in them. The answer keeps its identity until then.
 */
export function useStoreFields<S, A, T extends object, K extends keyof T>(
  store: Store<S, A>,
  select: (state: S) => T | null,
  keys: readonly K[],
): Pick<T, K> | null {
  const last = useRef<Pick<T, K> | null>(null);
  const read = () => {
    const source = select(store.getState());
    const previous = last.current;
    if (source === null) return (last.current = null);
    if (previous !== null && keys.every((key) => Object.is(previous[key], source[key]))) return previous;
    const picked = {} as Pick<T, K>;
    for (const key of keys) picked[key] = source[key];
    return (last.current = picked);
  };
  return useSyncExternalStore(store.subscribe, read, read);
}
