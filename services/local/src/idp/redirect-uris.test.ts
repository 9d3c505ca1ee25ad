import { describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '@portail/contracts';
import { clientIds, policies } from '@portail/contracts/local-defaults';
import { authorizeUrl, callbackParams, signInThroughForm } from './testing.ts';
import { useTestProvider } from './test-bed.ts';

// Whole sign-in journeys over HTTP (several scrypt hashes each): room for a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const { idp, browser } = useTestProvider();

/** Where an authorize request with this redirect URI ends: the app, or the provider's error page. */
async function authorizeTo(redirectUri: string, clientId: string = clientIds.portal) {
  return browser.navigate(
    authorizeUrl(idp, policies.login, { client_id: clientId, redirect_uri: redirectUri }),
  );
}

describe('redirect URIs are matched exactly against the registered ones', () => {
  it.each([
    ['the origin root', '/'],
    ['a double slash towards another host', '//evil.example/x'],
    ['a dot-dot path out of the callback', '/callback/../..'],
    ['an encoded dot-dot path', '/callback/%2e%2e/'],
    ['another page of the app', '/profil'],
    ['the callback with a query', '/callback?suite=/ailleurs'],
    ['the callback with a trailing slash', '/callback/'],
    ['the callback in another case', '/CALLBACK'],
  ])('refuses %s on the app origin as redirect_uri with the French error page', async (_what, path) => {
    const page = await authorizeTo(`${idp.config.portalOrigin}${path}`);
    expect(page.kind).toBe('page');
    if (page.kind !== 'page') return;
    expect(page.status).toBe(400);
    expect(page.html).toContain('L’adresse de retour de l’application n’est pas autorisée.');
  });

  it('refuses the other client’s callback (each client has its own origin)', async () => {
    const page = await authorizeTo(`${idp.config.accountOrigin}/callback`, clientIds.portal);
    expect(page.kind).toBe('page');
  });

  it.each([
    ['portal', 'portalOrigin', '/callback'],
    ['portal', 'portalOrigin', '/callback/renouvellement.html'],
    ['portal', 'portalOrigin', '/__identity-harness/'],
    ['portal', 'portalOrigin', '/__identity-harness/renouvellement.html'],
    ['account', 'accountOrigin', '/callback'],
    ['account', 'accountOrigin', '/callback/renouvellement.html'],
    ['account', 'accountOrigin', '/callback/membercenter'],
  ] as const)('accepts the %s client’s registered %s%s', async (client, origin, path) => {
    const redirectUri = `${idp.config[origin]}${path}`;
    const url = authorizeUrl(idp, policies.login, {
      client_id: clientIds[client],
      redirect_uri: redirectUri,
    });
    const callback = await signInThroughForm(browser, url, {
      email: 'complet@exemple.ca',
      password: DEMO_PASSWORD,
    });
    expect(callback.startsWith(`${redirectUri}#`)).toBe(true);
    expect(callbackParams(callback).get('id_token')).toBeTruthy();
  });
});

describe('post-logout redirect URIs are matched exactly', () => {
  async function logoutTo(postLogoutRedirectUri: string) {
    const callback = await signInThroughForm(browser, authorizeUrl(idp, policies.login), {
      email: 'complet@exemple.ca',
      password: DEMO_PASSWORD,
    });
    const logout = new URL(idp.endpoint(policies.login, 'logout'));
    logout.searchParams.set('id_token_hint', callbackParams(callback).get('id_token') ?? '');
    logout.searchParams.set('post_logout_redirect_uri', postLogoutRedirectUri);
    return browser.navigate(logout.href);
  }

  it.each([
    ['a double slash towards another host', '//evil.example/x'],
    ['a dot-dot path', '/callback/../..'],
    ['another page of the app', '/profil'],
    ['the sign-in callback', '/callback'],
  ])('refuses %s on the app origin with the French error page', async (_what, path) => {
    const page = await logoutTo(`${idp.config.portalOrigin}${path}`);
    expect(page.kind).toBe('page');
    if (page.kind !== 'page') return;
    expect(page.status).toBe(400);
    expect(page.html).not.toContain('Se déconnecter');
  });

  it.each(['/', '/__identity-harness/?deconnecte=1'])(
    'accepts the portal’s post-logout page %s',
    async (path) => {
      const page = await logoutTo(`${idp.config.portalOrigin}${path}`);
      expect(page.kind).toBe('page');
      if (page.kind === 'page') expect(page.html).toContain('Se déconnecter');
    },
  );
});
