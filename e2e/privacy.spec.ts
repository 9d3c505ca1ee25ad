import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createMember, signInAs } from './support/account.ts';
import { tabTo } from './support/keyboard.ts';
import { hidePage, whenVitalsListen } from './support/page-visibility.ts';
import { fillProviderSignIn } from './support/sign-in.ts';

interface SinkEvent {
  kind: string;
  payload: unknown;
}

/** Every record the stand-in's telemetry sinks kept that names `marker` (page views, vitals, diagnostics). */
async function sinkRecordsNaming(request: APIRequestContext, apiOrigin: string, marker: string) {
  const response = await request.get(`${apiOrigin}/telemetry/events?limit=1000`);
  expect(response.ok()).toBe(true);
  const { events } = (await response.json()) as { events: SinkEvent[] };
  return events.filter((event) => JSON.stringify(event.payload).includes(marker)).map((event) => event.kind);
}

/** Requests the page sends to the optional sinks (page views, web vitals). */
function optionalRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('/analytics/page-views') || url.endsWith('/trace/vitals')) sent.push(url);
  });
  return sent;
}

/**
 * A portal page marked with `marker`, its vitals forced (a local host), an error reported (a
 * diagnostic, always sent), then hidden: what telemetry sends leaves then.
 */
async function visitMarked(page: Page, marker: string, { vitalsExpected }: { vitalsExpected: boolean }) {
  await page.goto(`/ohdio?vitals=force&essai=${marker}`);
  await expect(page.getByRole('heading', { level: 1, name: 'OHdio' })).toBeVisible();
  await page.waitForFunction(
    () =>
      performance.getEntriesByName('first-contentful-paint').length > 0 && document.readyState === 'complete',
  );
  if (vitalsExpected) await whenVitalsListen(page);
  await page.evaluate(
    (text) => window.dispatchEvent(new ErrorEvent('error', { message: text })),
    `essai ${marker}`,
  );
  await hidePage(page);
}

/**
 * A marked visit (visitMarked, its vitals not awaited) of which the sinks keep the diagnostic alone
 * (needed to run the service; in the same page hide vitals would have arrived), and no request to an
 * optional sink in `sent` (optionalRequests).
 */
async function expectNothingOptionalSent(
  page: Page,
  request: APIRequestContext,
  apiOrigin: string,
  sent: string[],
) {
  const marker = randomUUID();
  await visitMarked(page, marker, { vitalsExpected: false });
  await expect.poll(() => sinkRecordsNaming(request, apiOrigin, marker)).toEqual(['diagnostic']);
  expect(sent).toEqual([]);
}

async function openPrivacyPanel(page: Page) {
  await page.getByRole('button', { name: 'Vos choix de confidentialité' }).click();
  const panel = page.getByRole('region', { name: 'Vos choix de confidentialité' });
  await expect(panel).toBeVisible();
  return panel;
}

test.describe('privacy by default: the visitor', () => {
  test('sends no page view and no vitals until they choose in the footer, then both arrive, and none once withdrawn', async ({
    page,
    request,
    origins,
    expectAccessible,
  }) => {
    test.slow(); // three visits, each waiting for what the sinks kept
    const sent = optionalRequests(page);
    await expectNothingOptionalSent(page, request, origins.apiOrigin, sent);

    const panel = await openPrivacyPanel(page);
    await expect(panel).toContainText('Aucune mesure facultative n’est faite sans votre accord.');
    await expect(panel.getByRole('checkbox', { name: 'Mesure d’audience' })).not.toBeChecked();
    await expect(panel.getByRole('checkbox', { name: 'Mesure de performance' })).not.toBeChecked();
    await expectAccessible();
    await panel.getByRole('checkbox', { name: 'Mesure d’audience' }).check();
    await panel.getByRole('checkbox', { name: 'Mesure de performance' }).check();
    await panel.getByRole('button', { name: 'Enregistrer mes choix' }).click();
    await expect(panel.getByRole('status')).toHaveText('Vos choix sont enregistrés dans ce navigateur.');

    const second = randomUUID();
    await visitMarked(page, second, { vitalsExpected: true });
    await expect
      .poll(async () => (await sinkRecordsNaming(request, origins.apiOrigin, second)).sort())
      .toEqual(['diagnostic', 'page-view', 'vitals']);

    const again = await openPrivacyPanel(page);
    await expect(again.getByRole('checkbox', { name: 'Mesure d’audience' })).toBeChecked();
    await again.getByRole('checkbox', { name: 'Mesure d’audience' }).uncheck();
    await again.getByRole('checkbox', { name: 'Mesure de performance' }).uncheck();
    await again.getByRole('button', { name: 'Enregistrer mes choix' }).click();
    await expect(again.getByRole('status')).toHaveText('Vos choix sont enregistrés dans ce navigateur.');
    sent.length = 0;
    await expectNothingOptionalSent(page, request, origins.apiOrigin, sent);
  });

  test('with Global Privacy Control, nothing optional leaves and the panel says so until the visitor turns a measure on', async ({
    page,
    request,
    origins,
  }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
    const sent = optionalRequests(page);
    await expectNothingOptionalSent(page, request, origins.apiOrigin, sent);

    const panel = await openPrivacyPanel(page);
    await expect(panel).toContainText('Votre navigateur envoie le signal « Global Privacy Control »');
    await panel.getByRole('checkbox', { name: 'Mesure d’audience' }).check();
    await panel.getByRole('button', { name: 'Enregistrer mes choix' }).click();
    await expect(panel.getByRole('status')).toHaveText('Vos choix sont enregistrés dans ce navigateur.');

    const second = randomUUID();
    await visitMarked(page, second, { vitalsExpected: false });
    await expect
      .poll(async () => (await sinkRecordsNaming(request, origins.apiOrigin, second)).sort())
      .toEqual(['diagnostic', 'page-view']);
  });
});

