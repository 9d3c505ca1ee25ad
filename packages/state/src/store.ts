/**
 * A small store: one state value, changed only by a pure reducer, observed by listeners.
 * Redux's contract without Redux Toolkit's weight (the size budgets of both apps leave no room
 * for ~18 KB gzip of RTK and react-redux); React reads it through `useStore`.
 */
export type Reducer<S, A> = (state: S, action: A) => S;
type Listener = () => void;

export interface Store<S, A> {
  getState(): S;
  dispatch(action: A): void;
  /** Returns the function that removes the listener. */
  subscribe(listener: Listener): () => void;
}

export function createStore<S, A>(reducer: Reducer<S, A>, initialState: S): Store<S, A> {
  let state = initialState;
  const listeners = new Set<Listener>();
  let dispatching = false;
  return {
    getState: () => state,
    dispatch(action) {
      if (dispatching) throw new Error('Reducers may not dispatch actions.');
      dispatching = true;
      let next: S;
      try {
        next = reducer(state, action);
      } finally {
        dispatching = false;
      }
      if (Object.is(next, state)) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
