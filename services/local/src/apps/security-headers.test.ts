import { describe, expect, it } from 'vitest';
import { configForPorts, defaultPorts } from '@portail/contracts';
import {
  appSecurityHeaders,
  frontChannelLogoutSecurityHeaders,
  isFrontChannelLogoutPage,
  renewalPageSecurityHeaders,
  strictTransportSecurity,
} from './security-headers.ts';

const config = configForPorts(defaultPorts);

describe('app security headers', () => {
  it('refuse framing by anyone on the app pages but let the renewal iframe come back to the app origin', () => {
    const csp = appSecurityHeaders(config)['content-security-policy'];
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`frame-src 'self' ${config.idpOrigin}`);
  });

  it('let only the app itself frame a renewal callback page, with the rest of the policy unchanged', () => {
    const headers = renewalPageSecurityHeaders(config);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['content-security-policy']).not.toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('send no opener policy on a renewal callback page, so the popup stays linked to its opener', () => {
    expect(appSecurityHeaders(config)['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(renewalPageSecurityHeaders(config)).not.toHaveProperty('cross-origin-opener-policy');
  });

  it('send HSTS for a year on apps served over https, renewal pages included, and none over http', () => {
    const https = configForPorts(defaultPorts, 'localhost', 'https');
    expect(appSecurityHeaders(https)['strict-transport-security']).toBe('max-age=31536000');
    expect(renewalPageSecurityHeaders(https)['strict-transport-security']).toBe('max-age=31536000');
    expect(appSecurityHeaders(config)).not.toHaveProperty('strict-transport-security');
  });

  it('extend HSTS to subdomains only off this machine’s names, whose subdomains are other local sites', () => {
    expect(strictTransportSecurity('https://portail.localhost:8080')).toBe('max-age=31536000');
    expect(strictTransportSecurity('https://127.0.0.1:8080')).toBe('max-age=31536000');
    expect(strictTransportSecurity('https://[::1]:8080')).toBe('max-age=31536000');
    expect(strictTransportSecurity('https://portail.exemple.ca')).toBe('max-age=31536000; includeSubDomains');
  });

  it('let only the provider frame the front-channel logout page, with the rest of the policy unchanged', () => {
    expect(isFrontChannelLogoutPage('/callback/deconnexion')).toBe(true);
    expect(isFrontChannelLogoutPage('/callback')).toBe(false);
    const headers = frontChannelLogoutSecurityHeaders(config);
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toMatch(new RegExp(`(^|; )frame-ancestors ${config.idpOrigin}(;|$)`));
    expect(csp).not.toContain("frame-ancestors 'none'");
    expect(csp).not.toContain(config.portalOrigin);
    expect(csp).toContain("script-src 'self'");
    expect(headers).not.toHaveProperty('x-frame-options');
    expect(headers['x-content-type-options']).toBe('nosniff');
  });
});
