/**
 * Where telemetry goes on the API origin (SPEC.md §7): the paths the local services' sinks serve and
 * the clients send to. The hosts are the deployment configuration's `telemetry` block.
 */

/** POST: one page-view record (the deployment's `telemetry.analytics` is this path on its host). */
export const ANALYTICS_PAGE_VIEWS_PATH = '/analytics/page-views';

/** The trace sinks of an application: logs (`message`, `ads`), client errors, web vitals. */
export const TRACE_CHANNELS = ['message', 'ads', 'diagnostic', 'vitals'] as const;
export type TraceChannel = (typeof TRACE_CHANNELS)[number];

/** `{appPath}/trace/{channel}`; the app path is an absolute http(s) URL or a path. */
export function traceUrl(appPath: string, channel: TraceChannel): string {
  return `${appPath.replace(/\/+$/, '')}/trace/${channel}`;
}

/** The only push service of SPEC.md §7. */
export const PUSH_SERVICE = 'surLeVif';

/** GET: a push service's VAPID public key (`{ publicKey }`), which a browser needs to subscribe. */
export function pushVapidKeyPath(service: string): string {
  return `/push/${service}/vapid-public-key`;
}
