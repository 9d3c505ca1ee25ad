export * from './constants.ts';
export { createLogTransport, type LogTransportOptions } from './logs/log-transport.ts';
export {
  createDiagnosticsReporter,
  describeError,
  type DiagnosticsReporter,
} from './diagnostics/diagnostics-reporter.ts';
export { captureGlobalErrors } from './diagnostics/global-errors.ts';
export { isLocalHost, type VitalsRules } from './vitals/eligibility.ts';
// The reporter itself is `@portail/telemetry/vitals`: an app loads it after its first page (npm run size).
export type { WebVitalsOptions } from './vitals/web-vitals-reporter.ts';
export {
  ANALYTICS_DOMAIN,
  MissingPageNameError,
  buildPageViewRecord,
  joinPageName,
  createPageViewSender,
  type PageViewInput,
  type PageMetricsInput,
  type PageViewRecord,
} from './analytics/page-view.ts';
export { createWorkerStore, trackOnlineStatus, type WorkerStore } from './worker/worker-state.ts';
export { registerServiceWorker } from './worker/register-service-worker.ts';
// The push client is its own entry, `@portail/telemetry/push`, so that an app can load it on use.
export type { PushClient, ProviderCall } from './worker/push-client.ts';
export { pushNotificationFromPayload } from './worker/push-payload.ts';
export { createConsentGate, type ConsentDecision, type ConsentGate } from './consent/consent-gate.ts';
