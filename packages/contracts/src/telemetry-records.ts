/**
 * What the clients post to the telemetry sinks (SPEC.md §3, §7; paths in telemetry-sinks.ts):
 * `@portail/telemetry` builds them, the local services' sinks check them (loosely: a sink keeps
 * what it is sent).
 */

/** One log of a `message` or `ads` batch (a JSON array of at most 100). */
export interface LogEntry {
  level: 'debug' | 'info' | 'warn' | 'error';
  message: string;
  /** ISO 8601 time of the log. */
  time: string;
  app?: string;
  context?: Record<string, unknown>;
}

/** One client error of a `diagnostic` batch. */
export interface DiagnosticError {
  event: string;
  source: string;
  error: string;
  app: string;
}

/** The `vitals` body: one page's web vitals, by metric name. */
export interface VitalsReport<Name extends string = string> {
  url: string;
  cookie: string;
  useragent: string;
  width: number;
  height: number;
  app: string;
  routePath: string;
  metrics: Partial<Record<Name, number>>;
}

/** A page view (POST to the analytics sink). */
export interface PageViewRecord {
  accountId: string;
  domain: string;
  separator: string;
  bitrate: number;
  pageId: string;
  partnership: string | null;
  subTheme: string | null;
  metrics: { pageName: string; domain: string; application: string; format: string | null };
  /** ISO 8601 time the record was built. */
  time: string;
}
