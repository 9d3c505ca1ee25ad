import type { PortailConfig } from '@portail/contracts';
import { matchPolicyRoute } from '../policy-context.ts';

/**
 * The « Continuer » link after a mailed action: only to a policy endpoint of this provider or a page
 * of the two apps, never elsewhere (no open redirect).
 */
export function continueLink(config: PortailConfig, query: unknown): { href: string; text: string } | null {
  const suite = (query as Record<string, unknown> | undefined)?.suite;
  if (typeof suite !== 'string' || suite.length > 2048) return null;
  const url = URL.parse(suite);
  if (!url) return null;
  const toProvider = url.origin === config.idpOrigin && matchPolicyRoute(url.pathname) !== null;
  const toApp = url.origin === config.portalOrigin || url.origin === config.accountOrigin;
  return toProvider || toApp ? { href: url.href, text: 'Continuer' } : null;
}
