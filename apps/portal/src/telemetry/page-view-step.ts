import {
  buildPageViewRecord,
  MissingPageNameError,
  type PageMetricsInput,
  type PageViewInput,
  type PageViewRecord,
} from '@portail/telemetry';
import type { PageEntry, RouterLocation } from '@portail/router';

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The page-view input of a committed page: its `metric` is either the analytics page record of
 * SPEC.md §3 (`{pageId, partnership, subTheme, metrics: {pageName, domain, format}}`, as the page
 * services send it) or, for the portal's own content pages, the metrics block itself. The page id
 * falls back to the router's.
 */
export function pageViewInput(location: RouterLocation, page: PageEntry | undefined): PageViewInput {
  const metric = isRecord(page?.metric) ? page.metric : {};
  const block = isRecord(metric.metrics) ? metric.metrics : metric;
  const metrics: PageMetricsInput = {};
  const pageName = text(block.pageName);
  const domain = text(block.domain);
  const format = text(block.format);
  if (pageName !== undefined) metrics.pageName = pageName;
  if (domain !== undefined) metrics.domain = domain;
  if (format !== undefined) metrics.format = format;
  return {
    pageId: text(metric.pageId)?.trim() || location.pageId,
    partnership: text(metric.partnership) ?? null,
    subTheme: text(metric.subTheme) ?? null,
    metrics,
  };
}

export interface PageViewStepOptions {
  send: (record: PageViewRecord) => Promise<unknown>;
  /** Where a page without analytics page name is reported (an error, never a broken navigation). */
  reportError: (message: string, context: Record<string, unknown>) => void;
  now?: () => number;
  /**
   * When the record leaves (default: the next macrotask). The portal calls this step once the
   * navigation's task is over, with the commit's time (portal-telemetry.ts), and sends at once.
   */
  schedule?: (task: () => void) => void;
}

/**
 * The router's analytics step (SPEC.md §4.1 step 4): one page-view record per committed page. It
 * never throws — the navigation machine would turn a throw into a full page load.
 */
export function createPageViewStep({
  send,
  reportError,
  now = Date.now,
  schedule = (task) => setTimeout(task, 0),
}: PageViewStepOptions) {
  /** `at`: when the page was committed, if the record is made later (the senders load after start). */
  return (location: RouterLocation, page: PageEntry | undefined, at = now()): void => {
    let record: PageViewRecord;
    try {
      record = buildPageViewRecord(pageViewInput(location, page), () => at);
    } catch (error) {
      if (!(error instanceof MissingPageNameError)) throw error;
      reportError(error.message, {
        code: error.code,
        pageId: error.pageId,
        routePath: location.routePath,
        statusCode: location.statusCode,
      });
      return;
    }
    schedule(() => void send(record));
  };
}
