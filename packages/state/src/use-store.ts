import { useSyncExternalStore } from 'react';
import type { Store } from './store.ts';

/** Reads a slice of a store in a component; re-renders only when the selected value changes. */
export function useStore<S, A, T>(store: Store<S, A>, select: (state: S) => T): T {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(store.getState()),
  );
}
