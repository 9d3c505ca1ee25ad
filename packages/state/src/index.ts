export { createStore, type Store } from './store.ts';
export { useStore, useStoreFields } from './use-store.ts';
