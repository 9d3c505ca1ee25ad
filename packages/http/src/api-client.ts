import { apiRoutingOn, type ApiName } from '@portail/contracts';
import { readServerError } from './api-error-body.ts';
import { createApiResolver } from './api-routing.ts';
import { ApiError } from './api-errors.ts';
import { HttpError, HttpTimeoutError } from './errors.ts';
import { createPolicySender } from './policy-sender.ts';
import type { HttpMethod } from './request.ts';
import { DEFAULT_TIMEOUT_MS } from './retry-policy.ts';

// The member-API client is its own entry (`@portail/http/api-client`): Mon compte's first screen
// needs it without the rest of the package.
export { ApiError } from './api-errors.ts';
export { DEFAULT_TIMEOUT_MS } from './retry-policy.ts';
import type { SettingsState, SettingsStore } from './settings-store.ts';

export interface ApiRequest {
  method?: HttpMethod;
  /** The service (an `apiRouting` name, SPEC.md §7) and the path on its host. */
  api: ApiName;
  path: string;
  /** Sent as `Authorization: Bearer …`. */
  accessToken?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent instead of `application/json`: the media types the caller reads, the body's type. */
  accept?: string;
  contentType?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** A 2xx answer: its body is JSON when it parses, else its text, and null when empty. */
export interface ApiAnswer {
  url: string;
  status: number;
  headers: Headers;
  body: unknown;
}

export interface ApiClientOptions {
  /** The runtime configuration's API origin: every service's host until an application's settings say otherwise. */
  apiOrigin: string;
  /** The deployment configuration's routing (each API name's host); default: every API on `apiOrigin`. */
  apiRouting?: Record<ApiName, string>;
  /** The applications' settings (`apiRouting`), when the app loads them (the portal). */
  settingsStore?: SettingsStore;
  /** The application whose routing applies; by default `profile`, the account centre's. */
  appId?: () => string;
  fetch?: typeof fetch;
  /** The retries' jitter (tests). */
  random?: () => number;
}

/** The application the member APIs belong to (SPEC.md §1: Mon compte is the profile application). */
export const MEMBER_APP_ID = 'profile';

/** An answer's text, parsed as JSON when it is JSON; null when empty. */
export function parseAnswerText(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function readAnswerBody(response: Response): Promise<unknown> {
  try {
    return parseAnswerText(await response.text());
  } catch {
    return null;
  }
}

/** The ApiError of a call that got no answer at all (offline, DNS, CORS refusal, connection dropped). */
export function apiNetworkError(url: string, cause?: unknown): ApiError {
  return new ApiError({ code: 'API_NETWORK', url, message: `Impossible de joindre ${url}`, cause });
}

/** The ApiError of an answer outside 2xx: status, body, and the server's message and code (SPEC.md §8). */
export function apiStatusError(url: string, status: number, body: unknown): ApiError {
  const { message, code } = readServerError(body);
  return new ApiError({
    code: 'API_STATUS',
    url,
    status,
    body,
    ...(message !== undefined && { serverMessage: message }),
    ...(code !== undefined && { serverCode: code }),
  });
}

/** The ApiError of a call that its time-out (DEFAULT_TIMEOUT_MS per attempt) ended. */
export function apiTimeoutError(url: string, cause?: HttpTimeoutError): ApiError {
  return new ApiError({
    code: 'API_TIMEOUT',
    url,
    message: cause?.message ?? `La requête vers ${url} n'a pas abouti en ${DEFAULT_TIMEOUT_MS} ms.`,
    ...(cause && { cause }),
  });
}

/** The ApiError of a call that its caller stopped (its AbortSignal). */
export function apiAbortedError(url: string, cause?: unknown): ApiError {
  return new ApiError({ code: 'API_ABORTED', url, message: `La requête vers ${url} a été annulée.`, cause });
}

/**
 * Whatever the fetch wrapper threw for a call, as the one ApiError: the caller's abort, a
 * time-out, an answer outside 2xx (its body read), else no answer at all.
 */
export async function toApiError(
  url: string,
  error: unknown,
  signal: AbortSignal | undefined,
): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (signal?.aborted) return apiAbortedError(url, error);
  if (error instanceof HttpTimeoutError) return apiTimeoutError(url, error);
  if (error instanceof HttpError)
    return apiStatusError(url, error.status, await readAnswerBody(error.response));
  return apiNetworkError(url, error);
}

/**
 * The one client of the member APIs (the profile service, the visitor identity, the sphere page
 * data), on `@portail/http`'s one way of sending (policy-sender.ts, the fetch wrapper's too): the host from the API helper
 * (SPEC.md §7, the application's `apiRouting`), a bearer token when given, JSON both ways; every
 * attempt ends after the time-out (15 s), and a GET or HEAD is tried again after a network error, a
 * time-out or a 5xx as the retry policy says (twice, backoff with full jitter), never a write. Every
 * failure rejects with an ApiError: `API_STATUS` (status, body, server message), `API_NETWORK` (no
 * answer), `API_TIMEOUT` (no answer in time), `API_ABORTED` (the caller's signal).
 */
export function createApiClient({
  apiOrigin,
  apiRouting,
  settingsStore,
  appId = () => MEMBER_APP_ID,
  fetch: fetchImpl,
  random,
}: ApiClientOptions) {
  // Without settings (Mon compte), every host is the runtime config's: no store needs to be loaded.
  const store = settingsStore ?? { getState: (): SettingsState => ({ byApp: {} }) };
  const apiUrl = createApiResolver({
    getStore: () => store,
    defaultRouting: apiRouting ?? apiRoutingOn(apiOrigin),
  });
  const resolve = (api: ApiName, path: string) => apiUrl(appId(), api, path);
  const send = createPolicySender({
    fetch: fetchImpl ?? ((input, init) => globalThis.fetch(input, init)),
    random: random ?? Math.random,
    isOnline: () => globalThis.navigator?.onLine !== false,
  });

  async function request(request: ApiRequest): Promise<ApiAnswer> {
    const url = resolve(request.api, request.path);
    const headers: Record<string, string> = {
      accept: request.accept ?? 'application/json',
      ...(request.accessToken !== undefined && { authorization: `Bearer ${request.accessToken}` }),
      ...(request.body !== undefined && { 'content-type': request.contentType ?? 'application/json' }),
      ...request.headers,
    };
    let response: Response;
    try {
      response = await send(
        url,
        {
          method: request.method ?? 'GET',
          headers,
          ...(request.body !== undefined && { body: JSON.stringify(request.body) }),
        },
        request.signal ? { signal: request.signal } : {},
      );
    } catch (error) {
      throw await toApiError(url, error, request.signal);
    }
    const body = await readAnswerBody(response);
    if (!response.ok) throw apiStatusError(url, response.status, body);
    return { url, status: response.status, headers: response.headers, body };
  }

  return { request, resolve };
}

export type ApiClient = ReturnType<typeof createApiClient>;
