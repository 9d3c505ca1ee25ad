import {
  createDiagnosticsReporter,
  createLogTransport,
  createPageViewSender,
  describeError,
  type ConsentGate,
  type DiagnosticsReporter,
} from '@portail/telemetry';
import type { PageEntry, RouterLocation } from '@portail/router';
import { createPageViewStep } from './page-view-step.ts';

export interface TelemetrySendersOptions {
  /** Base of the current application's trace routes (read at each send). */
  appPath(): string;
  /** The application named in each log and diagnostic. */
  app(): string;
  /** The analytics sink's page-view address (`telemetry.analytics`). */
  analyticsUrl: string;
  consent: ConsentGate;
  win: Window;
}

/** When and in which application something was logged, for what waited for the senders. */
export interface AsOf {
  at: number;
  app: string;
}

/** What leaves the portal for the sinks: the message log, the diagnostics and the page views. */
export interface TelemetrySenders {
  /** Logs an error to the message traces as of when and where the shell logged it. */
  log(message: string, error: unknown, asOf: AsOf): void;
  /** Reports an uncaught error to the diagnostics as of the application it happened in. */
  report(event: string, source: string, error: unknown, appId: string): void;
  /** The router's analytics step for a page committed at `at`. */
  recordPageView(location: RouterLocation, page: PageEntry | undefined, at: number): void;
  diagnostics: DiagnosticsReporter;
  /** Sends what waits at once, with the beacon (the page was hidden before they loaded). */
  flushOnLeave(): void;
  dispose(): void;
}

/**
 * The portal's senders (SPEC.md §4.6, §7), a chunk that portal-telemetry.ts loads as the router starts
 * (or at its first use): batching, redaction, the beacon at page hide and the offline queues are not
 * needed to paint the first page, and what the shell logs or commits meanwhile waits for them with its
 * time.
 */
export function createTelemetrySenders({
  appPath,
  app,
  analyticsUrl,
  consent,
  win,
}: TelemetrySendersOptions): TelemetrySenders {
  // What waited keeps the time and application of the moment it happened (both are read at each log).
  let asOf: Partial<AsOf> = {};
  const as = (moment: Partial<AsOf>, task: () => void) => {
    asOf = moment;
    try {
      task();
    } finally {
      asOf = {};
    }
  };
  const appAsOf = () => asOf.app ?? app();
  const logs = createLogTransport({
    appPath,
    app: appAsOf,
    win,
    doc: win.document,
    now: () => asOf.at ?? Date.now(),
  });
  const diagnostics = createDiagnosticsReporter({ appPath, app: appAsOf, win, doc: win.document });
  const sendPageView = createPageViewSender({
    url: analyticsUrl,
    consent,
    onError: (error) =>
      logs.log('message', 'warn', 'Analytics page view not recorded', { error: describeError(error) }),
  });
  const recordPageView = createPageViewStep({
    send: sendPageView,
    // portal-telemetry.ts hands each page over once the navigation's task is over: it leaves at once
    schedule: (task) => task(),
    reportError: (message, context) => {
      console.warn(message, context);
      logs.log('message', 'error', message, context);
    },
  });
  return {
    log: (message, error, moment) =>
      as(moment, () =>
        logs.log(
          'message',
          'error',
          message,
          error === undefined ? undefined : { error: describeError(error) },
        ),
      ),
    report: (event, source, error, appId) =>
      as({ app: appId }, () => diagnostics.report(event, source, error)),
    recordPageView,
    diagnostics,
    flushOnLeave() {
      logs.flushOnLeave();
      diagnostics.flushOnLeave();
    },
    dispose() {
      diagnostics.dispose();
      logs.dispose();
    },
  };
}
