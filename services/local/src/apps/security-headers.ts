import type { PortailConfig } from '@portail/contracts';

/**
 * The headers of every page and asset that the app servers send: a strict Content-Security-Policy
 * with no inline script or style, framing refused, no referrer across origins, no sniffing. The
 * sign-in renewal pages (`/callback/*.html`, static and blank) may be framed by their own origin:
 * the sign-in client loads them in its hidden iframe and reads their address.
 */
export function appSecurityHeaders(
  config: PortailConfig,
  { framedBySelf = false }: { framedBySelf?: boolean } = {},
): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: blob: ${config.apiOrigin}`,
    `media-src 'self' blob: ${config.apiOrigin}`,
    `connect-src 'self' ${config.apiOrigin} ${config.idpOrigin}`,
    // The sign-in client renews in a hidden iframe that ends on this origin's renewal page.
    `frame-src 'self' ${config.idpOrigin}`,
    `form-action 'self' ${config.idpOrigin}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    framedBySelf ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
  ].join('; ');
  return {
    'content-security-policy': csp,
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': framedBySelf ? 'SAMEORIGIN' : 'DENY',
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  };
}
