export { createStore, type Store } from './store.ts';
export { useStore } from './useStore.ts';