test.describe('privacy by default: the member', () => {
  test('chooses in Mon compte, keyboard only; the choice and its dated history follow them to another device and to the portal', async ({
    page,
    browser,
    request,
    origins,
    expectAccessible,
  }) => {
    test.slow(); // two devices, two apps, the sinks read after each visit
    const member = await createMember(request, { label: 'confidentialite' });
    const sent = optionalRequests(page);
    // Signed in to the portal (its header), then Mon compte by single sign-on.
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
    await fillProviderSignIn(page, member.email);
    await page.waitForURL((url) => url.origin === origins.portalOrigin);
    // Back on the portal's callback page, which is still saving the sign-in: a visit started before
    // the header shows the member would leave the portal signed out for the rest of the test (the
    // header hides « Se connecter » while it settles, so its absence alone does not say signed in).
    await expect(page.getByRole('banner').getByRole('button', { name: /Camille Essai/ })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Se connecter' })).toHaveCount(0);
    await expectNothingOptionalSent(page, request, origins.apiOrigin, sent);

    await page.goto(`${origins.accountOrigin}/confidentialite`);
    await expect(page.getByRole('heading', { level: 1, name: 'Confidentialité' })).toBeVisible();
    await expect(page.getByText('Vous n’avez pas encore fait de choix')).toBeVisible();
    await expect(page.getByText('Aucun choix enregistré pour l’instant.')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Toujours transmis : ce qui fait fonctionner le service' }),
    ).toBeVisible();
    await expectAccessible();
    const analytics = page.getByRole('checkbox', { name: /Mesure d’audience/ });
    await tabTo(page, analytics);
    await page.keyboard.press('Space');
    await expect(analytics).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Enregistrer mes choix' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Vos choix sont enregistrés.' })).toBeVisible();
    const history = page.getByRole('table', { name: 'Chaque changement, du plus récent au plus ancien' });
    await expect(history.getByRole('row')).toHaveCount(2);
    await expect(history.getByRole('row').nth(1).getByRole('cell')).toHaveText(['Oui', 'Non', 'Non']);
    await expectAccessible();

    // Another device: the same choice and history.
    const other = await browser.newContext({ baseURL: origins.portalOrigin });
    const otherPage = await other.newPage();
    await signInAs(otherPage, member, '/confidentialite');
    await expect(otherPage.getByRole('checkbox', { name: /Mesure d’audience/ })).toBeChecked();
    await expect(otherPage.getByRole('checkbox', { name: /Mesure de performance/ })).not.toBeChecked();
    await expect(
      otherPage
        .getByRole('table', { name: 'Chaque changement, du plus récent au plus ancien' })
        .getByRole('row'),
    ).toHaveCount(2);
    await other.close();

    // The portal follows the member's choice: page views leave, vitals do not.
    const after = randomUUID();
    await visitMarked(page, after, { vitalsExpected: false });
    await expect
      .poll(async () => (await sinkRecordsNaming(request, origins.apiOrigin, after)).sort())
      .toEqual(['diagnostic', 'page-view']);
    const panel = await openPrivacyPanel(page);
    await expect(panel).toContainText('Vos choix suivent votre compte sur tous vos appareils.');
    await expect(panel.getByRole('link', { name: 'Gérer mes choix dans Mon compte' })).toHaveAttribute(
      'href',
      `${origins.accountOrigin}/confidentialite`,
    );
  });
});
