import { formatMessage } from '@portail/ui';
import type { NewsletterLabels } from '@portail/contracts';

/** The newsletters page state of SPEC.md §4.7 (newsletter save). */
export interface NewsletterSelectionState {
  /** The subscriptions shown as current: the page's, then previous + added − removed after each save. */
  subscribed: readonly string[];
  /** What the member has ticked. */
  selected: ReadonlySet<string>;
  loading: boolean;
  hasError: boolean;
  /** The failed save never reached the server (offline): the ticks stay for a new try. */
  failedOffline: boolean;
  /** The success toasts of the last save. */
  toasts: readonly SaveToast[];
}

export interface SaveToast {
  id: number;
  kind: 'subscribed' | 'unsubscribed';
  codes: readonly string[];
}

export type NewsletterSelectionAction =
  | { type: 'newsletters/toggle'; code: string; checked: boolean }
  | { type: 'newsletters/saving' }
  | {
      type: 'newsletters/saved';
      added: readonly string[];
      removed: readonly string[];
      toastIds: [number, number];
    }
  | { type: 'newsletters/failed'; offline?: boolean }
  | { type: 'newsletters/dismissToast'; id: number };

export function initialSelection(current: readonly string[]): NewsletterSelectionState {
  return {
    subscribed: [...current],
    selected: new Set(current),
    loading: false,
    hasError: false,
    failedOffline: false,
    toasts: [],
  };
}

/** The codes to add and to remove so that the subscriptions become the selection. */
export function pendingChange(state: NewsletterSelectionState): { added: string[]; removed: string[] } {
  const current = new Set(state.subscribed);
  return {
    added: [...state.selected].filter((code) => !current.has(code)),
    removed: state.subscribed.filter((code) => !state.selected.has(code)),
  };
}

/** previous + added − removed, in a stable order, without duplicates. */
export function applySubscriptionChange(
  previous: readonly string[],
  added: readonly string[],
  removed: readonly string[],
): string[] {
  const gone = new Set(removed);
  return [...new Set([...previous, ...added])].filter((code) => !gone.has(code));
}

export function newsletterSelectionReducer(
  state: NewsletterSelectionState,
  action: NewsletterSelectionAction,
): NewsletterSelectionState {
  switch (action.type) {
    case 'newsletters/toggle': {
      const selected = new Set(state.selected);
      if (action.checked) selected.add(action.code);
      else selected.delete(action.code);
      return { ...state, selected };
    }
    case 'newsletters/saving':
      return { ...state, loading: true, hasError: false, failedOffline: false, toasts: [] };
    case 'newsletters/saved': {
      const toasts: SaveToast[] = [];
      if (action.added.length > 0)
        toasts.push({ id: action.toastIds[0], kind: 'subscribed', codes: [...action.added] });
      if (action.removed.length > 0)
        toasts.push({ id: action.toastIds[1], kind: 'unsubscribed', codes: [...action.removed] });
      return {
        ...state,
        subscribed: applySubscriptionChange(state.subscribed, action.added, action.removed),
        loading: false,
        hasError: false,
        failedOffline: false,
        toasts,
      };
    }
    case 'newsletters/failed':
      return { ...state, loading: false, hasError: true, failedOffline: action.offline === true };
    case 'newsletters/dismissToast':
      return { ...state, toasts: state.toasts.filter((toast) => toast.id !== action.id) };
  }
}

/** A label of the page data with its singular or plural form and {count} filled in. */
export function countLabel(singular: string, plural: string, count: number): string {
  // French: 0 and 1 take the singular.
  return formatMessage(count <= 1 ? singular : plural, { count });
}

export function toastText(labels: NewsletterLabels, toast: SaveToast): string {
  return toast.kind === 'subscribed'
    ? countLabel(labels.subscribeToasterSingular, labels.subscribeToasterPlural, toast.codes.length)
    : countLabel(labels.unsubscribeToasterSingular, labels.unsubscribeToasterPlural, toast.codes.length);
}
