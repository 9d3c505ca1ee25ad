import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { offlineNotice, offlineSaveKept } from '@portail/ui/messages';
import { expect, test } from './fixtures.ts';
import { acceptFailedRequests } from './support/faults.ts';
import { hidePage } from './support/page-visibility.ts';
import { signInAsNewMember, statusBar } from './support/account.ts';
import { allowVisitorMeasures } from './support/privacy.ts';

/**
 * Bad networks (issue 19): the portal opens offline from its service worker and says so, the pages
 * already seen keep working from their cached page data, GETs are retried, telemetry waits for the
 * network, and a Mon compte save attempted offline keeps what was typed.
 */

/** Waits until /sw.js (registered 2 s after start) controls the page and has stored the shell. */
async function waitForOfflineWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
  await page.waitForFunction(async () => (await caches.keys()).some((name) => name.endsWith('-coquille')));
}

// Service-worker installs, retries and sign-ins on a shared machine: generous waits, no timing asserted.
test.describe.configure({ timeout: 120_000 });
const long = { timeout: 30_000 };

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });
const offlineStatus = (page: Page) => page.getByRole('status').filter({ hasText: offlineNotice });

interface SinkEvent {
  payload: unknown;
}

async function loggedMessages(request: APIRequestContext, apiOrigin: string): Promise<string[]> {
  const response = await request.get(`${apiOrigin}/telemetry/events?kind=message&limit=1000`);
  const { events } = (await response.json()) as { events: SinkEvent[] };
  return events.flatMap((event) => (event.payload as { message: string }[]).map((entry) => entry.message));
}

test.describe('the portal offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('opens from its service worker when the network is gone, and says so in a live region', async ({
    page,
    context,
    expectAccessible,
  }) => {
    await page.goto('/');
    await waitForOfflineWorker(page);
    await expect(page.locator('.portal-offline')).toHaveText('');

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'À la une' })).toBeVisible(long);
    await expect(offlineStatus(page)).toHaveText(offlineNotice, long);
    await expectAccessible();

    await context.setOffline(false);
    await expect(page.locator('.portal-offline')).toHaveText('');
  });

  test('follows in-app links to pages already seen, their page data from the cache', async ({
    page,
    context,
    origins,
  }) => {
    await page.goto('/');
    await waitForOfflineWorker(page);
    const settingsAnswered = page.waitForResponse(`${origins.apiOrigin}/v5/ohdio/settings`);
    await mainNav(page).getByRole('link', { name: 'OHdio' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'OHdio' })).toBeVisible(long);
    expect((await settingsAnswered).ok()).toBe(true);
    await expect(page.getByRole('button', { name: /^Écouter/ }).first()).toBeVisible(long);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'À la une' })).toBeVisible(long);

    await context.setOffline(true);
    await expect(offlineStatus(page)).toHaveText(offlineNotice, long);
    const fromWorker = page.waitForResponse(`${origins.apiOrigin}/v5/ohdio/settings`);
    await mainNav(page).getByRole('link', { name: 'OHdio' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'OHdio' })).toBeVisible(long);
    const settings = await fromWorker;
    expect(settings.ok()).toBe(true);
    expect(settings.fromServiceWorker()).toBe(true);
    // The audio catalogue seen online is listed offline too.
    await expect(page.getByRole('button', { name: /^Écouter/ }).first()).toBeVisible(long);
  });
});

test.describe('requests on a bad network', () => {
  test('a page-data GET that fails once on the network and once with a 503 is retried and the page opens', async ({
    page,
    origins,
  }) => {
    let attempts = 0;
    await page.route(`${origins.apiOrigin}/v5/ohdio/settings`, async (route) => {
      attempts += 1;
      if (attempts === 1) await route.abort('failed');
      else if (attempts === 2) await route.fulfill({ status: 503, body: 'panne' });
      else await route.continue();
    });
    await page.goto('/');
    await mainNav(page).getByRole('link', { name: 'OHdio' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'OHdio' })).toBeVisible(long);
    expect(attempts).toBe(3);
  });
});

test.describe('telemetry offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a log made offline is kept through a page hide and sent once when the network comes back', async ({
    page,
    context,
    request,
    origins,
  }) => {
    // The transport's waits (LOG_DEBOUNCE_MS, 5 s) are page timers: the test moves the page's clock
    // past them instead of waiting.
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'À la une' })).toBeVisible(long);
    // The not-found page's code comes from the worker's cache once offline.
    await waitForOfflineWorker(page);
    const traces: string[] = [];
    const unfinished = new Set<Request>();
    page.on('request', (sent) => {
      if (!sent.url().includes('/trace/message')) return;
      traces.push(sent.url());
      unfinished.add(sent);
    });
    page.on('requestfinished', (ended) => unfinished.delete(ended));
    page.on('requestfailed', (ended) => unfinished.delete(ended));
    /** Six seconds of the page's time, past the transport's 5 s; then what it sent has ended. */
    const sixSecondsLater = async () => {
      await page.clock.runFor(6_000);
      await expect.poll(() => unfinished.size).toBe(0);
    };

    await context.setOffline(true);
    const path = `/introuvable-${randomUUID()}`;
    const expected = `Analytics page name is required (page ${path})`;
    // An in-app link to a missing page: the page-view step logs the missing analytics page name.
    await page.evaluate((href) => {
      const link = document.createElement('a');
      link.href = href;
      link.textContent = 'Page absente';
      document.querySelector('main')?.append(link);
    }, path);
    await page.evaluate(() =>
      [...document.querySelectorAll('a')].find((link) => link.textContent === 'Page absente')?.click(),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible(long);

    // Hidden while offline: no beacon (it would be lost), the log waits.
    await hidePage(page);
    await sixSecondsLater();
    expect(traces).toEqual([]);

    await context.setOffline(false);
    await expect
      .poll(
        async () => (await loggedMessages(request, origins.apiOrigin)).filter((m) => m === expected),
        long,
      )
      .toHaveLength(1);
    await sixSecondsLater();
    expect((await loggedMessages(request, origins.apiOrigin)).filter((m) => m === expected)).toHaveLength(1);
  });
});

