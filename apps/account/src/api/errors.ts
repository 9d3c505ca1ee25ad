/** The member API answered outside 2xx; `serverMessage` and `serverCode` are read per SPEC.md §8. */
export class AccountApiError extends Error {
  readonly code = 'ACCOUNT_API_ERROR';
  readonly status: number;
  readonly serverCode: string | undefined;
  readonly serverMessage: string | undefined;
  constructor(options: { url: string; status: number; serverCode?: string; serverMessage?: string }) {
    super(options.serverMessage ?? `Impossible de résoudre ${options.url} (${options.status})`);
    this.name = 'AccountApiError';
    this.status = options.status;
    this.serverCode = options.serverCode;
    this.serverMessage = options.serverMessage;
  }
}

/** No answer at all: offline, DNS, CORS refusal, connection dropped. */
export class AccountNetworkError extends Error {
  readonly code = 'ACCOUNT_NETWORK_ERROR';
  constructor(url: string, options?: { cause?: unknown }) {
    super(`Network failure while calling ${url}`, options);
    this.name = 'AccountNetworkError';
  }
}

/** An account call was attempted with no access token. */
export class NotSignedInError extends Error {
  readonly code = 'NOT_SIGNED_IN';
  constructor() {
    super('No access token: the member is not signed in');
    this.name = 'NotSignedInError';
  }
}

export function isApiError(error: unknown): error is AccountApiError {
  return error instanceof AccountApiError;
}

/** The server code as a number when it is one (SPEC.md §8 compares codes 10 and 11). */
export function numericCode(error: AccountApiError): number | undefined {
  if (error.serverCode === undefined) return undefined;
  const value = Number(error.serverCode);
  return Number.isFinite(value) ? value : undefined;
}
