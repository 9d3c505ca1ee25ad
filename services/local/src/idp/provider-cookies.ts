import { providerIsCrossSite, type PortailConfig } from '@portail/contracts';

type SameSite = 'lax' | 'none';

export interface ProviderCookieAttributes {
  /** The provider session's cookie (oidc-provider's `long` cookies). */
  long: { signed: true; httpOnly: true; sameSite: SameSite; secure?: true; path: '/' };
  /** The interaction and resume cookies of a sign-in in progress (oidc-provider's `short` cookies). */
  short: { signed: true; httpOnly: true; sameSite: SameSite; secure?: true };
}

/**
 * The provider's cookies. On one site (every origin on `localhost`) they are `SameSite=Lax`. When the
 * provider is on another site than the apps (PORTAIL_SITES=1, production), the session cookie must
 * reach the provider inside an app's hidden renewal iframe, a third-party context: `SameSite=None;
 * Secure` (browsers refuse None without Secure), and so do the interaction and resume cookies, which
 * the same iframe's silent authorize sets and reads. Browsers that block third-party cookies still
 * withhold them there: the sign-in client then renews by a full-page round trip
 * (packages/identity). Top-level navigations to the provider (sign-in, sign-out) send them either way.
 * Over plain http (tests on 127.0.0.1 beside localhost) they stay Lax: None needs Secure.
 * B2C does the same: https://learn.microsoft.com/azure/active-directory-b2c/cookie-definitions#samesite
 */
export function providerCookieAttributes(config: PortailConfig): ProviderCookieAttributes {
  // over plain http a browser refuses SameSite=None (it needs Secure): Lax there, whatever the hosts
  if (providerIsCrossSite(config) && config.idpOrigin.startsWith('https:')) {
    return {
      long: { signed: true, httpOnly: true, sameSite: 'none', secure: true, path: '/' },
      short: { signed: true, httpOnly: true, sameSite: 'none', secure: true },
    };
  }
  return {
    long: { signed: true, httpOnly: true, sameSite: 'lax', path: '/' },
    short: { signed: true, httpOnly: true, sameSite: 'lax' },
  };
}

/** The value of the Cookie header's first cookie named `name`, or undefined when it has none (or an empty one). */
export function cookieNamed(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=') || undefined;
  }
  return undefined;
}
