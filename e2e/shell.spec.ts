import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * The portal shell against the real portal build and the local API (SPEC.md §2.1, §2.2, §4.1):
 * application switches, history, link rules, redirects, the 404 page, focus, and axe on every page.
 */

/** Marks the current document; a full page load replaces it and the mark disappears. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.documentElement.dataset.e2eSameDocument = 'oui';
  });
}

async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.dataset.e2eSameDocument === 'oui');
}

/** Where the head points for the active application's favicon and stylesheet. */
async function headAssets(page: Page) {
  return page.evaluate(() => ({
    icons: [...document.head.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')].map((link) => link.href),
    // The stylesheets in force: an application's sheet already loaded stays in the head, disabled.
    stylesheets: [...document.head.querySelectorAll<HTMLLinkElement>('link[data-portail-app-stylesheet]')]
      .filter((link) => !link.disabled)
      .map((link) => link.href),
  }));
}

/** The bottom border colour of the application band, which each application's stylesheet sets. */
async function bandColour(page: Page): Promise<string> {
  return page.locator('.app-band').evaluate((band) => getComputedStyle(band).borderBottomColor);
}

/** Removes the expected navigation-failure logs from the errors the fixture checks, after asserting them. */
function takeExpectedErrors(pageErrors: string[], fragment: string): string[] {
  const expected = pageErrors.filter((entry) => entry.includes(fragment));
  const others = pageErrors.filter((entry) => !entry.includes(fragment));
  pageErrors.splice(0, pageErrors.length, ...others);
  return expected;
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });

test.describe('application switches', () => {
  test('swaps favicon, stylesheet and enter/exit hooks when a click crosses applications, without reloading', async ({
    page,
    origins,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'À la une' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'news');
    const news = await headAssets(page);
    expect(news.icons).toEqual([`${origins.apiOrigin}/v5/news/dist/assets/pwa/favicon.svg`]);
    expect(news.stylesheets).toHaveLength(1);
    expect(news.stylesheets[0]).toMatch(/\/assets\/news-[\w-]+\.css$/);
    const newsColour = await bandColour(page);
    await markDocument(page);

    await mainNav(page).getByRole('link', { name: 'OHdio' }).click();
    await expect(page).toHaveURL('/ohdio');
    await expect(page.getByRole('heading', { level: 1, name: 'OHdio' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ohdio');
    await expect(page.locator('html')).toHaveAttribute('data-previous-app', 'news');
    await expect
      .poll(() => headAssets(page))
      .toEqual({
        icons: [`${origins.apiOrigin}/v5/ohdio/dist/assets/pwa/favicon.svg`],
        stylesheets: [expect.stringMatching(/\/assets\/ohdio-[\w-]+\.css$/)],
      });
    await expect.poll(() => bandColour(page)).not.toBe(newsColour);
    await expect(page).toHaveTitle('Balados, livres audio et radio | OHdio | Portail');
    await expect(mainNav(page).getByRole('link', { name: 'OHdio' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('link', { name: 'Télé : Les enfants de la télé' }).click();
    await expect(page).toHaveURL('/tele/les-enfants-de-la-tele');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'tv');
    await expect(page.locator('html')).toHaveAttribute('data-previous-app', 'ohdio');
    await expect
      .poll(async () => (await headAssets(page)).icons)
      .toEqual([`${origins.apiOrigin}/v5/tv/dist/assets/pwa/favicon.svg`]);
    expect(await isSameDocument(page)).toBe(true);
  });

  test('follows a pattern route such as /nouvelle/{number}/{slug} in-app and fills the page head', async ({
    page,
  }) => {
    await page.goto('/mordu');
    await expect(page.getByRole('heading', { level: 1, name: 'Mordu' })).toBeVisible();
    await markDocument(page);
    // The page-changed event carries the breadcrumbs 2 to 4 read from the new page's meta tags.
    await page.evaluate(() => {
      window.addEventListener('portail:pagechange', (event) => {
        const { breadcrumbs } = (event as CustomEvent<{ breadcrumbs: string[] }>).detail;
        document.documentElement.dataset.e2eBreadcrumbs = breadcrumbs.join(' > ');
      });
    });
    await page.getByRole('link', { name: 'À la une' }).first().click();
    await page
      .getByRole('link', { name: 'Travaux sur le pont Champlain : ce qui change pour les usagers' })
      .click();
    await expect(page).toHaveURL('/nouvelle/2145678/pont-champlain-travaux');
    await expect(page.getByRole('heading', { level: 1, name: 'Pont champlain travaux' })).toBeVisible();
    await expect(page).toHaveTitle('Pont champlain travaux | Info | Portail');
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      '/nouvelle/2145678/pont-champlain-travaux',
    );
    await expect(page.locator('head link[rel="amphtml"]')).toHaveAttribute(
      'href',
      '/amp/nouvelle/2145678/pont-champlain-travaux',
    );
    await expect(page.locator('head meta[name="breadcrumb-2"]')).toHaveAttribute('content', 'Info');
    await expect(page.locator('html')).toHaveAttribute('data-e2e-breadcrumbs', 'Info > Nouvelle');
    expect(await isSameDocument(page)).toBe(true);
  });

  test('moves focus to the first tabbable element of the page after an in-app navigation', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'À la une' })).toBeVisible();
    await mainNav(page).getByRole('link', { name: 'Mordu' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mordu' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Passer au contenu principal' })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Page chargée' })).toHaveText(
      'Page chargée : Recettes et conseils | Mordu | Portail',
    );
  });
});

