export * from './constants.ts';
export { traceUrl, current, type Dynamic, type TraceChannel } from './trace-url.ts';
export { retryDelayFor } from './retry-after.ts';
export { onPageHidden } from './page-hidden.ts';
export { browserConnectivity, type Connectivity } from './offline-queue.ts';
export {
  BEACON_CONTENT_TYPE,
  packBodies,
  sendWhileLeaving,
  type Beacon,
  type FetchLike,
} from './keepalive.ts';
export { redactText, redactUrl, redactValue } from './redact.ts';
export {
  createLogTransport,
  type LogTransport,
  type LogTransportOptions,
  type LogChannel,
  type LogLevel,
  type LogEntry,
} from './logs/log-transport.ts';
export {
  createDiagnosticsReporter,
  captureGlobalErrors,
  describeError,
  type DiagnosticError,
  type DiagnosticsOptions,
  type DiagnosticsReporter,
} from './diagnostics/diagnostics-reporter.ts';
export { VITALS_THRESHOLDS, rateVital, type VitalName, type VitalRating } from './vitals/thresholds.ts';
export { isChromeLike, isLocalHost, shouldCollectVitals, type VitalsRules } from './vitals/eligibility.ts';
// The reporter itself is `@portail/telemetry/vitals`: an app loads it after its first page (npm run size).
export type { VitalsReport, WebVitalsOptions } from './vitals/web-vitals-reporter.ts';
export {
  ANALYTICS_ACCOUNT_ID,
  ANALYTICS_DOMAIN,
  ANALYTICS_APPLICATION,
  ANALYTICS_SEPARATOR,
  ANALYTICS_BITRATE,
  AnalyticsError,
  MissingPageNameError,
  buildPageViewRecord,
  joinPageName,
  createPageViewSender,
  type PageViewInput,
  type PageMetricsInput,
  type PageViewRecord,
  type PageViewSenderOptions,
} from './analytics/page-view.ts';
export {
  createWorkerStore,
  workerReducer,
  trackOnlineStatus,
  type WorkerState,
  type WorkerAction,
  type WorkerStore,
} from './worker/worker-state.ts';
export {
  registerServiceWorker,
  type RegisterServiceWorkerOptions,
} from './worker/register-service-worker.ts';
export {
  createPushClient,
  type PushClient,
  type PushClientOptions,
  type ProviderCall,
} from './worker/push-client.ts';
export { pushNotificationFromPayload, type PushNotification } from './worker/push-payload.ts';
