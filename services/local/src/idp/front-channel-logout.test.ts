import { decodeJwt } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '@portail/contracts';
import { clientIds, policies } from '@portail/contracts/local-defaults';
import { createEndedSessions } from './ended-sessions.ts';
import {
  authorizeUrl,
  callbackParams,
  createTestBrowser,
  signInThroughForm,
  walkSignOutChain,
  type Navigation,
} from './testing.ts';
import { useTestProvider } from './test-bed.ts';

// Whole sign-in journeys over HTTP: room for a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const { idp, browser } = useTestProvider();

/** Signs in on the portal (form), then on Mon compte through the provider's session. */
async function signedInToBothApps() {
  const portal = callbackParams(
    await signInThroughForm(browser, authorizeUrl(idp, policies.login), {
      email: 'complet@exemple.ca',
      password: DEMO_PASSWORD,
    }),
  );
  const accountAnswer = await browser.navigate(
    authorizeUrl(idp, policies.login, {
      client_id: clientIds.account,
      redirect_uri: `${idp.config.accountOrigin}/callback`,
    }),
  );
  if (accountAnswer.kind !== 'redirect-out') throw new Error('Mon compte was not signed in by the session');
  const account = callbackParams(accountAnswer.url);
  return {
    portalIdToken: portal.get('id_token') ?? '',
    portalAccessToken: portal.get('access_token') ?? '',
    accountIdToken: account.get('id_token') ?? '',
  };
}

function logoutUrl(params: Record<string, string>): string {
  const url = new URL(idp.endpoint(policies.login, 'logout'));
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}

async function confirm(
  page: Navigation,
  form: Record<string, string> = { logout: 'yes' },
): Promise<Navigation> {
  if (page.kind !== 'page') throw new Error('expected the logout page');
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.html)?.[1] ?? '';
  const action = /<form[^>]*action="([^"]+)"/.exec(page.html)?.[1] ?? '';
  return browser.navigate(new URL(action, page.url).href, { method: 'POST', form: { xsrf, ...form } });
}

const silentRenewal = async () => {
  const result = await browser.navigate(authorizeUrl(idp, policies.login, { prompt: 'none' }));
  if (result.kind !== 'redirect-out') throw new Error('prompt=none showed a page');
  return callbackParams(result.url);
};

