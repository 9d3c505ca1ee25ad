import { describe, expect, it, vi } from 'vitest';
import { createStore } from './store.ts';

type Action = { type: 'add'; by: number } | { type: 'noop' };
const reducer = (state: { count: number }, action: Action) =>
  action.type === 'add' ? { count: state.count + action.by } : state;

describe('createStore', () => {
  it('applies actions through the reducer and tells every listener', () => {
    const store = createStore(reducer, { count: 0 });
    const listener = vi.fn();
    store.subscribe(listener);
    store.dispatch({ type: 'add', by: 2 });
    expect(store.getState()).toEqual({ count: 2 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('does not wake listeners when the reducer returns the same state', () => {
    const store = createStore(reducer, { count: 0 });
    const listener = vi.fn();
    store.subscribe(listener);
    store.dispatch({ type: 'noop' });
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops telling a listener once it has unsubscribed', () => {
    const store = createStore(reducer, { count: 0 });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.dispatch({ type: 'add', by: 1 });
    expect(listener).not.toHaveBeenCalled();
  });

  it('refuses a dispatch from inside a reducer', () => {
    const store = createStore<{ n: number }, 'go'>(
      (state) => {
        store.dispatch('go');
        return state;
      },
      { n: 0 },
    );
    expect(() => store.dispatch('go')).toThrow('Reducers may not dispatch actions.');
  });
});
