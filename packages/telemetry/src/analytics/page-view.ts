import { browserBeacon, browserFetch, sendWhileLeaving, type Beacon, type FetchLike } from '../keepalive.ts';
import type { ConsentGate } from '../consent/consent-gate.ts';
import { browserConnectivity, type Connectivity } from '../offline-queue.ts';
import { onPageHidden } from '../page-hidden.ts';
import { redactValue } from '../redact.ts';

import {
  ANALYTICS_ACCOUNT_ID,
  ANALYTICS_APPLICATION,
  ANALYTICS_BITRATE,
  ANALYTICS_DOMAIN,
  ANALYTICS_SEPARATOR,
  type PageViewRecord,
} from '@portail/contracts';

/** Fixed analytics account and domain (SPEC.md §3): @portail/contracts', the page services' too. */
export { ANALYTICS_ACCOUNT_ID, ANALYTICS_DOMAIN };

export interface PageMetricsInput {
  pageName?: string | null;
  domain?: string;
  format?: string;
}

export interface PageViewInput {
  pageId: string;
  partnership?: string | null;
  subTheme?: string | null;
  metrics?: PageMetricsInput | null;
}

/** The record sent to the analytics sink, as `@portail/contracts` declares it. */
export type { PageViewRecord };

class AnalyticsError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = new.target.name;
    this.code = code;
  }
}

/** A page's metrics block has no page name: the page view cannot be recorded. */
export class MissingPageNameError extends AnalyticsError {
  readonly pageId: string;
  constructor(pageId: string) {
    super('ANALYTICS_PAGE_NAME_MISSING', `Analytics page name is required (page ${pageId})`);
    this.pageId = pageId;
  }
}

const clean = (value: string | null | undefined): string | null => {
  const text = value?.trim();
  return text ? text : null;
};

/** Builds the page-view record of SPEC.md §3; throws MissingPageNameError without a page name. */
export function buildPageViewRecord(input: PageViewInput, now: () => number = Date.now): PageViewRecord {
  const pageName = clean(input.metrics?.pageName);
  if (!pageName) throw new MissingPageNameError(input.pageId);
  return {
    accountId: ANALYTICS_ACCOUNT_ID,
    domain: ANALYTICS_DOMAIN,
    separator: ANALYTICS_SEPARATOR,
    bitrate: ANALYTICS_BITRATE,
    pageId: input.pageId,
    partnership: clean(input.partnership),
    subTheme: clean(input.subTheme),
    metrics: {
      pageName,
      domain: clean(input.metrics?.domain) ?? ANALYTICS_DOMAIN,
      application: ANALYTICS_APPLICATION,
      format: clean(input.metrics?.format),
    },
    time: new Date(now()).toISOString(),
  };
}

/** The analytics page-name path: its parts joined with the separator « | ». */
export function joinPageName(parts: readonly (string | null | undefined)[]): string {
  return parts
    .map(clean)
    .filter((part): part is string => part !== null)
    .join(ANALYTICS_SEPARATOR);
}

export interface PageViewSenderOptions {
  /** The analytics sink (injected: the local services' or production's). */
  url: string;
  /**
   * The person's choice (issue 32 item 5): a page view is sent only when page analytics is allowed,
   * waits while the choice is pending, and is dropped — with every one waiting — when it is refused.
   */
  consent: ConsentGate;
  fetch?: FetchLike;
  beacon?: Beacon;
  onError?: (error: unknown) => void;
  /** Whether the network is there: offline, page views wait for it (the window's view by default). */
  connectivity?: Connectivity;
  /** Most page views kept while offline; the oldest go first beyond it. */
  maxQueued?: number;
  /** Send what waits when the page is hidden, once online (default true; needs window and document). */
  flushWhenHidden?: boolean;
  win?: Window;
  doc?: Document;
}

/** Page views kept while offline (a long metro ride of browsing). */
const PAGE_VIEW_MAX_QUEUED = 50;

/**
 * Posts page-view records to the analytics sink, tokens masked; failures are reported, never thrown.
 * Offline (or when the network goes away during the send) a record waits, in order, up to
 * `maxQueued`; what waits goes when the network comes back (the `online` event), or with sendBeacon
 * at a page hide once online. Resolves true once the record itself reached the sink.
 */
export function createPageViewSender({
  url,
  fetch: fetcher = browserFetch(),
  beacon = browserBeacon(),
  onError = () => undefined,
  win = globalThis.window,
  doc = globalThis.document,
  connectivity = browserConnectivity(win),
  maxQueued = PAGE_VIEW_MAX_QUEUED,
  flushWhenHidden = true,
  consent,
}: PageViewSenderOptions) {
  let waiting: string[] = [];
  /** Page views made while the person's choice is being read. */
  let awaitingConsent: string[] = [];
  const hold = (body: string) => {
    waiting.push(body);
    if (waiting.length > maxQueued) waiting = waiting.slice(-maxQueued);
  };

  /** Sends one body; 'network' when it did not reach the sink because the network is gone. */
  async function post(body: string): Promise<'sent' | 'refused' | 'network'> {
    if (!fetcher) return 'refused';
    try {
      const response = await fetcher(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        keepalive: true,
      });
      if (!response.ok)
        onError(new AnalyticsError('ANALYTICS_SINK_REFUSED', `Analytics sink answered ${response.status}`));
      return response.ok ? 'sent' : 'refused';
    } catch (error) {
      if (!connectivity.isOnline()) return 'network';
      onError(error);
      return 'refused';
    }
  }

  let draining = false;
  async function drain(): Promise<void> {
    if (draining) return;
    draining = true;
    try {
      while (waiting.length > 0 && connectivity.isOnline()) {
        const body = waiting.shift() as string;
        if ((await post(body)) === 'network') {
          waiting.unshift(body);
          break;
        }
      }
    } finally {
      draining = false;
    }
  }

  connectivity.onOnline(() => void drain());
  consent.subscribe(() => {
    const decision = consent.decision('analytics');
    if (decision === 'pending') return;
    const released = awaitingConsent.splice(0);
    if (decision === 'refused') {
      // Withdrawn: what waited for the network does not leave either.
      waiting = [];
      return;
    }
    for (const body of released) hold(body);
    void drain();
  });
  if (flushWhenHidden) {
    onPageHidden(
      () => {
        // A beacon sent offline is lost: the page views wait for the network instead.
        if (!connectivity.isOnline() || consent.decision('analytics') !== 'allowed') return;
        for (const body of waiting.splice(0)) sendWhileLeaving(url, body, beacon, fetcher);
      },
      { win, doc },
    );
  }

  const send = async (record: PageViewRecord): Promise<boolean> => {
    const decision = consent.decision('analytics');
    if (decision === 'refused') return false;
    const body = JSON.stringify(redactValue(record));
    if (!fetcher) return false;
    if (decision === 'pending') {
      awaitingConsent.push(body);
      if (awaitingConsent.length > maxQueued) awaitingConsent = awaitingConsent.slice(-maxQueued);
      return false;
    }
    if (!connectivity.isOnline() || waiting.length > 0) {
      hold(body);
      void drain();
      return false;
    }
    const outcome = await post(body);
    if (outcome === 'network') hold(body);
    return outcome === 'sent';
  };
  /** How many page views wait for the network or for the person's choice. */
  send.pendingCount = () => waiting.length + awaitingConsent.length;
  return send;
}
