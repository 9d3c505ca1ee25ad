import type { RuntimeConfig } from '@portail/contracts';
import { createSettingsStore, type SettingsStore } from '@portail/http';
import { createRouterStore, type PageEntry, type RouterLocation, type RouterStore } from '@portail/router';
import {
  captureGlobalErrors,
  createConsentGate,
  createWorkerStore,
  LOG_MAX_PENDING,
  registerServiceWorker,
  trackOnlineStatus,
  type ConsentGate,
  type PushClient,
  type WorkerStore,
} from '@portail/telemetry';
import type { TelemetrySenders } from './telemetry-senders.ts';
import { traceAppId, traceAppPath } from './trace-target.ts';

export interface PortalTelemetry {
  /** The portal's error log: the console, and the message traces. */
  log(message: string, error?: unknown): void;
  /**
   * The router's analytics step (SPEC.md §4.1 step 4, the runtime's `analytics` option, given by
   * main.tsx): one page-view record per committed page, made and sent once the navigation's task is
   * over.
   */
  recordPageView(location: RouterLocation, page: PageEntry | undefined): void;
  /**
   * The person's privacy choice as the page-view and web-vitals senders read it (issue 32 item 5):
   * pending until main.tsx's followPrivacyChoice knows it. Logs and diagnostics do not read it.
   */
  consent: ConsentGate;
  workerStore: WorkerStore;
  push: PushClient;
  /** Whether this browser can receive push notifications at all. */
  pushSupported: boolean;
  /**
   * Reports what the error screen shows (a chunk that failed to load, a page that threw) as a
   * diagnostic, sent at once; resolves once it has left (an automatic reload may follow).
   */
  reportError(error: unknown): Promise<void>;
  /** Starts diagnostics, web vitals, online tracking and the service worker; returns the stopper. */
  start(stores: TelemetryStores): () => void;
}

/** What telemetry reads of the router (the portal's runtime has them; telemetry does not know it). */
export interface TelemetryStores {
  routerStore: RouterStore;
  settingsStore: SettingsStore;
}

export interface PortalTelemetryOptions {
  config: RuntimeConfig;
  window: Window;
}

/**
 * The portal's telemetry (SPEC.md §4.6, §7): logs and diagnostics to the current application's trace
 * sinks, page views from the router's analytics step, web vitals on page hide, the service worker
 * /sw.js registered 2000 ms after start-up, isOnline, and push for the service surLeVif.
 */
