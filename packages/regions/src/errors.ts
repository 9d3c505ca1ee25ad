import { formatMessage, messages } from '@portail/ui';

/** Why a region save failed; `code` is stable, the message is for logs. */
export class RegionSaveError extends Error {
  readonly code: string;
  readonly status: number | undefined;
  constructor(code: string, message: string, status?: number, options?: ErrorOptions) {
    super(message, options);
    this.name = 'RegionSaveError';
    this.code = code;
    this.status = status;
  }
}

/** The profile service answered outside 200–299 (SPEC.md §8's general HTTP message). */
export class RegionHttpError extends RegionSaveError {
  constructor(url: string, status: number) {
    super('REGION_HTTP_STATUS', formatMessage(messages.errors.httpUnresolved, { url, status }), status);
    this.name = 'RegionHttpError';
  }
}

/** The profile service could not be reached. */
export class RegionNetworkError extends RegionSaveError {
  constructor(url: string, cause: unknown) {
    super('REGION_NETWORK', `Impossible de joindre ${url}`, undefined, { cause });
    this.name = 'RegionNetworkError';
  }
}

/** The browser did not keep the RCID cookie, and no profile holds the choice either. */
export class RegionCookieError extends RegionSaveError {
  constructor() {
    super('REGION_COOKIE_REFUSED', 'Le témoin RCID n’a pas été enregistré par le navigateur.');
    this.name = 'RegionCookieError';
  }
}
