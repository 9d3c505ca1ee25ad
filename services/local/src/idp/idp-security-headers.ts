import type { PortailConfig } from '@portail/contracts';

/**
 * Headers of the provider's own pages (not of oidc-provider's responses, which are sent raw):
 * no inline script or style, forms only to the provider and the apps (form_post), no framing
 * except by the apps (silent renewal runs in their hidden iframe).
 */
export function idpSecurityHeaders(config: PortailConfig): Record<string, string> {
  const csp = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self'",
    `form-action 'self' ${config.portalOrigin} ${config.accountOrigin}`,
    "base-uri 'none'",
    `frame-ancestors ${config.portalOrigin} ${config.accountOrigin}`,
  ].join('; ');
  return {
    'content-security-policy': csp,
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  };
}