export function createPortalTelemetry({ config, window: win }: PortalTelemetryOptions): PortalTelemetry {
  // Until start(), no page is committed: traces go to the home application.
  let stores: TelemetryStores = {
    routerStore: createRouterStore(),
    settingsStore: createSettingsStore(),
  };
  // The deployment's sinks (`telemetry`): traces, page views, push.
  const { telemetry: sinks } = config.deployment;
  const appPath = () => traceAppPath(sinks.traces, stores.routerStore, stores.settingsStore);
  const app = () => traceAppId(stores.routerStore);

  const consent = createConsentGate();

  // The senders (telemetry-senders.ts: logs, diagnostics, page views) load as the router starts, or at
  // their first use: what the shell logs or commits before they are in waits here, with its time.
  let senders: TelemetrySenders | undefined;
  let loading: Promise<TelemetrySenders> | undefined;
  let disposed = false;
  const waiting: ((loaded: TelemetrySenders) => void)[] = [];
  const loadSenders = () => {
    loading ??= import('./telemetry-senders.ts').then(
      ({ createTelemetrySenders }) => {
        const loaded = createTelemetrySenders({ appPath, app, analyticsUrl: sinks.analytics, consent, win });
        senders = loaded;
        for (const use of waiting.splice(0)) {
          try {
            use(loaded);
          } catch (error) {
            loaded.diagnostics.report('error', 'télémétrie', error);
          }
        }
        // Hidden while they loaded: what waited leaves now, as it would have at the page hide.
        if (win.document.visibilityState === 'hidden') loaded.flushOnLeave();
        if (disposed) loaded.dispose();
        return loaded;
      },
      (error: unknown) => {
        // Offline or a refused chunk: what waits stays, and the next use tries again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const withSenders = (use: (loaded: TelemetrySenders) => void) => {
    if (senders) return use(senders);
    // While they cannot load, what waits is bounded as the log transport's queue is (oldest dropped).
    if (waiting.push(use) > LOG_MAX_PENDING) waiting.shift();
    loadSenders().catch(() => undefined);
  };
  /** To the message traces only. */
  const trace = (message: string, error?: unknown) => {
    const moment = { at: Date.now(), app: app() };
    withSenders((loaded) => loaded.log(message, error, moment));
  };
  const log = (message: string, error?: unknown) => {
    console.error(message, error);
    trace(message, error);
  };
  // The record is made, and leaves, once the navigation's task is over (none of it is on the click's
  // path), dated at the commit.
  const recordPageView = (location: RouterLocation, page: PageEntry | undefined) => {
    const at = Date.now();
    setTimeout(() => withSenders((loaded) => loaded.recordPageView(location, page, at)));
  };

  const workerStore = createWorkerStore(win.navigator.onLine);
  const container = 'serviceWorker' in win.navigator ? win.navigator.serviceWorker : undefined;
  const pushSupported = container !== undefined && 'PushManager' in win;
  // The push client loads when it is first used (the service worker's registration, 2000 ms after
  // start, or the alerts switch): not with the first screen.
  let pushClient: Promise<PushClient> | undefined;
  const loadPush = () => {
    pushClient ??= import('./portal-push.ts').then(({ createPortalPush }) =>
      createPortalPush({
        apiOrigin: sinks.push,
        store: workerStore,
        container,
        logError: trace,
      }),
    );
    return pushClient;
  };
  /** A client that could not load (offline, a refused chunk) fails as a failed call does; the next loads again. */
  const withPush = <T>(call: (client: PushClient) => Promise<T>, failed: T) =>
    loadPush().then(call, (error: unknown) => {
      pushClient = undefined;
      log('Les alertes n’ont pas pu être chargées.', error);
      return failed;
    });
  const push: PushClient = {
    sync: () => withPush((client) => client.sync(), false),
    subscribe: () => withPush((client) => client.subscribe(), null),
    unsubscribe: () => withPush((client) => client.unsubscribe(), false),
  };

  return {
    log,
    recordPageView,
    consent,
    workerStore,
    push,
    pushSupported,
    async reportError(error) {
      // Never rejects: the error screen (and a reload) follows whether the report could leave or not.
      const loaded = await loadSenders().catch(() => undefined);
      loaded?.diagnostics.report('error', 'écran d’erreur', error);
      await loaded?.diagnostics.flush();
    },
    start(started) {
      stores = started;
      const stopErrors = captureGlobalErrors(
        {
          report: (event, source, error) => {
            const appId = app();
            withSenders((loaded) => loaded.report(event, source, error, appId));
            return true;
          },
        },
        win,
      );
      void loadSenders().catch(() => undefined);
      // The vitals reporter loads after the first page, not with it (npm run size); the web-vitals
      // observers are buffered, so nothing measured before is lost.
      let vitals: { stop(): void } | undefined;
      let stopped = false;
      void import('./portal-vitals.ts').then(
        ({ startPortalVitals }) => {
          if (stopped) return;
          vitals = startPortalVitals({
            appPath,
            app,
            consent,
            routePath: () => started.routerStore.getState().location?.routePath ?? win.location.pathname,
            win,
            doc: win.document,
          });
        },
        () => undefined, // offline or refused chunk: this page view reports no vitals
      );
      const stopOnline = trackOnlineStatus(workerStore, win);
      const cancelWorker = registerServiceWorker({
        store: workerStore,
        apiOrigin: config.apiOrigin,
        ...(container ? { container } : {}),
        onRegistered: () => {
          if (pushSupported) void push.sync();
        },
        onError: (error) => log('Le service worker n’a pas pu être enregistré.', error),
      });
      return () => {
        cancelWorker();
        stopOnline();
        stopped = true;
        vitals?.stop();
        stopErrors();
        disposed = true;
        senders?.dispose();
      };
    },
  };
}
