import type { PortailConfig } from '@portail/contracts';

/**
 * The security headers of every answer of the provider origin, its own pages and oidc-provider's
 * (provider-mount.ts sets them before handing a request over): no inline script or style
 * (oidc-provider adds the hash of its one form_post script itself), forms only to the provider and
 * the apps (form_post answers, and the redirects after a form), no framing, no referrer, no sniffing.
 * The apps' table is services/local/src/apps/security-headers.ts.
 */
function csp(config: PortailConfig, extra: { frameAncestors: string; frameSrc?: string }): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self'",
    ...(extra.frameSrc ? [`frame-src ${extra.frameSrc}`] : []),
    `form-action 'self' ${config.portalOrigin} ${config.accountOrigin}`,
    "base-uri 'none'",
    `frame-ancestors ${extra.frameAncestors}`,
  ].join('; ');
}

const common = { 'referrer-policy': 'no-referrer', 'x-content-type-options': 'nosniff' } as const;

/** Every page and answer that no one may frame. */
export function idpSecurityHeaders(config: PortailConfig): Record<string, string> {
  return {
    'content-security-policy': csp(config, { frameAncestors: "'none'" }),
    'x-frame-options': 'DENY',
    ...common,
  };
}

/**
 * The authorization endpoint's answers: the apps' hidden-iframe renewal (prompt=none) loads them, so
 * the two app origins, and only they, may frame them. X-Frame-Options cannot name two origins: it is
 * left out and browsers follow frame-ancestors.
 */
export function idpAuthorizeSecurityHeaders(config: PortailConfig): Record<string, string> {
  return {
    'content-security-policy': csp(config, {
      frameAncestors: `${config.portalOrigin} ${config.accountOrigin}`,
    }),
    ...common,
  };
}

/** The front-channel sign-out page (front-channel-logout.ts): it frames the apps' logout pages. */
export function idpFrontChannelSecurityHeaders(config: PortailConfig): Record<string, string> {
  return {
    ...idpSecurityHeaders(config),
    'content-security-policy': csp(config, {
      frameAncestors: "'none'",
      frameSrc: `${config.portalOrigin} ${config.accountOrigin}`,
    }),
  };
}
