import type { APIRequestContext } from '@playwright/test';
import { accountRoutesList, examplePath, portalRoutes } from './app-routes.ts';
import { discoveryUrl, policies } from '@portail/contracts/local-defaults';
import { expect, test } from './fixtures.ts';
import { signInToAccount } from './support/sign-in.ts';

const requiredHeaders = [
  'content-security-policy',
  'referrer-policy',
  'x-content-type-options',
  'x-frame-options',
  'permissions-policy',
] as const;

/**
 * Fails with the address when a response lacks a security header or has a weak CSP. Nothing may be
 * framed, except the static renewal pages (`/callback/*.html`), by the app's own origin only.
 */
function expectSecurityHeaders(url: string, headers: Record<string, string>) {
  const renewalPage = /\/callback\/[\w-]+\.html$/.test(new URL(url.replace(/^POST /, '')).pathname);
  for (const name of requiredHeaders) expect(headers[name], `${name} on ${url}`).toBeTruthy();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, url).toMatch(/(^|; )script-src 'self'(;|$)/);
  expect(csp, url).toMatch(/(^|; )style-src 'self'(;|$)/);
  expect(csp, url).toMatch(
    renewalPage ? /(^|; )frame-ancestors 'self'(;|$)/ : /(^|; )frame-ancestors 'none'(;|$)/,
  );
  expect(csp, url).not.toContain('unsafe-inline');
  expect(csp, url).not.toContain('unsafe-eval');
  expect(headers['x-content-type-options'], url).toBe('nosniff');
  expect(headers['x-frame-options'], url).toBe(renewalPage ? 'SAMEORIGIN' : 'DENY');
}

/** Every address an app serves on a first visit: its pages, the files they load, and a 404. */
async function appResponses(request: APIRequestContext, origin: string, paths: string[]) {
  const urls = new Set<string>();
  for (const path of paths) urls.add(`${origin}${path}`);
  const page = await request.get(`${origin}/`, { headers: { accept: 'text/html' } });
  const html = await page.text();
  for (const [, file] of html.matchAll(/(?:src|href)="(\/[^"]+)"/g)) urls.add(`${origin}${file}`);
  urls.add(`${origin}/assets/introuvable.js`);
  urls.add(`${origin}/favicon.svg`);
  return [...urls];
}

