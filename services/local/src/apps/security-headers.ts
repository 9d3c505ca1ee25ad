import { isIP } from 'node:net';
import { FRONT_CHANNEL_LOGOUT_PATH, type PortailConfig } from '@portail/contracts';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Strict-Transport-Security (RFC 6797) for an app served over https, none over http (a browser
 * ignores it there). A year; `includeSubDomains` only off this machine's names: HSTS holds for a
 * host on every port, and `localhost`'s subdomains are other local sites (other projects, the
 * cross-site topology's `*.localhost`), which must stay free to serve plain http.
 */
export function strictTransportSecurity(origin: string): string | undefined {
  const url = new URL(origin);
  if (url.protocol !== 'https:') return undefined;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const local = host === 'localhost' || host.endsWith('.localhost') || isIP(host) !== 0;
  return local ? `max-age=${ONE_YEAR_SECONDS}` : `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`;
}

/**
 * The headers of every page and asset that the app servers send: a strict Content-Security-Policy
 * with no inline script or style, framing refused, no referrer across origins, no sniffing; HSTS
 * when the apps are served over https.
 */
export function appSecurityHeaders(config: PortailConfig): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: blob: ${config.apiOrigin}`,
    `media-src 'self' blob: ${config.apiOrigin}`,
    `connect-src 'self' ${config.apiOrigin} ${config.idpOrigin}`,
    // the silent-renewal iframe goes to the provider and is sent back to the app's own origin
    `frame-src 'self' ${config.idpOrigin}`,
    `form-action 'self' ${config.idpOrigin}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  const hsts = strictTransportSecurity(config.portalOrigin);
  return {
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
    'content-security-policy': csp,
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  };
}

/**
 * The renewal callback pages: static, blank `/callback/{name}.html` files of an app's build, where
 * the provider sends the sign-in client's hidden iframe and popup back (packages/identity README).
 * The app itself at `/callback` is not one: it is never framed.
 */
export function isRenewalPage(path: string): boolean {
  return /^\/callback\/[\w-]+\.html$/.test(path);
}

/**
 * The headers of a renewal callback page: the same policy, except that the app's own pages may
 * frame it (the hidden renewal iframe) and no Cross-Origin-Opener-Policy, which would cut the
 * renewal popup from its opener when it comes back from the provider (the opener then only sees a
 * closed window).
 */
export function renewalPageSecurityHeaders(config: PortailConfig): Record<string, string> {
  const { 'cross-origin-opener-policy': _coop, ...headers } = appSecurityHeaders(config);
  return { ...framedBy(headers, "'self'"), 'x-frame-options': 'SAMEORIGIN' };
}

/** The app headers `headers` with their policy's frame-ancestors `ancestors` instead of 'none'. */
function framedBy(headers: Record<string, string>, ancestors: string): Record<string, string> {
  return {
    ...headers,
    'content-security-policy': (headers['content-security-policy'] ?? '').replace(
      "frame-ancestors 'none'",
      `frame-ancestors ${ancestors}`,
    ),
  };
}

/** The app's front-channel logout page (`FRONT_CHANNEL_LOGOUT_PATH`), whatever its query. */
export function isFrontChannelLogoutPage(path: string): boolean {
  return path === FRONT_CHANNEL_LOGOUT_PATH;
}

/**
 * The headers of the front-channel logout page: the provider's sign-out page frames it (hidden
 * iframe, as Azure AD B2C does: https://learn.microsoft.com/en-us/azure/active-directory-b2c/session-behavior#single-sign-out),
 * and nothing else may. X-Frame-Options cannot name another origin: it is left out, and browsers
 * follow frame-ancestors.
 */
export function frontChannelLogoutSecurityHeaders(config: PortailConfig): Record<string, string> {
  const { 'x-frame-options': _xfo, ...headers } = appSecurityHeaders(config);
  return framedBy(headers, config.idpOrigin);
}
