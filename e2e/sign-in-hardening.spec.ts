import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { clientIds, discoveryUrl, policies } from '@portail/contracts/local-defaults';
import { expect, test } from './fixtures.ts';
import { acceptFailedRequests } from './support/faults.ts';
import { hidePage, whenVitalsListen } from './support/page-visibility.ts';
import { createMember, signInAs, signInAsNewMember, type TestMember } from './support/account.ts';
import { fillProviderSignIn } from './support/sign-in.ts';
import { allowMemberMeasures, allowVisitorMeasures } from './support/privacy.ts';

/** A JWT-shaped value (header, claims, signature) carrying `label`, as a token in an address would be. */
function jwtShaped(label: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part({ sub: label, essai: true })}.c2lnbmF0dXJlLWVzc2Fp`;
}

const JWT_SHAPED = /eyJ[\w-]+\.[\w-]+\.[\w-]*/;
/** A sign-in parameter with its value, plain or URL-encoded, anywhere in a text. */
const SIGN_IN_PARAMETER =
  /(?:^|[?&#;,"'\s/]|%26|%3F|%23)(?:id_token|access_token|refresh_token|code|state|error|error_description)(?:=|%3D)/i;

interface SinkEvent {
  id: number;
  app: string;
  kind: string;
  payload: unknown;
}

async function sinkEvents(
  request: APIRequestContext,
  apiOrigin: string,
  kind?: string,
): Promise<SinkEvent[]> {
  const query = kind ? `kind=${kind}&limit=1000` : 'limit=1000';
  const response = await request.get(`${apiOrigin}/telemetry/events?${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { events: SinkEvent[] }).events;
}

async function waitForPaint(page: Page) {
  await page.waitForFunction(
    () =>
      performance.getEntriesByName('first-contentful-paint').length > 0 && document.readyState === 'complete',
  );
}

/** The vitals records whose address names `marker`. */
async function vitalsNaming(request: APIRequestContext, apiOrigin: string, marker: string) {
  return (await sinkEvents(request, apiOrigin, 'vitals'))
    .map((event) => JSON.stringify(event.payload))
    .filter((text) => text.includes(marker));
}

function expectNoSignInData(text: string, what: string) {
  expect(text, `${what} holds a JWT-shaped string`).not.toMatch(JWT_SHAPED);
  expect(text, `${what} holds a sign-in parameter`).not.toMatch(SIGN_IN_PARAMETER);
}

/** Signs in from the portal header through the provider's form; back on the portal. */
async function signInToPortal(page: Page, portalOrigin: string, email: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
  await fillProviderSignIn(page, email);
  await page.waitForURL((url) => url.origin === portalOrigin);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Se connecter' })).toHaveCount(0);
}