test.describe('history', () => {
  test('goes back and forward across applications in the same document', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'À la une' })).toBeVisible();
    await markDocument(page);
    await mainNav(page).getByRole('link', { name: 'Mordu' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mordu' })).toBeVisible();
    await page.getByRole('link', { name: 'Tarte au sucre' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tarte au sucre' })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL('/mordu');
    await expect(page.getByRole('heading', { level: 1, name: 'Mordu' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'À la une' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'news');
    await page.goForward();
    await expect(page).toHaveURL('/mordu');
    await expect(page.getByRole('heading', { level: 1, name: 'Mordu' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'food');
    expect(await isSameDocument(page)).toBe(true);
  });
});

test.describe('link rules', () => {
  test('lets a same-page hash link change only the hash', async ({ page }) => {
    await page.goto('/utils');
    await expect(page.getByRole('heading', { level: 1, name: 'Outils de test du routeur' })).toBeVisible();
    // The start-up's own late load, not the link's: the push client's chunk comes with the service
    // worker's registration, 2000 ms after start (portal-telemetry.ts), and the heading shows before
    // that: the chunk fell among this test's requests (twice in a row in a full npm test).
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => /\/portal-push-[^/]*\.js$/.test(entry.name)),
    );
    await markDocument(page);
    const requests: string[] = [];
    page.on('request', (request) => {
      // Chromium refreshes the favicon on every history step; that is the browser, not the router.
      if (!request.url().includes('/dist/assets/pwa/')) requests.push(request.url());
    });
    await page.getByRole('link', { name: 'Lien d’ancre sur cette page' }).click();
    await expect(page).toHaveURL('/utils#liens');
    await page.goBack();
    await expect(page).toHaveURL('/utils');
    await expect(page.getByRole('heading', { level: 1, name: 'Outils de test du routeur' })).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
    // Neither the click nor going back loaded a page, settings or a chunk.
    expect(requests).toEqual([]);
  });

  test('leaves a ctrl- or meta-click to the browser, which opens a new tab', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'À la une' })).toBeVisible();
    const opened = context.waitForEvent('page');
    await mainNav(page)
      .getByRole('link', { name: 'Mordu' })
      .click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    await tab.waitForURL('**/mordu');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'À la une' })).toBeVisible();
    await tab.close();
  });

  test('opens a shift-click in a new window and stays on the page', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'À la une' })).toBeVisible();
    const opened = context.waitForEvent('page');
    await mainNav(page)
      .getByRole('link', { name: 'Télé' })
      .click({ modifiers: ['Shift'] });
    const popup = await opened;
    await popup.waitForURL('**/tele');
    await expect(page).toHaveURL('/');
    await popup.close();
  });

  test('leaves a link marked with the ignore-navigation attribute to the browser', async ({ page }) => {
    await page.goto('/utils');
    await expect(page.getByRole('heading', { level: 1, name: 'Outils de test du routeur' })).toBeVisible();
    await markDocument(page);
    await page.getByRole('link', { name: 'Mordu sans le routeur' }).click();
    await expect(page).toHaveURL('/mordu?sans-routeur=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Mordu' })).toBeVisible();
    expect(await isSameDocument(page)).toBe(false);
  });

  test('loads a path that another application serves in full, as an external page', async ({ page }) => {
    await page.goto('/utils');
    await expect(page.getByRole('heading', { level: 1, name: 'Outils de test du routeur' })).toBeVisible();
    await markDocument(page);
    await page.getByRole('link', { name: 'Page d’une autre application' }).click();
    await expect(page).toHaveURL('/info/mon-info/mes-suivis');
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    expect(await isSameDocument(page)).toBe(false);
  });
});

