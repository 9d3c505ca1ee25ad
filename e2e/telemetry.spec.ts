import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { hidePage, whenVitalsListen } from './support/page-visibility.ts';
import { allowVisitorMeasures } from './support/privacy.ts';

interface SinkEvent {
  id: number;
  receivedAt: string;
  app: string;
  kind: string;
  payload: unknown;
}

/** What the local telemetry sinks received, newest first. */
async function sinkEvents(request: APIRequestContext, apiOrigin: string, kind: string): Promise<SinkEvent[]> {
  const response = await request.get(`${apiOrigin}/telemetry/events?kind=${kind}&limit=1000`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { events: SinkEvent[] }).events;
}

test.describe('page-view analytics', () => {
  // Page views leave only with the visitor's agreement (issue 32 item 5; e2e/privacy.spec.ts without it).
  test.beforeEach(({ page }) => allowVisitorMeasures(page));

  test('each navigation posts a page-view record that the analytics sink keeps', async ({
    page,
    request,
    origins,
  }) => {
    const pageView = (path: string) =>
      page.waitForResponse(
        (response) =>
          response.url() === `${origins.apiOrigin}/analytics/page-views` &&
          response.request().method() === 'POST' &&
          (JSON.parse(response.request().postData() ?? '{}') as { pageId?: string }).pageId === path,
      );
    const home = pageView('/');
    await page.goto('/');
    expect((await home).status()).toBe(201);

    // The record is posted with fetch keepalive (it outlives the page), whose answer has no body for
    // the test to read: the sink's listing says what it kept.
    const pageViewRecords = async () => {
      const { records } = (await (await request.get(`${origins.apiOrigin}/analytics/page-views`)).json()) as {
        records: { id: number; pageId?: string }[];
      };
      return records;
    };
    const before = Math.max(0, ...(await pageViewRecords()).map((record) => record.id));
    const ohdio = pageView('/ohdio');
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'OHdio' })
      .click();
    await expect(page).toHaveURL(/\/ohdio$/);
    expect((await ohdio).status()).toBe(201);

    let stored: Record<string, unknown> | undefined;
    await expect
      .poll(async () => {
        stored = (await pageViewRecords()).find((record) => record.id > before && record.pageId === '/ohdio');
        return stored !== undefined;
      })
      .toBe(true);
    expect(stored).toMatchObject({
      pageId: '/ohdio',
      separator: '|',
      bitrate: 800,
      accountId: expect.any(String),
      domain: expect.any(String),
      metrics: { pageName: expect.any(String), application: 'site-web' },
    });
  });
});

