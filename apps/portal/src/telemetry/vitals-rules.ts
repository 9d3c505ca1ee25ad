import { isLocalHost, type VitalsRules } from '@portail/telemetry';

/** `?vitals=force` or localStorage `portail:vitals` (« force », or JSON naming some of the rules). */
const VITALS_QUERY_PARAMETER = 'vitals';
const VITALS_STORAGE_KEY = 'portail:vitals';

const ALL_FORCED: VitalsRules = { sampleRate: 1, requireChromeLike: false, skipLocalHosts: false };

function parseRules(text: string | null): Partial<VitalsRules> {
  if (text === null) return {};
  if (text.trim() === 'force') return { ...ALL_FORCED };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null) return {};
  const record = value as Record<string, unknown>;
  const rules: Partial<VitalsRules> = {};
  const rate = record.sampleRate;
  if (typeof rate === 'number' && rate >= 0 && rate <= 1) rules.sampleRate = rate;
  if (typeof record.requireChromeLike === 'boolean') rules.requireChromeLike = record.requireChromeLike;
  if (typeof record.skipLocalHosts === 'boolean') rules.skipLocalHosts = record.skipLocalHosts;
  return rules;
}

/**
 * The web-vitals rules a tester asked for (each of sample rate, Chrome-like only, local hosts
 * skipped), honoured only on a local host: on a deployed site nobody can skew the 10 % sample from
 * the address bar. The query parameter wins over local storage.
 */
export function requestedVitalsRules(win: Pick<Window, 'location' | 'localStorage'>): Partial<VitalsRules> {
  if (!isLocalHost(win.location.hostname)) return {};
  const fromQuery = new URLSearchParams(win.location.search).get(VITALS_QUERY_PARAMETER);
  if (fromQuery !== null) return parseRules(fromQuery);
  try {
    return parseRules(win.localStorage.getItem(VITALS_STORAGE_KEY));
  } catch {
    return {};
  }
}
