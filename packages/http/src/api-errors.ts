import { HttpLayerError } from './layer-error.ts';

// The errors of the API helper and of the member-API client, apart from the fetch wrapper's
// (errors.ts): Mon compte's first screen loads these without the others.

/** The API helper was asked for a service that the application's apiRouting does not list. */
export class ApiNotRegisteredError extends HttpLayerError {
  readonly api: string;
  readonly appId: string;
  constructor(appId: string, api: string) {
    super('API_NOT_REGISTERED', "L'API désirée n'est pas enregistrée dans le store...");
    this.appId = appId;
    this.api = api;
  }
}

/** The API helper was used before a settings store was configured. */
export class NoStoreConfiguredError extends HttpLayerError {
  constructor() {
    super('NO_STORE_CONFIGURED', 'No store is configured');
  }
}

/**
 * Why a member-API call failed: the server refused it (`API_STATUS`), nothing answered
 * (`API_NETWORK`), nothing answered within the time-out (`API_TIMEOUT`), the caller stopped it
 * (`API_ABORTED`), its answer was not usable (`API_INVALID_ANSWER`), or a GraphQL answer carried
 * errors (`API_GRAPHQL`).
 */
export type ApiErrorCode =
  'API_STATUS' | 'API_NETWORK' | 'API_TIMEOUT' | 'API_ABORTED' | 'API_INVALID_ANSWER' | 'API_GRAPHQL';

export interface ApiErrorOptions {
  code: ApiErrorCode;
  url: string;
  /** The HTTP status; undefined when the server did not answer. */
  status?: number;
  /** The answer's body (JSON when it parses, else its text), kept for the caller. */
  body?: unknown;
  /** The message read from the body (SPEC.md §8 order) and the code. */
  serverMessage?: string;
  serverCode?: string;
  /** The message when the body has none; by default SPEC.md §8's « Impossible de résoudre {url} ({status}) ». */
  message?: string;
  cause?: unknown;
}

/**
 * The one error of the member-API client (`api-client.ts`): the status and the body of the answer,
 * the server's message and code read in SPEC.md §8's order. Its message is the server's message
 * when there is one, else SPEC.md §8's general HTTP message.
 */
export class ApiError extends HttpLayerError {
  override readonly code: ApiErrorCode;
  readonly url: string;
  readonly status: number | undefined;
  readonly body: unknown;
  readonly serverMessage: string | undefined;
  readonly serverCode: string | undefined;
  constructor(options: ApiErrorOptions) {
    super(
      options.code,
      options.serverMessage ??
        options.message ??
        `Impossible de résoudre ${options.url} (${options.status ?? 'sans réponse'})`,
    );
    if (options.cause !== undefined) this.cause = options.cause;
    this.code = options.code;
    this.url = options.url;
    this.status = options.status;
    this.body = options.body;
    this.serverMessage = options.serverMessage;
    this.serverCode = options.serverCode;
  }

  /** The server code as a number when it is one (SPEC.md §8 compares codes 10 and 11). */
  get numericCode(): number | undefined {
    if (this.serverCode === undefined) return undefined;
    const value = Number(this.serverCode);
    return Number.isFinite(value) ? value : undefined;
  }
}
