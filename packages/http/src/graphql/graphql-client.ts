// The server does not know the hash: send the query in full (Apollo's automatic persisted queries).
import { PERSISTED_QUERY_NOT_FOUND } from '@portail/contracts';
import {
  graphqlTransport,
  type GraphqlErrorItem,
  type GraphqlOperation,
  type GraphqlPostOperation,
  type GraphqlPostOptions,
  type GraphqlResponse,
} from './graphql-post.ts';
import { printQuery } from './print-query.ts';

export { GraphqlError, type GraphqlErrorItem, type GraphqlOperation } from './graphql-post.ts';

/** The server does not do persisted queries at all: stop hashing for this client. */
const PERSISTED_QUERY_NOT_SUPPORTED = 'PersistedQueryNotSupported';
export interface GraphqlClientOptions extends GraphqlPostOptions {
  /** SHA-256 of a text as lowercase hex; Web Crypto by default. */
  sha256?: (text: string) => Promise<string>;
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A credential-named field or a JWT-shaped string anywhere in the variables. */
const CREDENTIAL_KEY = /token|password|secret|authorization/i;
const JWT_SHAPED = /eyJ[\w-]*\.[\w-]+\.[\w-]*/;
export function carriesCredential(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return JWT_SHAPED.test(value);
  if (value === null || typeof value !== 'object' || depth > 8) return false;
  return Object.entries(value).some(
    ([key, item]) => CREDENTIAL_KEY.test(key) || carriesCredential(item, depth + 1),
  );
}

function errorNamed(errors: readonly GraphqlErrorItem[] | undefined, name: string): boolean {
  const code =
    name === PERSISTED_QUERY_NOT_FOUND ? 'PERSISTED_QUERY_NOT_FOUND' : 'PERSISTED_QUERY_NOT_SUPPORTED';
  return (errors ?? []).some((error) => error.message === name || error.extensions?.code === code);
}

/**
 * The GraphQL client of SPEC.md §7: `persistedQuery` sends a GET with the operation name, the
 * SHA-256 persisted-query extension and the variables as URL parameters, and on
 * PersistedQueryNotFound a full POST (query, variables, extensions) — variables that carry a
 * credential (a token-named field, a JWT) go by POST at once, never in an address; `post` sends a plain POST,
 * with a bearer token when given. On the one fetch wrapper (time-out, retries of the GETs); every
 * failure is an ApiError as the member-API client's are: an HTTP failure is logged « Impossible de
 * résoudre {url} ({status}) » and rejects `API_STATUS`, `API_TIMEOUT`, `API_NETWORK` or
 * `API_ABORTED`; an answer with GraphQL errors is logged « Couldn't fetch graphql » and rejects
 * with GraphqlError (`API_GRAPHQL`).
 */
export function createGraphqlClient({ sha256 = sha256Hex, ...options }: GraphqlClientOptions) {
  const { endpoint, requestJson, postBody, answer, post } = graphqlTransport(options);
  const printed = new Map<string, { text: string; hash: Promise<string> }>();
  let persistedQueriesSupported = true;

  function prepare(query: string) {
    let entry = printed.get(query);
    if (!entry) {
      const text = printQuery(query);
      entry = { text, hash: sha256(text) };
      printed.set(query, entry);
    }
    return entry;
  }

  return {
    /** A query by persisted GET (hash only), then a full POST if the server does not know the hash. */
    async persistedQuery<T, V extends object = Record<string, unknown>>(
      operation: GraphqlOperation<V>,
    ): Promise<T> {
      const { text, hash } = prepare(operation.query);
      const variables = operation.variables ?? {};
      const extensions = { persistedQuery: { version: 1, sha256Hash: await hash } };
      // A GET's address reaches server and proxy logs and the history: never with a credential.
      if (persistedQueriesSupported && !carriesCredential(variables)) {
        const url = new URL(endpoint);
        url.searchParams.set('operationName', operation.operationName);
        url.searchParams.set('variables', JSON.stringify(variables));
        url.searchParams.set('extensions', JSON.stringify(extensions));
        const body = await requestJson<GraphqlResponse<T>>(url.href, {
          ...(operation.signal ? { signal: operation.signal } : {}),
        });
        if (errorNamed(body.errors, PERSISTED_QUERY_NOT_SUPPORTED)) persistedQueriesSupported = false;
        else if (!errorNamed(body.errors, PERSISTED_QUERY_NOT_FOUND))
          return answer(operation.operationName, body);
      }
      const body = await postBody<T>(
        {
          operationName: operation.operationName,
          query: text,
          variables,
          ...(persistedQueriesSupported ? { extensions } : {}),
        },
        undefined,
        operation.signal,
      );
      return answer(operation.operationName, body);
    },

    /** A plain POST of the whole operation (mutations), with `Authorization: Bearer` when a token is given. */
    post<T, V extends object = Record<string, unknown>>(operation: GraphqlPostOperation<V>): Promise<T> {
      return post<T, V>({ ...operation, query: prepare(operation.query).text });
    },
  };
}

export type GraphqlClient = ReturnType<typeof createGraphqlClient>;