test.describe('redirects and errors', () => {
  test('follows an internal 301 in-app, leaving one history entry for the final address', async ({
    page,
  }) => {
    await page.goto('/utils');
    await expect(page.getByRole('heading', { level: 1, name: 'Outils de test du routeur' })).toBeVisible();
    await markDocument(page);
    await page.getByRole('link', { name: 'Redirection 301 vers Mordu' }).click();
    await expect(page).toHaveURL('/mordu');
    await expect(page.getByRole('heading', { level: 1, name: 'Mordu' })).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL('/utils');
    await expect(page.getByRole('heading', { level: 1, name: 'Outils de test du routeur' })).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL('/mordu');
  });

  test('turns a redirect loop into a full page load, which then shows the French 404 page', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/utils');
    await expect(page.getByRole('heading', { level: 1, name: 'Outils de test du routeur' })).toBeVisible();
    await markDocument(page);
    const fullLoad = page.waitForEvent('load');
    await page.getByRole('link', { name: 'Boucle de redirections' }).click();
    await fullLoad;
    await expect(page).toHaveURL('/utils/boucle');
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    expect(await isSameDocument(page)).toBe(false);
    // Once before the full load (which it triggers) and once in the new document (which shows the 404).
    const logged = takeExpectedErrors(pageErrors, 'La navigation vers /utils/boucle a échoué.');
    expect(logged).toHaveLength(2);
  });

  test('shows the 404 page in French for an unknown address', async ({ page, expectAccessible }) => {
    await page.goto('/page-qui-n-existe-pas');
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    await expect(page.getByText('Désolé! La page que vous avez demandée est introuvable.')).toBeVisible();
    await expect(page).toHaveTitle('Page introuvable | Portail');
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
    await expectAccessible();
    await page.getByRole('link', { name: 'Retourner à l’accueil' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'À la une' })).toBeVisible();
  });

  test('shows the 404 page for an article address whose number is not digits', async ({ page }) => {
    await page.goto('/utils');
    await expect(page.getByRole('heading', { level: 1, name: 'Outils de test du routeur' })).toBeVisible();
    await markDocument(page);
    await page.getByRole('link', { name: 'Article sans numéro' }).click();
    await expect(page).toHaveURL('/nouvelle/pas-un-numero/titre');
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
  });

  test('lets a later click win over a page that is still loading', async ({ page }) => {
    await page.goto('/utils');
    await expect(page.getByRole('heading', { level: 1, name: 'Outils de test du routeur' })).toBeVisible();
    await page.getByRole('link', { name: 'Page lente' }).click();
    await expect(page.locator('main')).toHaveAttribute('aria-busy', 'true');
    await mainNav(page).getByRole('link', { name: 'Mordu' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mordu' })).toBeVisible();
    await expect(page.locator('main')).toHaveAttribute('aria-busy', 'false');
    await expect(page).toHaveURL('/mordu');
  });
});

/** One page of every content application the portal ships. */
const CONTENT_PAGES: [app: string, path: string, heading: string][] = [
  ['news', '/', 'À la une'],
  ['news', '/nouvelle/2145702/budget-quebec-sante', 'Budget quebec sante'],
  ['news', '/politique', 'Politique'],
  ['ohdio', '/ohdio', 'OHdio'],
  ['tv', '/tele', 'Télé'],
  ['stories', '/recits-numeriques', 'Récits numériques'],
  ['food', '/mordu/recettes/tarte-au-sucre', 'Tarte au sucre'],
  ['a11y', '/a11y', 'Accessibilité'],
  ['utils', '/utils', 'Outils de test du routeur'],
  ['webmaster', '/web-adhoc', 'Outils du webmestre'],
];

// The axe scan of each of these pages (and of every other route) is the accessibility walk's
// (accessibility-walk.spec.ts); here, each application's own page loads on its own.
test.describe('every content application', () => {
  for (const [app, path, heading] of CONTENT_PAGES) {
    test(`${app}: ${path} opens with its heading and its one stylesheet`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-app', app);
      await expect.poll(async () => (await headAssets(page)).stylesheets.length).toBe(1);
    });
  }
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const path of ['/', '/nouvelle/2145678/pont-champlain-travaux', '/ohdio', '/page-qui-n-existe-pas']) {
    test(`${path} fits a 320 px wide screen without sideways scrolling`, async ({
      page,
      expectAccessible,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // Every main section stays reachable on screen rather than cut off at the edge.
      for (const link of await mainNav(page).getByRole('link').all()) await expect(link).toBeInViewport();
      await expectAccessible();
    });
  }
});
