import { createStore, type Store } from '@portail/state';

/** SPEC.md §3: 1 success, 2 error, 3 info, 4 warning. */
export const StatusType = { success: 1, error: 2, info: 3, warning: 4 } as const;
export type StatusType = (typeof StatusType)[keyof typeof StatusType];

/** SPEC.md §9: the display time exported for status messages (no automatic hiding is done with it). */
export const STATUS_MESSAGE_DISPLAY_MS = 5000;

export interface StatusMessage {
  statusText: string;
  statusType: StatusType;
  /** An HTTP status or a server error code, shown beside the text. */
  statusCode?: number | string | undefined;
}

type StatusBarAction = { type: 'statusBar/show'; message: StatusMessage } | { type: 'statusBar/clear' };

function statusBarReducer(state: StatusMessage | null, action: StatusBarAction): StatusMessage | null {
  switch (action.type) {
    case 'statusBar/show':
      return { ...action.message };
    case 'statusBar/clear':
      return null;
  }
}

export interface StatusBarController {
  store: Store<StatusMessage | null, StatusBarAction>;
  show(message: StatusMessage): void;
  success(statusText: string): void;
  error(statusText: string, statusCode?: number | string): void;
  clear(): void;
}

export function createStatusBarController(): StatusBarController {
  const store = createStore(statusBarReducer, null);
  const show = (message: StatusMessage) => store.dispatch({ type: 'statusBar/show', message });
  return {
    store,
    show,
    success: (statusText) => show({ statusText, statusType: StatusType.success }),
    error: (statusText, statusCode) => show({ statusText, statusCode, statusType: StatusType.error }),
    clear: () => store.dispatch({ type: 'statusBar/clear' }),
  };
}
