import { BodyNotAllowedError, HttpError, InvalidHeaderNameError } from './errors.ts';
import { createPolicySender, type PolicyOptions } from './policy-sender.ts';

/** RFC 7230 `token`: the characters a header field name may contain. */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

export function isValidHeaderName(name: string): boolean {
  return HEADER_NAME.test(name);
}

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

export interface HttpRequestOptions extends PolicyOptions {
  method?: HttpMethod;
  headers?: Record<string, string>;
  /** A JSON-serialisable value (sent as application/json) or a ready body (FormData, string, Blob…). */
  body?: BodyInit | object | null;
  credentials?: RequestCredentials;
  cache?: RequestCache;
  keepalive?: boolean;
}

export interface HttpClientOptions {
  fetch?: typeof fetch;
  /** Where the body of a failed response is logged. */
  log?: (message: string, detail?: unknown) => void;
  /** The jitter's source (tests). */
  random?: () => number;
  /** False while the browser knows it is offline: a retry could not succeed then. */
  isOnline?: () => boolean;
}

function isReadyBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof URLSearchParams ||
    body instanceof Blob ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body) ||
    body instanceof ReadableStream
  );
}

function buildInit(options: HttpRequestOptions): RequestInit {
  const method = options.method ?? 'GET';
  const headers = new Headers();
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    if (!isValidHeaderName(name)) throw new InvalidHeaderNameError(name);
    headers.set(name, value);
  }
  const init: RequestInit = { method, headers };
  if (options.body !== undefined && options.body !== null) {
    if (method === 'GET' || method === 'HEAD') throw new BodyNotAllowedError(method);
    if (isReadyBody(options.body)) {
      init.body = options.body;
    } else {
      init.body = JSON.stringify(options.body);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    }
  }
  if (options.credentials) init.credentials = options.credentials;
  if (options.cache) init.cache = options.cache;
  if (options.keepalive) init.keepalive = true;
  return init;
}

async function readBodyForLog(response: Response): Promise<string> {
  try {
    return await response.clone().text();
  } catch {
    return '';
  }
}

/**
 * fetch with the project's rules: header names checked, no body on GET/HEAD, a time-out on every
 * attempt and the caller's AbortSignal combined, and any status outside 200–299 (304 excepted) thrown
 * as HttpError « Impossible de résoudre {url} ({status}) » after logging the response body. An
 * idempotent read that fails on the network, times out or gets a 5xx is tried again after an
 * exponential backoff with jitter (retry-policy.ts), unless the browser is offline.
 */
export function createHttpClient({
  fetch: fetchImpl = globalThis.fetch,
  log = console.error,
  random = Math.random,
  isOnline = () => globalThis.navigator?.onLine !== false,
}: HttpClientOptions = {}) {
  const send = createPolicySender({ fetch: fetchImpl, random, isOnline });

  async function request(url: string, options: HttpRequestOptions = {}): Promise<Response> {
    const init = buildInit(options);
    try {
      return await send(url, init, options);
    } catch (error) {
      if (error instanceof HttpError) log(error.message, await readBodyForLog(error.response));
      throw error;
    }
  }

  async function requestJson<T = unknown>(url: string, options: HttpRequestOptions = {}): Promise<T> {
    const headers = { accept: 'application/json', ...options.headers };
    const response = await request(url, { ...options, headers });
    if (response.status === 204 || response.status === 304) return undefined as T;
    return (await response.json()) as T;
  }

  return { request, requestJson };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
