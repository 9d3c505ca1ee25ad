import type { ConsentGate, PageViewRecord } from '@portail/telemetry';
import { currentChoices } from './analytics-consent.ts';

/** The local services' analytics sink (services/local telemetry routes); production sets its own. */

/** What happened on the page: the last part of the record's page name (« mon-compte|infolettres|… »). */
export type AccountAnalyticsAction = 'enregistrement-profil' | 'modification-infolettres' | `etape-${string}`;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * The page's analytics record (SPEC.md §3) from its page data's `metric` block, the action joined to
 * the page name with « | ». Page data without a usable metric (not loaded, malformed) falls back to
 * Mon compte's own naming, `mon-compte|{pageId}`.
 */
export async function accountPageRecord(
  metric: unknown,
  fallbackPageId: string,
  action: AccountAnalyticsAction,
  now?: () => number,
): Promise<PageViewRecord> {
  // Loaded on the first push: analytics stays out of the first paint's JavaScript.
  const { buildPageViewRecord, joinPageName } = await import('@portail/telemetry');
  const source = typeof metric === 'object' && metric !== null ? (metric as Record<string, unknown>) : {};
  const metrics =
    typeof source.metrics === 'object' && source.metrics !== null
      ? (source.metrics as Record<string, unknown>)
      : {};
  const pageId = text(source.pageId) ?? fallbackPageId;
  const basePageName = text(metrics.pageName) ?? joinPageName(['mon-compte', pageId]);
  const input = {
    pageId,
    partnership: text(source.partnership),
    subTheme: text(source.subTheme),
    metrics: {
      pageName: joinPageName([basePageName, action]),
      ...(text(metrics.domain) ? { domain: text(metrics.domain) as string } : {}),
      ...(text(metrics.format) ? { format: text(metrics.format) as string } : {}),
    },
  };
  return buildPageViewRecord(input, now);
}

const senders = new Map<
  string,
  { send: (record: PageViewRecord) => Promise<boolean>; consent: ConsentGate }
>();

/**
 * Pushes the record to the analytics sink `sinkUrl` (the deployment's `telemetry.analytics`; SPEC.md §7: on profile save, newsletter
 * change and completion steps), only when the member allowed page analytics. Fire and forget: a failed
 * push never reaches the member.
 */
export function pushAccountAnalytics(
  sinkUrl: string,
  metric: unknown,
  fallbackPageId: string,
  action: AccountAnalyticsAction,
): void {
  void (async () => {
    const choices = await currentChoices();
    if (!choices.analytics) return;
    const record = await accountPageRecord(metric, fallbackPageId, action);
    let sender = senders.get(sinkUrl);
    if (!sender) {
      const { createConsentGate, createPageViewSender } = await import('@portail/telemetry');
      const consent = createConsentGate(choices);
      sender = { send: createPageViewSender({ url: sinkUrl, consent }), consent };
      senders.set(sinkUrl, sender);
    }
    sender.consent.decide(choices);
    await sender.send(record);
  })().catch(() => undefined);
}
