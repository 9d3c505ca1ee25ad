export { createStore, type Store } from './store.ts';
export { useStore } from './use-store.ts';
