import { traceUrl, type VitalsReport } from '@portail/contracts';
import type { MetricType } from 'web-vitals';
import { INP_DURATION_THRESHOLD_MS, VITALS_LISTENING_MARK, VITALS_SAMPLE_RATE } from '../constants.ts';
import type { ConsentGate } from '../consent/consent-gate.ts';
import { browserBeacon, browserFetch, sendWhileLeaving, type Beacon, type FetchLike } from '../keepalive.ts';
import { onPageHidden } from '../page-hidden.ts';
import { redactText, redactUrl } from '../redact.ts';
import { current, type Dynamic } from '../trace-url.ts';
import { shouldCollectVitals, type VitalsRules } from './eligibility.ts';
import type { VitalName } from './thresholds.ts';

type Subscribe = (report: (metric: MetricType) => void, options?: { durationThreshold?: number }) => void;

export interface WebVitalsOptions extends Partial<VitalsRules> {
  /** Base of the trace route `{appPath}/trace/vitals` (read when the report is sent when a function). */
  appPath: Dynamic<string>;
  /** The application named in the report (read when it is sent when a function). */
  app: Dynamic<string>;
  /** The current route pattern (from the router). */
  routePath: () => string;
  /** The person's choice (issue 32 item 5): the vitals leave only when performance measures are allowed. */
  consent: ConsentGate;
  random?: () => number;
  beacon?: Beacon;
  fetch?: FetchLike;
  win?: Window;
  doc?: Document;
  /** The web-vitals subscriptions (injected by tests). */
  subscribe?: Partial<Record<VitalName, Subscribe>>;
}

const VITAL_NAMES: readonly VitalName[] = ['CLS', 'FCP', 'INP', 'LCP', 'TTFB'];

/**
 * The web-vitals library, loaded only for a sampled page view (one in ten by default): the other
 * nine never download it. Its observers are `buffered`, so metrics from before it loaded still count.
 */
async function librarySubscriptions(): Promise<Record<VitalName, Subscribe>> {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  return { CLS: onCLS, FCP: onFCP, INP: onINP, LCP: onLCP, TTFB: onTTFB };
}

/** The page's cookies with any credential-looking value masked (no token ever leaves in telemetry). */
export function cookieForReport(cookie: string): string {
  return cookie
    .split(/;\s*/)
    .filter(Boolean)
    .map((pair) => {
      const [name = '', ...rest] = pair.split('=');
      const value = rest.join('=');
      return /token|auth|session|secret/i.test(name) ? `${name}=[redacted]` : `${name}=${redactText(value)}`;
    })
    .join('; ');
}

/**
 * Collects FCP, CLS, INP, LCP and TTFB with `web-vitals` and sends them with sendBeacon when the
 * page is hidden, if this page view is eligible (Chrome-like, 10 % sample, not a local host — each
 * rule configurable). Returns false when the page view is not sampled.
 */
export function startWebVitals(options: WebVitalsOptions): { started: boolean; stop(): void } {
  const win = options.win ?? globalThis.window;
  const doc = options.doc ?? globalThis.document;
  const rules: VitalsRules = {
    sampleRate: options.sampleRate ?? VITALS_SAMPLE_RATE,
    requireChromeLike: options.requireChromeLike ?? true,
    skipLocalHosts: options.skipLocalHosts ?? true,
  };
  const eligible =
    win !== undefined &&
    doc !== undefined &&
    shouldCollectVitals(rules, {
      random: options.random ?? Math.random,
      nav: win.navigator,
      hostname: win.location.hostname,
    });
  if (!eligible) return { started: false, stop: () => undefined };

  const beacon = options.beacon ?? browserBeacon();
  const fetcher = options.fetch ?? browserFetch();
  const metrics: Partial<Record<VitalName, number>> = {};
  let changed = false;
  let stopped = false;
  const record = (metric: MetricType) => {
    if (stopped) return;
    metrics[metric.name] = metric.value;
    changed = true;
  };
  const send = () => {
    if (!changed || stopped) return;
    // Checked when they would leave: a choice made or withdrawn during the visit counts.
    if (options.consent.decision('performance') !== 'allowed') return;
    changed = false;
    const report: VitalsReport<VitalName> = {
      url: redactUrl(win.location.href),
      cookie: cookieForReport(doc.cookie),
      useragent: win.navigator.userAgent,
      width: win.innerWidth,
      height: win.innerHeight,
      app: current(options.app),
      routePath: redactText(options.routePath()),
      metrics: { ...metrics },
    };
    sendWhileLeaving(traceUrl(current(options.appPath), 'vitals'), JSON.stringify(report), beacon, fetcher);
  };
  let removeHidden: () => void = () => undefined;
  const subscribe = (subscriptions: Record<VitalName, Subscribe>) => {
    if (stopped) return;
    for (const name of VITAL_NAMES) {
      subscriptions[name](
        record,
        name === 'INP' ? { durationThreshold: INP_DURATION_THRESHOLD_MS } : undefined,
      );
    }
    // Registered after web-vitals' own listeners, so the final CLS and INP are recorded first.
    removeHidden = onPageHidden(send, { win, doc });
    // From now on a page hide sends the vitals (a trace, or a test, can tell when that is).
    win.performance?.mark?.(VITALS_LISTENING_MARK);
  };
  const injected = options.subscribe;
  if (injected && VITAL_NAMES.every((name) => injected[name])) {
    subscribe(injected as Record<VitalName, Subscribe>);
  } else {
    void librarySubscriptions().then(
      (library) => subscribe({ ...library, ...injected }),
      () => undefined, // offline or refused chunk: this page view simply reports no vitals
    );
  }
  return {
    started: true,
    stop() {
      stopped = true;
      removeHidden();
    },
  };
}
