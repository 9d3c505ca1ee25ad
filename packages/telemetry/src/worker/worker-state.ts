import { createStore, type Store } from '@portail/state';

/** Worker state of SPEC.md §3. */
interface WorkerState {
  isOnline: boolean;
  pwa: { isActive: boolean };
  push: { isActive: boolean };
}

type WorkerAction =
  | { type: 'worker/onlineChanged'; isOnline: boolean }
  | { type: 'worker/pwaActivated'; isActive: boolean }
  | { type: 'worker/pushChanged'; isActive: boolean };

function workerReducer(state: WorkerState, action: WorkerAction): WorkerState {
  switch (action.type) {
    case 'worker/onlineChanged':
      return state.isOnline === action.isOnline ? state : { ...state, isOnline: action.isOnline };
    case 'worker/pwaActivated':
      return state.pwa.isActive === action.isActive
        ? state
        : { ...state, pwa: { isActive: action.isActive } };
    case 'worker/pushChanged':
      return state.push.isActive === action.isActive
        ? state
        : { ...state, push: { isActive: action.isActive } };
    default:
      return state;
  }
}

export type WorkerStore = Store<WorkerState, WorkerAction>;

export function createWorkerStore(
  isOnline = typeof navigator === 'undefined' ? true : navigator.onLine,
): WorkerStore {
  return createStore(workerReducer, { isOnline, pwa: { isActive: false }, push: { isActive: false } });
}

/** Keeps isOnline in step with the window's online and offline events; returns the remover. */
export function trackOnlineStatus(store: WorkerStore, win: Window = window): () => void {
  const update = () => store.dispatch({ type: 'worker/onlineChanged', isOnline: win.navigator.onLine });
  win.addEventListener('online', update);
  win.addEventListener('offline', update);
  update();
  return () => {
    win.removeEventListener('online', update);
    win.removeEventListener('offline', update);
  };
}