test.describe('page views offline', () => {
  test.use({ serviceWorkers: 'allow' });
  // Page views leave only with the visitor's agreement (issue 32 item 5).
  test.beforeEach(({ page }) => allowVisitorMeasures(page));

  test('a page seen offline is counted once when the network comes back, never beaconed offline', async ({
    page,
    context,
    request,
    origins,
  }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/analytics/page-views')) sent.push(request.url());
    });
    await page.goto('/');
    await waitForOfflineWorker(page);
    await mainNav(page).getByRole('link', { name: 'OHdio' }).click();
    await expect(page.getByRole('button', { name: /^Écouter/ }).first()).toBeVisible(long);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'À la une' })).toBeVisible(long);
    // The three pages seen online (home, OHdio, home again) have sent their views: the last one leaves
    // a task after its page is shown, and would otherwise count as sent once the network is gone.
    const viewsOnline = 3;
    await expect.poll(() => sent.length, long).toBe(viewsOnline);

    await context.setOffline(true);
    await expect(offlineStatus(page)).toHaveText(offlineNotice, long);
    const marker = randomUUID();
    // An in-app link to a page already seen, marked so that its page view is this test's own.
    await page.evaluate((href) => {
      const link = document.createElement('a');
      link.href = href;
      link.textContent = 'OHdio marqué';
      document.querySelector('main')?.append(link);
    }, `/ohdio?essai=${marker}`);
    await page.evaluate(() =>
      [...document.querySelectorAll('a')].find((link) => link.textContent === 'OHdio marqué')?.click(),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'OHdio' })).toBeVisible(long);
    await hidePage(page);
    expect(sent.slice(viewsOnline)).toEqual([]);

    const marked = async () => {
      const response = await request.get(`${origins.apiOrigin}/analytics/page-views`);
      const { records } = (await response.json()) as { records: unknown[] };
      return records.filter((record) => JSON.stringify(record).includes(marker));
    };
    await context.setOffline(false);
    await expect.poll(marked, long).toHaveLength(1);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(await marked()).toHaveLength(1);
  });
});

test.describe('diagnostics offline', () => {
  test('an error made offline is kept through a page hide and sent once when the network comes back', async ({
    page,
    context,
    request,
    origins,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'À la une' })).toBeVisible(long);
    // The heading is the pre-rendered page's: offline before the app's first page has its code, the
    // chunk guard reloads the page (what a member would want), and the test would lose its page.
    await expect(page.locator('#root:not([data-prerendered])')).toBeAttached(long);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/trace/diagnostic')) sent.push(request.url());
    });
    await context.setOffline(true);
    const marker = randomUUID();
    await page.evaluate((text) => {
      window.dispatchEvent(
        new ErrorEvent('error', { message: `Essai hors ligne ${text}`, error: new Error(text) }),
      );
    }, marker);
    await hidePage(page);
    expect(sent).toEqual([]);

    const diagnostics = async () => {
      const response = await request.get(`${origins.apiOrigin}/telemetry/events?kind=diagnostic&limit=1000`);
      const { events } = (await response.json()) as { events: SinkEvent[] };
      return events.filter((event) => JSON.stringify(event.payload).includes(marker));
    };
    await context.setOffline(false);
    await expect.poll(diagnostics, long).toHaveLength(1);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    expect(await diagnostics()).toHaveLength(1);
  });
});

test.describe('Mon compte offline', () => {
  test('a profile save attempted offline keeps the typed input, says so, and succeeds once back online', async ({
    page,
    context,
    request,
    pageErrors,
    expectAccessible,
  }) => {
    await signInAsNewMember(page, request, { label: 'hors-ligne' });
    await page.getByLabel('Prénom').fill('Évangéline');
    await page.getByLabel('Code postal').fill('H2X 1Y4');

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(statusBar(page).error).toHaveText(offlineSaveKept, long);
    await expect(page.getByLabel('Prénom')).toHaveValue('Évangéline');
    await expect(page.getByLabel('Code postal')).toHaveValue('H2X 1Y4');
    await expectAccessible();

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(statusBar(page).success).toHaveText('Votre profil a été mis à jour.', long);
    await page.reload();
    await expect(page.getByLabel('Prénom')).toHaveValue('Évangéline');
    acceptFailedRequests(pageErrors);
  });
});
