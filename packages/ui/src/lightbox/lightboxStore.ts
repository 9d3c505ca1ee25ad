import { createStore, type Store } from '@portail/state';

/** The nine lightbox kinds of SPEC.md §4.7. */
export const lightboxKinds = [
  'ACCOUNT_DELETED',
  'HAS_SUBSCRIPTION',
  'PASSWORD_RESET',
  'PASSWORD_VALIDATION',
  'PASSWORD_VALIDATION_DELETE_ACCOUNT',
  'SIMPLE_LIGHTBOX',
  'RECONNECT',
  'PROFILAGE_ERROR',
  'RECONNECT_HARMONIZED',
] as const;

export type LightboxKind = (typeof lightboxKinds)[number];

/** What each kind carries; an app narrows it with its own map. */
export type LightboxPayloads = { [K in LightboxKind]: unknown };

export interface LightboxOptions {
  /** Called once when this lightbox is closed (by the user or by another opening). */
  onClose?: () => void;
}

/** The open lightbox (SPEC.md §3: id, payload, options), or null. */
export type LightboxState<P extends LightboxPayloads = LightboxPayloads> = {
  [K in LightboxKind]: { id: K; payload: P[K]; options: LightboxOptions };
}[LightboxKind];

export type LightboxAction<P extends LightboxPayloads = LightboxPayloads> =
  { type: 'lightbox/open'; lightbox: LightboxState<P> } | { type: 'lightbox/close' };

/** Only one lightbox is open at a time: opening replaces the one shown. */
export function lightboxReducer<P extends LightboxPayloads>(
  state: LightboxState<P> | null,
  action: LightboxAction<P>,
): LightboxState<P> | null {
  switch (action.type) {
    case 'lightbox/open':
      return action.lightbox;
    case 'lightbox/close':
      return null;
  }
}

/** The class on <html> that hides page scroll while a lightbox is open. */
export const SCROLL_LOCK_CLASS = 'has-open-lightbox';

export interface LightboxController<P extends LightboxPayloads = LightboxPayloads> {
  store: Store<LightboxState<P> | null, LightboxAction<P>>;
  open<K extends LightboxKind>(id: K, payload: P[K], options?: LightboxOptions): void;
  close(): void;
  current(): LightboxState<P> | null;
}

/**
 * The lightbox state of an app plus its one side effect: while a lightbox is open, <html> carries
 * {@link SCROLL_LOCK_CLASS} (page scroll hidden); closing removes it.
 */
export function createLightboxController<P extends LightboxPayloads = LightboxPayloads>(
  root: HTMLElement | null = typeof document === 'undefined' ? null : document.documentElement,
): LightboxController<P> {
  const store = createStore<LightboxState<P> | null, LightboxAction<P>>(lightboxReducer, null);
  store.subscribe(() => root?.classList.toggle(SCROLL_LOCK_CLASS, store.getState() !== null));
  const closeCurrent = (action: LightboxAction<P>) => {
    const previous = store.getState();
    store.dispatch(action);
    previous?.options.onClose?.();
  };
  return {
    store,
    open(id, payload, options = {}) {
      closeCurrent({ type: 'lightbox/open', lightbox: { id, payload, options } as LightboxState<P> });
    },
    close() {
      if (store.getState() !== null) closeCurrent({ type: 'lightbox/close' });
    },
    current: () => store.getState(),
  };
}
