import type { NewsletterSubscriptionChange } from '@portail/contracts';
import { pushAccountAnalytics } from '../analytics/account-analytics.ts';
import { isOfflineFailure } from '../errors/server-error-mapping.ts';
import type { NewslettersApi } from './newsletters-api.ts';

/** What a save of the member's choices came to. */
export type SaveOutcome = { saved: true } | { saved: false; offline: boolean };

/**
 * The save of the member's newsletter choices: the mutation, whether a failure was being offline,
 * and the page's analytics record once saved. Its code loads with the first change of a choice or
 * the first press on « Enregistrer » (NewslettersPage.tsx), not with the page (size budget).
 */
export async function saveChoices({
  api,
  change,
  analyticsSink,
  metric,
}: {
  api: NewslettersApi;
  change: NewsletterSubscriptionChange;
  analyticsSink: string;
  metric: unknown;
}): Promise<SaveOutcome> {
  try {
    await api.save(change);
  } catch (error) {
    return { saved: false, offline: isOfflineFailure(error) };
  }
  pushAccountAnalytics(analyticsSink, metric, 'infolettres', 'modification-infolettres');
  return { saved: true };
}
