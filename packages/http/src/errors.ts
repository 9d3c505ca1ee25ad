/** Every error of the HTTP layer carries a stable `code` and the spec's message text. */
export class HttpLayerError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = new.target.name;
    this.code = code;
  }
}

/** A response outside 200–299 (304 excepted): « Impossible de résoudre {url} ({status}) ». */
export class HttpError extends HttpLayerError {
  readonly status: number;
  readonly response: Response;
  readonly url: string;
  constructor(url: string, response: Response) {
    super('HTTP_UNRESOLVED', `Impossible de résoudre ${url} (${response.status})`);
    this.url = url;
    this.status = response.status;
    this.response = response;
  }
}

/** A header name outside the RFC 7230 token character set. */
export class InvalidHeaderNameError extends HttpLayerError {
  readonly header: string;
  constructor(header: string) {
    super('INVALID_HEADER_NAME', `Invalid header name: ${JSON.stringify(header)}`);
    this.header = header;
  }
}

/** GET and HEAD requests cannot carry a body. */
export class BodyNotAllowedError extends HttpLayerError {
  constructor(method: string) {
    super('BODY_NOT_ALLOWED', `${method} requests cannot carry a body`);
  }
}

/** The request took longer than its time-out: « La requête vers {url} n'a pas abouti en {n} ms. » */
export class HttpTimeoutError extends HttpLayerError {
  readonly url: string;
  readonly timeoutMs: number;
  constructor(url: string, timeoutMs: number) {
    super('HTTP_TIMEOUT', `La requête vers ${url} n'a pas abouti en ${timeoutMs} ms.`);
    this.url = url;
    this.timeoutMs = timeoutMs;
  }
}

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

/** An application id that the registry does not know: the display-name builder failed. */
export class UnknownApplicationError extends HttpLayerError {
  readonly appId: string;
  readonly registry: readonly string[];
  constructor(appId: string, registry: readonly string[]) {
    super(
      'UNKNOWN_APPLICATION',
      `La fonction qui construit le nom d'affichage de l'application a retourné une erreur : ` +
        `identifiant « ${appId} » inconnu du registre (${registry.join(', ')}).`,
    );
    this.appId = appId;
    this.registry = registry;
  }
}

/** Why a member-API call failed: the server refused it, it never answered, or its answer was not usable. */
export type ApiErrorCode = 'API_STATUS' | 'API_NETWORK' | 'API_INVALID_ANSWER';

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
