import { startWebVitals } from '@portail/telemetry/vitals';
import type { WebVitalsOptions } from '@portail/telemetry';
import { requestedVitalsRules } from './vitals-rules.ts';

/**
 * The portal's web vitals: the reporter with the rules a tester asked for on a local host
 * (vitals-rules.ts). Loaded after the first page, not with it (npm run size).
 */
export function startPortalVitals(options: WebVitalsOptions & { win: Window }): { stop(): void } {
  return startWebVitals({ ...options, ...requestedVitalsRules(options.win) });
}
