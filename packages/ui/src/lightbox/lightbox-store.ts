import { createStore, type Store } from '@portail/state';

/**
 * `P`, in each type below, is what each lightbox kind of an app carries, by kind: the app names its
 * kinds in its own map (Mon compte's nine: `apps/account/src/lightboxes/payloads.ts`); this package
 * knows none of them.
 */
type LightboxPayloads = object;

interface LightboxOptions {
  /** Called once when this lightbox is closed (by the user or by another opening). */
  onClose?: () => void;
}

/** The open lightbox (SPEC.md §3: id, payload, options), or null. */
export type LightboxState<P extends LightboxPayloads> = {
  [K in keyof P & string]: { id: K; payload: P[K]; options: LightboxOptions };
}[keyof P & string];

type LightboxAction<P extends LightboxPayloads> =
  { type: 'lightbox/open'; lightbox: LightboxState<P> } | { type: 'lightbox/close' };

/** Only one lightbox is open at a time: opening replaces the one shown. */
function lightboxReducer<P extends LightboxPayloads>(
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

export interface LightboxController<P extends LightboxPayloads> {
  store: Store<LightboxState<P> | null, LightboxAction<P>>;
  open<K extends keyof P & string>(id: K, payload: P[K], options?: LightboxOptions): void;
  close(): void;
  current(): LightboxState<P> | null;
}

/**
 * The lightbox state of an app plus its one side effect: while a lightbox is open, <html> carries
 * {@link SCROLL_LOCK_CLASS} (page scroll hidden); closing removes it.
 */
export function createLightboxController<P extends LightboxPayloads>(
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
