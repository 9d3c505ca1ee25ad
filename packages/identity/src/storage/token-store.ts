import type { PolicyKey } from '@portail/contracts';
import { policyKeys } from '@portail/contracts/deployment-config';
import type { FlowType } from '../config.ts';
import { TOKEN_STORAGE_MAX_MS } from '../constants.ts';
import { decodeJson, encodeJson, isRecord } from '../encoding.ts';
import type { KeyValueStore } from './key-value-store.ts';

export interface StoredToken {
  token: string;
  /** Epoch ms. */
  expires: number;
}
export interface StoredIdToken extends StoredToken {
  policy: PolicyKey;
}
export interface StoredTokens {
  idToken: StoredIdToken | undefined;
  accessToken: StoredToken | undefined;
  refreshToken: StoredToken | undefined;
  flow: FlowType | undefined;
}

interface Envelope {
  value: unknown;
  keepUntil: number;
}

const flows: readonly FlowType[] = ['implicit', 'pkce', 'idpJwt'];

function isStoredToken(value: unknown): value is StoredToken {
  return isRecord(value) && typeof value.token === 'string' && typeof value.expires === 'number';
}

/** The identity, access and refresh tokens and the flow type, encoded, kept at most 90 days. */
export class TokenStore {
  readonly #store: KeyValueStore;
  readonly #prefix: string;
  readonly #now: () => number;

  constructor(store: KeyValueStore, clientId: string, now: () => number) {
    this.#store = store;
    this.#prefix = `portail-identity.${clientId}.`;
    this.#now = now;
  }

  #read(name: string): unknown {
    const raw = this.#store.get(this.#prefix + name);
    if (raw === null) return undefined;
    const envelope = decodeJson(raw);
    if (!isRecord(envelope) || typeof envelope.keepUntil !== 'number' || envelope.keepUntil <= this.#now()) {
      this.#store.remove(this.#prefix + name);
      return undefined;
    }
    return envelope.value;
  }

  #write(name: string, value: unknown): void {
    const keepUntil = this.#now() + TOKEN_STORAGE_MAX_MS;
    const envelope: Envelope = { value, keepUntil };
    this.#store.set(this.#prefix + name, encodeJson(envelope), keepUntil);
  }

  read(): StoredTokens {
    const id = this.#read('idToken');
    const access = this.#read('accessToken');
    const refresh = this.#read('refreshToken');
    const flow = this.#read('flow');
    return {
      idToken:
        isStoredToken(id) &&
        typeof (id as StoredIdToken).policy === 'string' &&
        policyKeys.includes((id as StoredIdToken).policy)
          ? { token: id.token, expires: id.expires, policy: (id as StoredIdToken).policy }
          : undefined,
      accessToken: isStoredToken(access) ? { token: access.token, expires: access.expires } : undefined,
      refreshToken: isStoredToken(refresh) ? { token: refresh.token, expires: refresh.expires } : undefined,
      flow: flows.includes(flow as FlowType) ? (flow as FlowType) : undefined,
    };
  }

  /** Saves a new set; a refresh grant without a new refresh token keeps the old one. */
  save(tokens: {
    idToken: StoredIdToken;
    accessToken: StoredToken | undefined;
    refreshToken: StoredToken | undefined;
    flow: FlowType;
  }): void {
    this.#write('idToken', tokens.idToken);
    if (tokens.accessToken) this.#write('accessToken', tokens.accessToken);
    else this.#store.remove(`${this.#prefix}accessToken`);
    if (tokens.refreshToken) this.#write('refreshToken', tokens.refreshToken);
    this.#write('flow', tokens.flow);
  }

  clear(): void {
    for (const name of ['idToken', 'accessToken', 'refreshToken', 'flow'])
      this.#store.remove(this.#prefix + name);
  }
}
