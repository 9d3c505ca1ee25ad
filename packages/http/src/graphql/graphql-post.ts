import { ApiError } from '../api-errors.ts';
import { toApiError } from '../api-client.ts';
import { createHttpClient, type HttpClient, type HttpRequestOptions } from '../request.ts';

/** SPEC.md §8: what is logged when a GraphQL answer carries errors. */
const GRAPHQL_FETCH_FAILED = "Couldn't fetch graphql";

export interface GraphqlErrorItem {
  message: string;
  path?: readonly (string | number)[];
  extensions?: { code?: string; [key: string]: unknown };
}

export interface GraphqlResponse<T> {
  data?: T | null;
  errors?: readonly GraphqlErrorItem[];
}

/**
 * A GraphQL answer with errors: « Couldn't fetch graphql », the server's errors attached. It is an
 * ApiError (`API_GRAPHQL`), as every other failure of this client is: one error type to read.
 */
export class GraphqlError extends ApiError {
  readonly errors: readonly GraphqlErrorItem[];
  readonly operationName: string;
  constructor(url: string, operationName: string, errors: readonly GraphqlErrorItem[]) {
    super({ code: 'API_GRAPHQL', url, message: GRAPHQL_FETCH_FAILED });
    this.operationName = operationName;
    this.errors = errors;
  }

  /** The first error's extension code (UNAUTHENTICATED, BAD_USER_INPUT…), if any. */
  get extensionCode(): string | undefined {
    return this.errors[0]?.extensions?.code;
  }
}

export interface GraphqlOperation<V> {
  /** The operation's name, sent as `operationName` (the GET's « query name »). */
  operationName: string;
  /**
   * The query text. The full client (graphql-client.ts) prints it (80-column lines) before it is
   * hashed and sent; the plain-POST client sends it as given, printed already.
   */
  query: string;
  variables?: V;
  signal?: AbortSignal;
}

export interface GraphqlPostOptions {
  /** The GraphQL endpoint, e.g. `http://localhost:8083/graphql`. */
  endpoint: string;
  http?: HttpClient;
  fetch?: typeof fetch;
  /** Where failures are logged (the HTTP body of a failed answer, « Couldn't fetch graphql »). */
  log?: (message: string, detail?: unknown) => void;
}

/** The operation with a bearer token, for a plain POST. */
export type GraphqlPostOperation<V> = GraphqlOperation<V> & { token?: string | undefined };

/** What both clients send and read: the fetch wrapper's JSON answer, a POST, the answer's data. */
export function graphqlTransport({
  endpoint,
  fetch: fetchImpl,
  log = console.error,
  http = createHttpClient({ ...(fetchImpl ? { fetch: fetchImpl } : {}), log }),
}: GraphqlPostOptions) {
  /** The fetch wrapper's JSON answer; its failures as ApiError. */
  async function requestJson<T>(url: string, options: HttpRequestOptions): Promise<T> {
    try {
      return await http.requestJson<T>(url, options);
    } catch (error) {
      throw await toApiError(url, error, options.signal);
    }
  }
  function postBody<T>(body: object, token: string | undefined, signal?: AbortSignal) {
    return requestJson<GraphqlResponse<T>>(endpoint, {
      method: 'POST',
      body,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(signal ? { signal } : {}),
    });
  }
  function answer<T>(operationName: string, body: GraphqlResponse<T>): T {
    if (body.errors && body.errors.length > 0) {
      log(GRAPHQL_FETCH_FAILED, { operationName, errors: body.errors });
      throw new GraphqlError(endpoint, operationName, body.errors);
    }
    if (body.data === undefined || body.data === null) {
      const errors = [{ message: 'No data in the GraphQL answer' }];
      log(GRAPHQL_FETCH_FAILED, { operationName, errors });
      throw new GraphqlError(endpoint, operationName, errors);
    }
    return body.data;
  }
  return {
    endpoint,
    requestJson,
    postBody,
    answer,
    /** The whole operation by POST, its text as given, with `Authorization: Bearer` when a token is given. */
    async post<T, V extends object = Record<string, unknown>>(
      operation: GraphqlPostOperation<V>,
    ): Promise<T> {
      const body = await postBody<T>(
        {
          operationName: operation.operationName,
          query: operation.query,
          variables: operation.variables ?? {},
        },
        operation.token,
        operation.signal,
      );
      return answer(operation.operationName, body);
    },
  };
}

/**
 * The plain-POST GraphQL client (SPEC.md §7's mutations and token-carrying queries): the whole
 * operation by POST, with `Authorization: Bearer` when a token is given, on the one fetch wrapper;
 * its failures as the full client's (graphql-client.ts). Its query text is sent as given: a caller
 * gives the printed text (printQuery's output; Mon compte's newsletters operations are, as a test
 * checks), so that the printer and the persisted-query code do not load with it.
 */
export function createGraphqlPoster(options: GraphqlPostOptions) {
  const { post } = graphqlTransport(options);
  return { post };
}

export type GraphqlPoster = ReturnType<typeof createGraphqlPoster>;