test.describe('hole 1: a token in any address the apps load is cleaned before any telemetry', () => {
  // Vitals leave only with the visitor's or member's agreement (issue 32 item 5).
  test.beforeEach(async ({ page, request }) => {
    await allowVisitorMeasures(page);
    await allowMemberMeasures(request, 'complet@exemple.ca');
  });

  for (const path of ['/', '/ohdio']) {
    for (const mode of ['fragment', 'query'] as const) {
      test(`the portal at ${path} with tokens in the ${mode} keeps none in its address nor in web vitals`, async ({
        page,
        request,
        origins,
      }) => {
        const marker = randomUUID();
        const token = jwtShaped(marker);
        const answer = `id_token=${token}&access_token=${token}&state=s.${marker}&code=c-${marker}`;
        const address =
          mode === 'fragment'
            ? `${path}?vitals=force&essai=${marker}#${answer}`
            : `${path}?vitals=force&essai=${marker}&${answer}`;
        await page.goto(address);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expectNoSignInData(page.url(), 'the address');
        expect(new URL(page.url()).searchParams.get('essai')).toBe(marker);
        await waitForPaint(page);
        await whenVitalsListen(page);
        const beacon = page.waitForRequest((sent) => sent.url().endsWith('/trace/vitals'));
        await hidePage(page);
        await beacon;
        await expect.poll(() => vitalsNaming(request, origins.apiOrigin, marker)).toHaveLength(1);
        expectNoSignInData(
          (await vitalsNaming(request, origins.apiOrigin, marker))[0] ?? '',
          'the vitals record',
        );
      });
    }
  }

  for (const path of ['/', '/ohdio']) {
    for (const mode of ['fragment', 'query'] as const) {
      test(`a provider link with prompt=none back to the portal's ${path} (${mode}) leaks no token`, async ({
        page,
        request,
        origins,
      }) => {
        await page.goto('/');
        await signInToPortal(page, origins.portalOrigin, 'complet@exemple.ca');
        const marker = randomUUID();
        const discovery = await request.get(discoveryUrl(origins.idpOrigin, policies.login_cbc));
        const { authorization_endpoint: endpoint } = (await discovery.json()) as {
          authorization_endpoint: string;
        };
        const link = new URL(endpoint);
        link.searchParams.set('client_id', clientIds.portal);
        link.searchParams.set('redirect_uri', `${origins.portalOrigin}${path}?vitals=force&essai=${marker}`);
        link.searchParams.set('response_type', mode === 'fragment' ? 'id_token token' : 'code');
        if (mode === 'query') link.searchParams.set('response_mode', 'query');
        link.searchParams.set('scope', 'openid profile account.info');
        link.searchParams.set('nonce', marker);
        link.searchParams.set('state', marker);
        link.searchParams.set('prompt', 'none');
        await page.goto(link.href);
        // A provider that refuses an unregistered return address stays on its own origin: no leak either.
        if (new URL(page.url()).origin === origins.portalOrigin) {
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          expectNoSignInData(page.url(), 'the address');
          await waitForPaint(page);
          await whenVitalsListen(page);
          const beacon = page.waitForRequest((sent) => sent.url().endsWith('/trace/vitals'));
          await hidePage(page);
          await beacon;
          await expect.poll(() => vitalsNaming(request, origins.apiOrigin, marker)).toHaveLength(1);
        }
        for (const record of await vitalsNaming(request, origins.apiOrigin, marker)) {
          expectNoSignInData(record, 'the vitals record');
        }
      });
    }
  }

  test('Mon compte keeps no token from its address and shows the member', async ({
    page,
    request,
    origins,
  }) => {
    const member = await signInAsNewMember(page, request, { label: 'adresse' });
    const token = jwtShaped(member.rcId);
    await page.goto(`${origins.accountOrigin}/?id_token=${token}&code=abc#access_token=${token}&state=x`);
    await expect(page.getByLabel('Adresse courriel')).toHaveValue(member.email);
    expectNoSignInData(page.url(), 'the address');
  });
});

test.describe('hole 2: renewal never swaps the member', () => {
  test('a silent renewal that brings another member signs Mon compte out instead of showing A with B’s token', async ({
    page,
    context,
    request,
    origins,
  }) => {
    const [memberA, memberB] = await Promise.all([
      createMember(request, { label: 'membre-a' }),
      createMember(request, { label: 'membre-b' }),
    ]);
    await page.clock.install();
    await signInAs(page, memberA);
    // The provider session switches to B: another tab signs in to the portal as B.
    await context.clearCookies();
    const portal = await context.newPage();
    await portal.goto(origins.portalOrigin);
    await signInToPortal(portal, origins.portalOrigin, memberB.email);
    await portal.close();
    // Mon compte's next silent renewal (the wrapper's one-hour lead before the tokens' 24-hour
    // expiry, SPEC.md §4.2) asks the provider again.
    await page.clock.fastForward('23:10:00');
    await expect(page.getByRole('heading', { name: 'Vous êtes déconnecté' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByLabel('Adresse courriel')).toHaveCount(0);
    const stored = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.endsWith('Token')),
    );
    expect(stored).toEqual([]);
  });
});

