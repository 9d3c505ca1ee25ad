export { createStore, type Listener, type Reducer, type Store } from './store.ts';
export { useStore } from './useStore.ts';
