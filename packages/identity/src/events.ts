import type { IdentityError } from './errors.ts';

export interface IdentityEvents {
  'save-success': { accessToken: string | undefined };
  'refresh-error': { error: IdentityError | undefined };
  /**
   * The tokens are gone from this origin: signed out in this tab or another, or renewed tokens that
   * belonged to another member (then this client signed every tab out itself).
   */
  'signed-out': { reason: 'sign-out' | 'other-tab' | 'member-changed' };
}
export type IdentityEventType = keyof IdentityEvents;
type Listener<T extends IdentityEventType> = (detail: IdentityEvents[T]) => void;

export class EventEmitter {
  readonly #listeners = new Map<IdentityEventType, Set<(detail: never) => void>>();

  on<T extends IdentityEventType>(type: T, listener: Listener<T>): () => void {
    let set = this.#listeners.get(type);
    if (!set) this.#listeners.set(type, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }

  emit<T extends IdentityEventType>(type: T, detail: IdentityEvents[T]): void {
    for (const listener of this.#listeners.get(type) ?? []) (listener as Listener<T>)(detail);
  }
}
