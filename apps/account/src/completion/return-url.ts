import type { PortailConfig } from '@portail/contracts';

/**
 * The address the wizard goes back to: returnUrl only on the portal or Mon compte origin (http or
 * https), never elsewhere (no open redirect); otherwise null.
 */
export function allowedReturnUrl(returnUrl: string | null, config: PortailConfig): string | null {
  if (!returnUrl || returnUrl.length > 2048) return null;
  const url = URL.parse(returnUrl, config.accountOrigin);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  if (url.username || url.password) return null;
  return url.origin === config.portalOrigin || url.origin === config.accountOrigin ? url.href : null;
}