test.describe('security of the apps’ responses', () => {
  test('every page, asset and 404 of both apps carries a strict CSP and the security headers', async ({
    request,
    origins,
  }) => {
    const apps = [
      { origin: origins.portalOrigin, paths: portalRoutes().map((route) => examplePath(route.path)) },
      {
        origin: origins.accountOrigin,
        paths: [...accountRoutesList().map((route) => route.path), '/callback', '/page-inconnue'],
      },
    ];
    for (const app of apps) app.paths.push('/callback/renouvellement.html');
    let checked = 0;
    for (const { origin, paths } of apps) {
      for (const url of await appResponses(request, origin, paths)) {
        const response = await request.get(url, {
          headers: { accept: url.includes('/assets/') ? '*/*' : 'text/html' },
        });
        expectSecurityHeaders(url, response.headers());
        if (url.endsWith('introuvable.js')) expect(response.status(), url).toBe(404);
        checked += 1;
      }
      const posted = await request.post(`${origin}/`, { headers: { accept: 'text/html' } });
      // A page takes GET and HEAD only: a POST is refused with 405 and Allow, headers included.
      expect(posted.status()).toBe(405);
      expect(posted.headers().allow).toMatch(/GET/);
      expectSecurityHeaders(`POST ${origin}/`, posted.headers());
    }
    expect(checked).toBeGreaterThan(40);
  });

  test('the apps’ pages load no inline script or style attribute', async ({ request, origins }) => {
    for (const origin of [origins.portalOrigin, origins.accountOrigin]) {
      const html = await (await request.get(`${origin}/`, { headers: { accept: 'text/html' } })).text();
      expect(html).toContain('<script type="module"');
      expect(html, origin).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      expect(html, origin).not.toMatch(/\sstyle=|\son[a-z]+=/i);
    }
  });

  test('leaves no token, code or state in the address or in any history entry after the sign-in callback', async ({
    page,
    origins,
  }) => {
    await signInToAccount(page, origins.accountOrigin, 'complet@exemple.ca', '/avatar');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const secret = /access_token|id_token|refresh_token|[?&#]code=|[?&#]state=|session_state/;
    expect(page.url()).not.toMatch(secret);
    // The Navigation API lists this origin's entries of the tab's history, /callback included.
    const entries = await page.evaluate(() =>
      (window as unknown as { navigation: { entries(): { url: string | null }[] } }).navigation
        .entries()
        .map((entry) => entry.url ?? ''),
    );
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(entry, 'a history entry').not.toMatch(secret);
  });

  test('the apps’ logout page may be framed by the provider only', async ({ request, origins }) => {
    for (const origin of [origins.portalOrigin, origins.accountOrigin]) {
      const headers = (
        await request.get(`${origin}/callback/deconnexion?iss=x&sid=y`, { headers: { accept: 'text/html' } })
      ).headers();
      expect(headers['content-security-policy'], origin).toMatch(
        new RegExp(`(^|; )frame-ancestors ${origins.idpOrigin}(;|$)`),
      );
      expect(headers['content-security-policy']).toMatch(/(^|; )script-src 'self'(;|$)/);
      expect(headers['x-frame-options']).toBeUndefined();
    }
  });
});

test.describe('security of the provider’s responses', () => {
  const directive = (csp: string | undefined, name: string) =>
    (csp ?? '').split(/;\s*/).find((part) => part.startsWith(`${name} `));

  test('the sign-in form, the logout confirmation and the error page refuse framing, with a strict CSP', async ({
    request,
    origins,
  }) => {
    const discovery = (await (await request.get(discoveryUrl(origins.idpOrigin, policies.login))).json()) as {
      authorization_endpoint: string;
      end_session_endpoint: string;
      frontchannel_logout_supported?: boolean;
    };
    expect(discovery.frontchannel_logout_supported).toBe(true);
    const signIn = new URL(discovery.authorization_endpoint);
    for (const [name, value] of Object.entries({
      client_id: 'portail-web',
      redirect_uri: `${origins.portalOrigin}/callback`,
      response_type: 'id_token token',
      scope: 'openid',
      nonce: 'n',
      state: 's',
    }))
      signIn.searchParams.set(name, value);
    const pages = [
      await request.get(signIn.href, { headers: { accept: 'text/html' } }),
      await request.get(discovery.end_session_endpoint, { headers: { accept: 'text/html' } }),
      await request.get(
        `${discovery.end_session_endpoint}?post_logout_redirect_uri=https%3A%2F%2Failleurs.example%2F`,
        {
          headers: { accept: 'text/html' },
        },
      ),
    ];
    for (const response of pages) {
      const headers = response.headers();
      const csp = headers['content-security-policy'];
      expect(directive(csp, 'frame-ancestors'), response.url()).toBe("frame-ancestors 'none'");
      expect(directive(csp, 'style-src')).toBe("style-src 'self'");
      expect(directive(csp, 'script-src')).toMatch(/^script-src 'self'/);
      expect(csp).not.toContain('unsafe-inline');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('no-referrer');
    }
    expect(pages[2]?.status()).toBe(400);
  });

  test('the authorization endpoint’s prompt=none answer may be framed by the two apps only', async ({
    request,
    origins,
  }) => {
    const discovery = (await (await request.get(discoveryUrl(origins.idpOrigin, policies.login))).json()) as {
      authorization_endpoint: string;
    };
    const url = new URL(discovery.authorization_endpoint);
    for (const [name, value] of Object.entries({
      client_id: 'portail-web',
      redirect_uri: `${origins.portalOrigin}/callback/renouvellement.html`,
      response_type: 'id_token token',
      scope: 'openid',
      nonce: 'n',
      state: 's',
      prompt: 'none',
    }))
      url.searchParams.set(name, value);
    const headers = (await request.get(url.href, { maxRedirects: 0 })).headers();
    expect(directive(headers['content-security-policy'], 'frame-ancestors')).toBe(
      `frame-ancestors ${origins.portalOrigin} ${origins.accountOrigin}`,
    );
    expect(headers['x-frame-options']).toBeUndefined();
  });
});
