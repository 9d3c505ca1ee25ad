import type { PolicyKey } from '@portail/contracts';
import type { ClientContext } from '../context.ts';
import type { FlowType } from '../config.ts';
import { MAX_STORED_STATES, STATE_LIFETIME_MS } from '../constants.ts';
import { decodeJson, encodeJson, isRecord } from '../encoding.ts';
import type { RenewedMember } from '../same-member.ts';
import type { KeyValueStore } from './key-value-store.ts';

/** What the client remembers about one authorize request until its callback returns. */
export interface StateRecord {
  id: string;
  nonce: string;
  /** Epoch ms after which the state is refused. */
  expires: number;
  createdAt: number;
  policy: PolicyKey;
  flow: FlowType;
  redirectUri: string;
  codeVerifier?: string;
  /** Policy to retry once with when the provider answers AADB2C90088. */
  expectedPolicy?: PolicyKey;
  retried?: boolean;
  /** A silent renewal: the member the answer must be for (same-member.ts). */
  renewalOf?: RenewedMember;
}

function isStateRecord(value: unknown): value is StateRecord {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.nonce === 'string' &&
    typeof value.expires === 'number' &&
    typeof value.createdAt === 'number' &&
    typeof value.policy === 'string' &&
    typeof value.flow === 'string' &&
    typeof value.redirectUri === 'string'
  );
}

/** Pending states with their nonce and expiry (2628e5 ms); only the 3 newest are kept. */
export class StateStore {
  readonly #store: KeyValueStore;
  readonly #key: string;
  readonly #now: () => number;

  constructor(store: KeyValueStore, clientId: string, now: () => number) {
    this.#store = store;
    this.#key = `portail-identity.${clientId}.states`;
    this.#now = now;
  }

  #readLive(): StateRecord[] {
    const raw = this.#store.get(this.#key);
    const decoded = raw === null ? undefined : decodeJson(raw);
    const now = this.#now();
    return Array.isArray(decoded) ? decoded.filter(isStateRecord).filter((state) => state.expires > now) : [];
  }

  #write(states: StateRecord[]): void {
    if (states.length === 0) {
      this.#store.remove(this.#key);
      return;
    }
    const keepUntil = Math.max(...states.map((state) => state.expires));
    this.#store.set(this.#key, encodeJson(states), keepUntil);
  }

  /** Creates a record; the expiry and creation time are set here. */
  add(state: Omit<StateRecord, 'expires' | 'createdAt'>): StateRecord {
    const now = this.#now();
    const record: StateRecord = { ...state, createdAt: now, expires: now + STATE_LIFETIME_MS };
    const states = [...this.#readLive(), record]
      .sort((a, b) => a.createdAt - b.createdAt)
      .slice(-MAX_STORED_STATES);
    this.#write(states);
    return record;
  }

  /** Removes and returns the live record with this id, if any. */
  take(id: string): StateRecord | undefined {
    const states = this.#readLive();
    const found = states.find((state) => state.id === id);
    this.#write(states.filter((state) => state !== found));
    return found;
  }

  ids(): string[] {
    return this.#readLive().map((state) => state.id);
  }
}

/**
 * The pending states of a client's sign-ins. Only the callback path reads or writes them (an
 * authorize address, an answer, an IdpJwt sign-in): this module loads with it, not at start.
 */
export function pendingStates(ctx: Pick<ClientContext, 'store' | 'config' | 'now'>): StateStore {
  return new StateStore(ctx.store, ctx.config.clientId, ctx.now);
}