test.describe('web vitals and diagnostics', () => {
  test.beforeEach(({ page }) => allowVisitorMeasures(page));

  test('a forced vitals sample and a reported error arrive at the sinks when the page is hidden', async ({
    page,
    request,
    origins,
  }) => {
    const marker = randomUUID();
    await page.goto(`/ohdio?vitals=force&essai=${marker}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // FCP and TTFB are known once the page has painted and loaded.
    await page.waitForFunction(
      () =>
        performance.getEntriesByName('first-contentful-paint').length > 0 &&
        document.readyState === 'complete',
    );
    await page.evaluate((text) => {
      window.dispatchEvent(
        new ErrorEvent('error', {
          message: text,
          filename: 'essai.js',
          lineno: 1,
          colno: 2,
          error: new Error(text),
        }),
      );
    }, `Erreur d’essai ${marker}`);

    await whenVitalsListen(page);
    const vitalsBeacon = page.waitForRequest(`${origins.apiOrigin}/ohdio/trace/vitals`);
    const diagnosticBeacon = page.waitForRequest(`${origins.apiOrigin}/ohdio/trace/diagnostic`);
    await hidePage(page);
    await Promise.all([vitalsBeacon, diagnosticBeacon]);

    const vitalsOfThisPage = async () =>
      (await sinkEvents(request, origins.apiOrigin, 'vitals'))
        .map((event) => event.payload as Record<string, unknown>)
        .filter((payload) => String(payload.url).includes(marker));
    await expect.poll(vitalsOfThisPage).toHaveLength(1);
    expect((await vitalsOfThisPage())[0]).toEqual({
      url: `${origins.portalOrigin}/ohdio?vitals=force&essai=${marker}`,
      cookie: expect.any(String),
      app: 'ohdio',
      routePath: '/ohdio',
      useragent: expect.stringContaining('Chrome'),
      width: 1280,
      height: 720,
      metrics: expect.objectContaining({ FCP: expect.any(Number), TTFB: expect.any(Number) }),
    });

    await expect
      .poll(async () =>
        (await sinkEvents(request, origins.apiOrigin, 'diagnostic')).flatMap(
          (event) => event.payload as Record<string, unknown>[],
        ),
      )
      .toContainEqual({
        event: 'error',
        source: 'essai.js:1:2',
        app: 'ohdio',
        error: expect.stringContaining(`Erreur d’essai ${marker}`),
      });
  });

  test('sends no vitals from a local host unless a test forces it', async ({ page, request, origins }) => {
    const marker = randomUUID();
    const vitalsRequests: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith('/trace/vitals')) vitalsRequests.push(sent.url());
    });
    await page.goto(`/ohdio?essai=${marker}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    await page.evaluate((text) => window.dispatchEvent(new ErrorEvent('error', { message: text })), marker);
    await hidePage(page);
    // The diagnostic leaves in the same page-hide pass as vitals would: once it has arrived, so would they.
    await expect
      .poll(async () =>
        (await sinkEvents(request, origins.apiOrigin, 'diagnostic')).some((event) =>
          JSON.stringify(event.payload).includes(marker),
        ),
      )
      .toBe(true);
    const vitals = await sinkEvents(request, origins.apiOrigin, 'vitals');
    expect(vitals.filter((event) => JSON.stringify(event.payload).includes(marker))).toEqual([]);
    expect(vitalsRequests).toEqual([]);
  });
});

test.describe('logs', () => {
  test('a page without analytics page name is logged as an error, sent when the page is hidden', async ({
    page,
    request,
    origins,
  }) => {
    const path = `/introuvable-${randomUUID()}`;
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    await hidePage(page);
    await expect
      .poll(async () =>
        (await sinkEvents(request, origins.apiOrigin, 'message')).flatMap(
          (event) => event.payload as Record<string, unknown>[],
        ),
      )
      .toContainEqual(
        expect.objectContaining({
          level: 'error',
          message: `Analytics page name is required (page ${path})`,
          context: expect.objectContaining({ code: 'ANALYTICS_PAGE_NAME_MISSING', statusCode: 404 }),
        }),
      );
  });
});

test.describe('service worker and push notifications', () => {
  test.use({ serviceWorkers: 'allow' });

  test('registers /sw.js, served under the strict content security policy', async ({
    page,
    request,
    origins,
  }) => {
    const script = await request.get(`${origins.portalOrigin}/sw.js`);
    expect(script.status()).toBe(200);
    expect(script.headers()['content-type']).toMatch(/javascript/);
    expect(script.headers()['cache-control']).toBe('no-cache');
    expect(script.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(script.headers()['content-security-policy']).toContain("worker-src 'self'");

    await page.goto('/');
    const scriptUrl = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL;
    });
    expect(scriptUrl).toBe(`${origins.portalOrigin}/sw.js?api=${encodeURIComponent(origins.apiOrigin)}`);
  });

  test('the French alerts switch subscribes and unsubscribes, and the sink shows it', async ({
    page,
    request,
    origins,
    expectAccessible,
  }) => {
    const endpoint = `https://push.exemple.test/abonnement/${randomUUID()}`;
    // Headless Chromium has no push service: a stand-in PushManager answers like a browser would.
    await page.addInitScript((pushEndpoint) => {
      let current: PushSubscription | null = null;
      const subscription = {
        endpoint: pushEndpoint,
        expirationTime: null,
        toJSON: () => ({
          endpoint: pushEndpoint,
          expirationTime: null,
          keys: { p256dh: 'cle-publique', auth: 'jeton' },
        }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      } as unknown as PushSubscription;
      PushManager.prototype.getSubscription = async () => current;
      PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
        document.documentElement.dataset.essaiCleServeur = String(options?.applicationServerKey ?? '');
        current = subscription;
        return subscription;
      };
    }, endpoint);

    await page.goto('/');
    const alerts = page.getByRole('complementary', { name: 'Notifications' });
    const toggle = alerts.getByRole('switch', { name: 'Alertes « Sur le vif »' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expectAccessible();

    // The worker takes the page's requests once it controls it, so the sink, not the response, says
    // what reached the server.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(alerts.getByRole('status')).toHaveText('Les alertes « Sur le vif » sont activées.');
    // The browser was asked to subscribe with the push service's VAPID public key.
    const { publicKey } = (await (
      await request.get(`${origins.apiOrigin}/push/surLeVif/vapid-public-key`)
    ).json()) as { publicKey: string };
    await expect(page.locator('html')).toHaveAttribute('data-essai-cle-serveur', publicKey);

    const sink = await page.context().newPage();
    await sink.goto(`${origins.apiOrigin}/telemetrie`);
    await expect(sink.getByRole('heading', { level: 1, name: 'Télémétrie reçue' })).toBeVisible();
    await expect(sink.getByRole('region', { name: 'Abonnements aux notifications' })).toContainText(endpoint);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(alerts.getByRole('status')).toHaveText('Les alertes « Sur le vif » sont désactivées.');

    await sink.reload();
    await expect(sink.getByRole('region', { name: 'Abonnements aux notifications' })).not.toContainText(
      endpoint,
    );
    const rows = sink.getByRole('row').filter({ hasText: endpoint });
    await expect(rows.first()).toContainText('Désabonnement push');
    await expect(rows.nth(1)).toContainText('Abonnement push');
    await sink.close();
  });
});

test.describe('online status', () => {
  test('the alerts switch waits for the connection to come back', async ({ page, context }) => {
    await page.goto('/');
    const alerts = page.getByRole('complementary', { name: 'Notifications' });
    const toggle = alerts.getByRole('switch', { name: 'Alertes « Sur le vif »' });
    await expect(toggle).toHaveAttribute('aria-disabled', 'false');
    await context.setOffline(true);
    await expect(toggle).toHaveAttribute('aria-disabled', 'true');
    await expect(alerts.getByRole('status')).toHaveText(
      'Vous êtes hors ligne : les alertes pourront être modifiées au retour de la connexion.',
    );
    await context.setOffline(false);
    await expect(toggle).toHaveAttribute('aria-disabled', 'false');
    await expect(alerts.getByRole('status')).toHaveText('');
  });
});

test.describe('the telemetry page of the local services', () => {
  test('lists what arrived, newest first, in French, and passes an accessibility scan', async ({
    page,
    request,
    origins,
    expectAccessible,
  }) => {
    const marker = randomUUID();
    await request.post(`${origins.apiOrigin}/news/trace/message`, {
      data: [{ level: 'info', message: `premier ${marker}` }],
    });
    await request.post(`${origins.apiOrigin}/news/trace/message`, {
      data: [{ level: 'info', message: `second ${marker}` }],
    });
    await page.goto(`${origins.apiOrigin}/telemetrie`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page).toHaveTitle(/Télémétrie reçue/);
    const rows = page.getByRole('row').filter({ hasText: marker });
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(`second ${marker}`);
    await expect(rows.nth(1)).toContainText(`premier ${marker}`);
    await expectAccessible();
  });
});
