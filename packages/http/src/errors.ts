import { HttpLayerError } from './layer-error.ts';

export { HttpLayerError };
export { ApiError, ApiNotRegisteredError, NoStoreConfiguredError } from './api-errors.ts';

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