test.describe('hole 3: no token in any address the apps request', () => {
  test('the newsletters page sends its token in request bodies and headers only', async ({
    page,
    request,
    origins,
  }) => {
    const member = await createMember(request, { label: 'infolettres' });
    const requested: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().startsWith(origins.apiOrigin)) requested.push(sent.url());
    });
    await signInAs(page, member, '/infolettres');
    await expect(page.getByRole('heading', { level: 1, name: 'Mes infolettres' })).toBeVisible();
    const token = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.endsWith('.accessToken'));
      return key ? localStorage.getItem(key) : null;
    });
    expect(token).not.toBeNull();
    expect(requested.some((url) => url.includes('/graphql'))).toBe(true);
    for (const url of requested) {
      expectNoSignInData(decodeURIComponent(url), `the request ${url.slice(0, 80)}`);
      expect(url).not.toMatch(/token/i);
    }
  });
});

test.describe('hole 4: no blank page, no foreign return target', () => {
  test('Mon compte shows « Réessayer » when a page’s chunk answers 503, after one automatic reload', async ({
    page,
    request,
    origins,
    pageErrors,
  }) => {
    await signInAsNewMember(page, request, { label: 'morceau' });
    let refused = 0;
    await page.route(/\/assets\/NewslettersPage-[\w-]+\.js$/, (route) => {
      refused += 1;
      return route.fulfill({ status: 503, body: 'Service indisponible' });
    });
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.goto(`${origins.accountOrigin}/infolettres`);
    await expect(page.getByRole('heading', { name: 'Cette page n’a pas pu s’afficher' })).toBeVisible({
      timeout: 15_000,
    });
    expect(refused).toBeGreaterThanOrEqual(2);
    expect(loads).toBe(2);
    await expect
      .poll(async () =>
        (await sinkEvents(request, origins.apiOrigin, 'diagnostic'))
          .filter((event) => event.app === 'profile')
          .some((event) => JSON.stringify(event.payload).includes('NewslettersPage')),
      )
      .toBe(true);
    await page.unroute(/\/assets\/NewslettersPage-[\w-]+\.js$/);
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mes infolettres' })).toBeVisible();
    acceptFailedRequests(pageErrors);
  });

  test('the portal shows « Réessayer » when an application’s chunk answers 503', async ({
    page,
    pageErrors,
  }) => {
    await page.route(/\/assets\/ohdio-app-[\w-]+\.js$/, (route) =>
      route.fulfill({ status: 503, body: 'Service indisponible' }),
    );
    await page.goto('/ohdio');
    await expect(page.getByRole('heading', { name: 'Cette page n’a pas pu s’afficher' })).toBeVisible({
      timeout: 15_000,
    });
    await page.unroute(/\/assets\/ohdio-app-[\w-]+\.js$/);
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Cette page n’a pas pu s’afficher');
    await expect(page).toHaveURL(/\/ohdio$/);
    acceptFailedRequests(pageErrors);
    const kept = pageErrors.filter((error) => !error.includes('/ohdio'));
    pageErrors.splice(0, pageErrors.length, ...kept);
  });

  const hostile = (origin: string) => [`${origin}//evil.invalid/x`, '//evil.invalid/x', '/\\evil.invalid/x'];
  for (const app of ['portal', 'account'] as const) {
    test(`the ${app === 'portal' ? 'portal' : 'Mon compte'} callback never follows a state to another host`, async ({
      page,
      origins,
      pageErrors,
    }) => {
      const origin = app === 'portal' ? origins.portalOrigin : origins.accountOrigin;
      const leaving: string[] = [];
      page.on('request', (sent) => {
        if (sent.url().includes('evil.invalid')) leaving.push(sent.url());
      });
      for (const redirect of hostile(origin)) {
        const payload = Buffer.from(JSON.stringify({ redirect })).toString('base64url');
        await page.goto(`${origin}/callback#state=etat.${payload}&error=access_denied&error_description=non`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const url = new URL(page.url());
        expect(url.origin, redirect).toBe(origin);
        expect(url.pathname.startsWith('//'), redirect).toBe(false);
        expect(page.url()).not.toContain('evil.invalid');
      }
      expect(leaving).toEqual([]);
      // The refused answer is reported as the console warning of a failed callback, never an error.
      expect(pageErrors).toEqual([]);
    });
  }
});

test.describe('every tab follows a sign-in or a sign-out', () => {
  test('the portal header of another tab follows a sign-in and a sign-out without a reload', async ({
    page,
    context,
    origins,
  }) => {
    const other = await context.newPage();
    await other.goto('/ohdio');
    await page.goto('/');
    const otherHeader = other.getByRole('banner');
    await expect(otherHeader.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await signInToPortal(page, origins.portalOrigin, 'complet@exemple.ca');
    await expect(otherHeader.getByRole('button', { name: 'Se connecter' })).toHaveCount(0);
    await expect(otherHeader.getByRole('button', { name: /Geneviève/ })).toBeVisible();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Geneviève/ })
      .click();
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(otherHeader.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  });

  test('Mon compte in another tab shows the signed-out screen when the member signs out', async ({
    page,
    context,
    request,
    origins,
  }) => {
    const member: TestMember = await createMember(request, { label: 'onglets' });
    await signInAs(page, member);
    const other = await context.newPage();
    await other.goto(`${origins.accountOrigin}/avatar`);
    await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(other.getByRole('heading', { name: 'Vous êtes déconnecté' })).toBeVisible();
  });
});

test.describe('telemetry after a full signed-in session', () => {
  test('no sink keeps a JWT-shaped string or a sign-in parameter', async ({ page, request, origins }) => {
    const member = await createMember(request, { label: 'telemetrie' });
    // Every sink gets what it can (issue 32 item 5: nothing optional without agreement).
    await allowVisitorMeasures(page);
    await allowMemberMeasures(request, member.email);
    const marker = randomUUID();
    const token = jwtShaped(marker);
    // The portal: a sampled page view, a member, an error, a navigation, a hostile address.
    await page.goto(`/?vitals=force&essai=${marker}`);
    await signInToPortal(page, origins.portalOrigin, member.email);
    await page.goto(`/ohdio?vitals=force&essai=${marker}#access_token=${token}&id_token=${token}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate((text) => {
      window.dispatchEvent(
        new ErrorEvent('error', {
          message: `Erreur ${text} ${location.href} Bearer ${text}`,
          filename: `${location.origin}/essai.js#access_token=${text}`,
          error: new Error(`jeton ${text} https://x.test/?code=abc&state=def`),
        }),
      );
    }, token);
    await waitForPaint(page);
    await hidePage(page);
    // Mon compte: a profile save and the newsletters page. The provider session of the portal's
    // sign-in signs Mon compte in without its form (single sign-on).
    await page.goto(`${origins.accountOrigin}/`);
    await expect(page.getByLabel('Adresse courriel')).toHaveValue(member.email);
    await page.getByLabel('Prénom').fill('Camille');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.goto(`${origins.accountOrigin}/infolettres`);
    await expect(page.getByRole('heading', { level: 1, name: 'Mes infolettres' })).toBeVisible();
    await expect
      .poll(async () =>
        (await sinkEvents(request, origins.apiOrigin)).some((event) =>
          JSON.stringify(event.payload).includes(marker),
        ),
      )
      .toBe(true);

    const events = await sinkEvents(request, origins.apiOrigin);
    const pageViews = await (await request.get(`${origins.apiOrigin}/analytics/page-views`)).text();
    const listing = await (await request.get(`${origins.apiOrigin}/telemetrie`)).text();
    for (const event of events)
      expectNoSignInData(JSON.stringify(event.payload), `${event.kind} #${event.id}`);
    expectNoSignInData(pageViews, 'the page-view records');
    expect(listing).not.toMatch(JWT_SHAPED);
  });
});
