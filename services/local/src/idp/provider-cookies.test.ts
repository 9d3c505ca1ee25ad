import { describe, expect, it } from 'vitest';
import { configForPorts, configForSites } from '@portail/contracts';
import { cookieNamed, providerCookieAttributes } from './provider-cookies.ts';

const ports = { portal: 1, account: 2, idp: 3, api: 4 };

describe('the provider cookie attributes', () => {
  it('keeps the session, interaction and resume cookies SameSite=Lax when every origin is on localhost', () => {
    for (const scheme of ['http', 'https'] as const) {
      const { long, short } = providerCookieAttributes(configForPorts(ports, 'localhost', scheme));
      expect(long).toMatchObject({ sameSite: 'lax', httpOnly: true, path: '/' });
      expect(short).toMatchObject({ sameSite: 'lax', httpOnly: true });
      expect(long.secure).toBeUndefined();
    }
  });

  it('makes them SameSite=None and Secure when the provider is on another site than the apps', () => {
    const { long, short } = providerCookieAttributes(configForSites(ports));
    expect(long).toMatchObject({ sameSite: 'none', secure: true, httpOnly: true, path: '/' });
    expect(short).toMatchObject({ sameSite: 'none', secure: true, httpOnly: true });
  });

  it('keeps them Lax for a provider on another host over plain http, where a browser refuses None', () => {
    const config = { ...configForSites(ports), idpOrigin: 'http://connexion.localhost:3' };
    expect(providerCookieAttributes(config).long.sameSite).toBe('lax');
  });
});

describe('a cookie of the request', () => {
  it('is read by its exact name, whole (a value may hold « = »), and counts as absent when empty', () => {
    const header = 'portail_idp_logoutx=no; portail_idp_logout=abc=def; portail_idp_logout=second';
    expect(cookieNamed(header, 'portail_idp_logout')).toBe('abc=def');
    expect(cookieNamed('portail_idp_logout=', 'portail_idp_logout')).toBeUndefined();
    expect(cookieNamed(undefined, 'portail_idp_logout')).toBeUndefined();
  });
});
