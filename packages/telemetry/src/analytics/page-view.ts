import { browserFetch, type FetchLike } from '../keepalive.ts';
import { redactValue } from '../redact.ts';

import {
  ANALYTICS_ACCOUNT_ID,
  ANALYTICS_APPLICATION,
  ANALYTICS_BITRATE,
  ANALYTICS_DOMAIN,
  ANALYTICS_SEPARATOR,
} from '@portail/contracts';

/** Fixed analytics account and domain (SPEC.md §3): @portail/contracts', the page services' too. */
export {
  ANALYTICS_ACCOUNT_ID,
  ANALYTICS_APPLICATION,
  ANALYTICS_BITRATE,
  ANALYTICS_DOMAIN,
  ANALYTICS_SEPARATOR,
};

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

export class AnalyticsError extends Error {
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
  fetch?: FetchLike;
  onError?: (error: unknown) => void;
}

/** Posts page-view records to the analytics sink, tokens masked; failures are reported, never thrown. */
export function createPageViewSender({
  url,
  fetch: fetcher = browserFetch(),
  onError = () => undefined,
}: PageViewSenderOptions) {
  return async (record: PageViewRecord): Promise<boolean> => {
    if (!fetcher) return false;
    try {
      const response = await fetcher(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(redactValue(record)),
        keepalive: true,
      });
      if (!response.ok)
        onError(new AnalyticsError('ANALYTICS_SINK_REFUSED', `Analytics sink answered ${response.status}`));
      return response.ok;
    } catch (error) {
      onError(error);
      return false;
    }
  };
}