describe('front-channel logout (single sign-out across the apps)', () => {
  it('advertises front-channel logout with session parameters in discovery', async () => {
    const discovery = (await (await fetch(idp.discoveryUrl(policies.login))).json()) as Record<
      string,
      unknown
    >;
    expect(discovery.frontchannel_logout_supported).toBe(true);
    expect(discovery.frontchannel_logout_session_supported).toBe(true);
  });

  it('names the session in every ID token and access token (sid), one per app', async () => {
    const tokens = await signedInToBothApps();
    const portalSid = decodeJwt(tokens.portalIdToken).sid;
    expect(typeof portalSid).toBe('string');
    expect(decodeJwt(tokens.portalAccessToken).sid).toBe(portalSid);
    expect(decodeJwt(tokens.accountIdToken).sid).not.toBe(portalSid);
  });

  it('with the session’s id_token_hint, signs out at once, frames both apps’ logout pages with iss and sid, visits the other app, then returns to the registered address', async () => {
    const tokens = await signedInToBothApps();
    const page = await browser.navigate(
      logoutUrl({
        id_token_hint: tokens.portalIdToken,
        post_logout_redirect_uri: `${idp.config.portalOrigin}/`,
      }),
    );
    if (page.kind !== 'page') throw new Error('expected the logout page');
    expect(page.html).toContain('src="/ressources/deconnexion.js"');
    const walk = await walkSignOutChain(browser, idp.idpOrigin, await confirm(page));
    const logoutPage = (origin: string, idToken: string) => {
      const url = new URL('/callback/deconnexion', origin);
      url.searchParams.set('iss', idp.issuer);
      url.searchParams.set('sid', String(decodeJwt(idToken).sid));
      return url.href;
    };
    expect(walk.frames.sort()).toEqual(
      [
        logoutPage(idp.config.portalOrigin, tokens.portalIdToken),
        logoutPage(idp.config.accountOrigin, tokens.accountIdToken),
      ].sort(),
    );
    // the portal asked and has already forgotten its tokens: only Mon compte is visited top-level
    expect(walk.visits).toEqual([logoutPage(idp.config.accountOrigin, tokens.accountIdToken)]);
    expect(walk.final).toEqual({ kind: 'redirect-out', url: `${idp.config.portalOrigin}/` });
    expect((await silentRenewal()).get('error')).toBe('interaction_required');
    const ended = createEndedSessions(idp.db, { keepSeconds: 3600 });
    expect(ended.isEnded(String(decodeJwt(tokens.portalAccessToken).sid))).toBe(true);
    expect(ended.isEnded(String(decodeJwt(tokens.accountIdToken).sid))).toBe(true);
    // the continuation, once the chain is over, goes nowhere but the provider's own page
    const after = await browser.navigate(new URL('/deconnexion/suite', idp.idpOrigin).href);
    expect(after).toMatchObject({ kind: 'page', status: 200 });
  });

  it('ends the whole session, every app’s sid included, even for a confirmation posted without logout=yes', async () => {
    const tokens = await signedInToBothApps();
    const page = await browser.navigate(
      logoutUrl({
        id_token_hint: tokens.portalIdToken,
        post_logout_redirect_uri: `${idp.config.portalOrigin}/`,
      }),
    );
    // oidc-provider would end only the portal's part and keep the session for Mon compte, whose sid
    // the chain then ended while its session went on; B2C's sign-out ends the session.
    const walk = await walkSignOutChain(browser, idp.idpOrigin, await confirm(page, {}));
    expect(walk.frames.map((url) => new URL(url).origin).sort()).toEqual(
      [idp.config.portalOrigin, idp.config.accountOrigin].sort(),
    );
    const ended = createEndedSessions(idp.db, { keepSeconds: 3600 });
    expect(ended.isEnded(String(decodeJwt(tokens.portalIdToken).sid))).toBe(true);
    expect(ended.isEnded(String(decodeJwt(tokens.accountIdToken).sid))).toBe(true);
    expect((await silentRenewal()).get('error')).toBe('interaction_required');
  });

  it('without a hint, a cross-site GET of the logout endpoint ends nothing: the member must press « Se déconnecter »', async () => {
    await signedInToBothApps();
    const cookie = browser.jar.header(logoutUrl({})) ?? '';
    const response = await fetch(logoutUrl({}), {
      headers: {
        cookie,
        'sec-fetch-site': 'cross-site',
        'sec-fetch-mode': 'navigate',
        'sec-fetch-dest': 'document',
      },
      redirect: 'manual',
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Voulez-vous vous déconnecter de Portail sur cet appareil?');
    expect(html).toContain('>Se déconnecter</button>');
    expect(html).not.toContain('<script');
    expect((await silentRenewal()).get('access_token')).toBeTruthy();
  });

  it('asks for confirmation when the hint is of another session, which goes on', async () => {
    const earlier = await signedInToBothApps();
    const other = createTestBrowser(idp.idpOrigin);
    const page = await other.navigate(logoutUrl({ id_token_hint: earlier.portalIdToken }));
    // another browser has no session: nothing to confirm, nothing ended here
    expect(page.kind).toBe('page');
    const here = await browser.navigate(
      logoutUrl({ id_token_hint: earlier.portalIdToken.replace(/.$/, 'A') }),
    );
    expect(here.kind).toBe('page');
    const signedInAgain = await signedInToBothApps();
    expect(decodeJwt(signedInAgain.portalIdToken).sid).toBe(decodeJwt(earlier.portalIdToken).sid);
    expect((await silentRenewal()).get('access_token')).toBeTruthy();
  });

  it('sends an app that signs out with an ended session’s tokens straight back, leaving the next member’s session alone', async () => {
    const earlier = await signedInToBothApps();
    const page = await browser.navigate(logoutUrl({ id_token_hint: earlier.portalIdToken }));
    await walkSignOutChain(browser, idp.idpOrigin, await confirm(page));
    await signInThroughForm(browser, authorizeUrl(idp, policies.login), {
      email: 'abonne@exemple.ca',
      password: DEMO_PASSWORD,
    });
    // Mon compte, which the chain did not reach, got 401 with A's tokens and signs out with them
    const stale = await browser.navigate(
      logoutUrl({
        id_token_hint: earlier.accountIdToken,
        post_logout_redirect_uri: `${idp.config.accountOrigin}/`,
        state: 'etat-2',
      }),
    );
    expect(stale).toEqual({ kind: 'redirect-out', url: `${idp.config.accountOrigin}/?state=etat-2` });
    const renewed = await silentRenewal();
    expect(decodeJwt(renewed.get('id_token') ?? '').email).toBe('abonne@exemple.ca');
  });

  it('honours a registered post_logout_redirect_uri without id_token_hint nor client_id, after the member confirms', async () => {
    await signedInToBothApps();
    const page = await browser.navigate(
      logoutUrl({ post_logout_redirect_uri: `${idp.config.accountOrigin}/`, state: 'etat-1' }),
    );
    if (page.kind !== 'page') throw new Error('expected the confirmation page');
    expect(page.html).not.toContain('<script');
    const walk = await walkSignOutChain(browser, idp.idpOrigin, await confirm(page));
    // without the session's hint nothing says that the app named by the address (Mon compte) has
    // forgotten its tokens: every app is visited top-level
    expect(walk.visits.map((url) => new URL(url).origin).sort()).toEqual(
      [idp.config.portalOrigin, idp.config.accountOrigin].sort(),
    );
    expect(walk.final).toEqual({ kind: 'redirect-out', url: `${idp.config.accountOrigin}/?state=etat-1` });
  });

  it('answers an unregistered post_logout_redirect_uri with the French error page and ends nothing', async () => {
    await signedInToBothApps();
    const requests: Record<string, string>[] = [
      { post_logout_redirect_uri: 'https://ailleurs.example/' },
      { post_logout_redirect_uri: 'https://ailleurs.example/', client_id: clientIds.portal },
    ];
    for (const params of requests) {
      const cookie = browser.jar.header(logoutUrl({})) ?? '';
      const page = await fetch(logoutUrl(params), {
        headers: { cookie, accept: 'text/html' },
        redirect: 'manual',
      });
      expect(page.status).toBe(400);
      expect(await page.text()).toContain('La demande de connexion est invalide.');
    }
    expect((await silentRenewal()).get('access_token')).toBeTruthy();
  });
});

describe('security headers of the provider’s answers', () => {
  const directive = (csp: string | null, name: string) =>
    (csp ?? '').split(/;\s*/).find((part) => part.startsWith(`${name} `));

  it('refuse framing of every page (sign-in form, logout, errors) and keep scripts and styles to the provider', async () => {
    const signIn = await fetch(authorizeUrl(idp, policies.login), { redirect: 'follow' });
    const logout = await fetch(logoutUrl({}));
    const error = await fetch(logoutUrl({ post_logout_redirect_uri: 'https://ailleurs.example/' }), {
      headers: { accept: 'text/html' },
    });
    const keys = await fetch(idp.endpoint(policies.login, 'keys'));
    for (const response of [signIn, logout, error, keys]) {
      const csp = response.headers.get('content-security-policy');
      expect(directive(csp, 'frame-ancestors'), response.url).toBe("frame-ancestors 'none'");
      // oidc-provider's one form_post script (a sign-out without a session) is allowed by its hash
      expect(directive(csp, 'script-src')).toMatch(/^script-src 'self'( 'sha256-[\w+/=]+')?$/);
      expect(csp).not.toContain('unsafe-inline');
      expect(directive(csp, 'style-src')).toBe("style-src 'self'");
      expect(directive(csp, 'form-action')).toBe(
        `form-action 'self' ${idp.config.portalOrigin} ${idp.config.accountOrigin}`,
      );
      expect(directive(csp, 'frame-src')).toBeUndefined();
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('let only the two apps frame the authorization endpoint’s answers (hidden-iframe renewal)', async () => {
    const response = await fetch(authorizeUrl(idp, policies.login, { prompt: 'none' }), {
      redirect: 'manual',
    });
    const csp = response.headers.get('content-security-policy');
    expect(directive(csp, 'frame-ancestors')).toBe(
      `frame-ancestors ${idp.config.portalOrigin} ${idp.config.accountOrigin}`,
    );
    expect(response.headers.get('x-frame-options')).toBeNull();
  });

  it('let the front-channel page frame the apps’ logout pages, and nothing frame it', async () => {
    const tokens = await signedInToBothApps();
    const page = await browser.navigate(logoutUrl({ id_token_hint: tokens.portalIdToken }));
    await confirm(page);
    const cookie = browser.jar.header(new URL('/deconnexion/applications', idp.idpOrigin).href) ?? '';
    const response = await fetch(new URL('/deconnexion/applications', idp.idpOrigin), {
      headers: { cookie },
    });
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy');
    expect(directive(csp, 'frame-src')).toBe(
      `frame-src ${idp.config.portalOrigin} ${idp.config.accountOrigin}`,
    );
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});
