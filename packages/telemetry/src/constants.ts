/** Telemetry numbers of SPEC.md §7–§9, in one place. */
export const LOG_DEBOUNCE_MS = 5000;
/** A steady stream of logs cannot hold a batch back longer than this. */
export const LOG_MAX_WAIT_MS = 15_000;
export const LOG_BATCH_SIZE = 100;
/** Logs kept while the sink asks us to wait (429 / Retry-After); the oldest go first. */
export const LOG_MAX_PENDING = 1000;
/** Bodies sent with sendBeacon or fetch keepalive stay under this (browsers cap them at 64 KiB). */
export const KEEPALIVE_MAX_BYTES = 60_000;
/** Wait after a 429 without Retry-After. */
export const DEFAULT_RETRY_AFTER_MS = 60_000;

export const DIAGNOSTIC_DEBOUNCE_MS = 33_000;
/** Errors are dropped once more than this many are queued. */
export const DIAGNOSTIC_MAX_QUEUED = 4;
export const DIAGNOSTIC_MAX_SENDS = 10;

export const VITALS_SAMPLE_RATE = 0.1;
/** INP interaction threshold (ms), as web-vitals uses it. */
export const INP_DURATION_THRESHOLD_MS = 40;
/**
 * The user-timing mark of the moment the web-vitals reporter listens for the page hide: the reporter
 * and the web-vitals library load after the first page, so a page hidden earlier sends no vitals.
 */
export const VITALS_LISTENING_MARK = 'portail:vitals-listening';

export const SERVICE_WORKER_URL = '/sw.js';
export const SERVICE_WORKER_DELAY_MS = 2000;
export const PUSH_SUBSCRIBE_PATH = '/push/subscribe';
export const PUSH_UNSUBSCRIBE_PATH = '/push/unsubscribe';
