import { expect, test } from './fixtures.ts';
import {
  layoutShifts,
  pressPrerenderedButtonEarly,
  watchLayoutShifts,
  withoutJavaScript,
} from './support/layout-shifts.ts';

/**
 * The portal home's first screen is in its HTML (tools/vite-prerender.ts): it shows without
 * JavaScript, React's first commit replaces it without a shift or a lost focus, and the page head
 * ends up with React's tags only.
 */

const lead = 'Toute l’information, la télé, la radio et les balados du diffuseur public';

test.describe('the pre-rendered portal home', () => {
  test('shows its headline, its navigation and its title from the HTML alone, without JavaScript', async ({
    browser,
    origins,
  }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto(`${origins.portalOrigin}/`);
      await expect(page.locator('.content-lead')).toContainText(lead);
      await expect(page.getByRole('link', { name: 'Passer au contenu principal' })).toBeVisible();
      await expect(page).toHaveTitle('À la une | Info | Portail');
      await expect(page.locator('html')).toHaveAttribute('data-app', 'news');
      // The footer's link to Mon compte carries the served origin, not the build's.
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Mon compte' })).toHaveAttribute(
        'href',
        `${origins.accountOrigin}/`,
      );
    });
  });

  test('becomes the live page without any layout shift, with one title and one description', async ({
    page,
  }) => {
    await watchLayoutShifts(page);
    await page.goto('/');
    await expect(page.locator('#root:not([data-prerendered])')).toBeAttached();
    await expect(page.locator('.content-lead')).toContainText(lead);
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    expect(await layoutShifts(page)).toEqual([]);
    await expect(page).toHaveTitle('À la une | Info | Portail');
    expect(await page.locator('title').count()).toBe(1);
    expect(await page.locator('meta[name="description"]').count()).toBe(1);
    // The live page's head is the pre-rendered one: its elements stayed, none was replaced.
    const replaced = await page.evaluate(() =>
      [...document.head.querySelectorAll('title, meta[name], meta[property], link[rel="canonical"]')]
        .filter((element) => !element.hasAttribute('data-prerendered-head'))
        .map((element) => element.outerHTML)
        .filter((html) => !/name="(viewport|theme-color|portail-config)"/.test(html)),
    );
    expect(replaced).toEqual([]);
  });

  test('keeps focus on the control a keyboard user reached before the page went live', async ({ page }) => {
    // The application's code is held back until the visitor has tabbed into the pre-rendered page.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.locator('#root[data-prerendered] .content-lead')).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Portail', exact: true }).first()).toBeFocused();
    release();
    await expect(page.locator('#root:not([data-prerendered])')).toBeAttached();
    await expect(page.getByRole('link', { name: 'Portail', exact: true }).first()).toBeFocused();
  });

  test('carries a press on « Se connecter » made as soon as the script has run over to the live page: the sign-in form opens', async ({
    page,
    origins,
  }) => {
    await pressPrerenderedButtonEarly(page, 'Se connecter');
    await page.goto('/', { waitUntil: 'commit' });
    await page.waitForURL((url) => url.origin === origins.idpOrigin);
    await expect(page.getByLabel('Adresse courriel')).toBeVisible();
  });

  test('shows the alerts switch below the page styled from the HTML alone, as the live page shows it', async ({
    browser,
  }) => {
    // The switch's code loads after the first screen; its look is the first stylesheet's, so that a
    // visitor who scrolls down before the page is live sees the switch, not its words run together.
    await withoutJavaScript(browser, async (page) => {
      await page.goto('/nouvelle/2145678/pont-champlain-travaux');
      const toggle = page.getByRole('switch', { name: /Sur le vif/ });
      await toggle.scrollIntoViewIfNeeded();
      const track = await page
        .locator('.portal-switch-track')
        .evaluate((element) => element.getBoundingClientRect().width);
      expect(track).toBeGreaterThan(0);
      expect((await toggle.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    });
  });

  test('is only the home: another address gets the shell, which the application fills', async ({
    request,
    page,
  }) => {
    const shell = await request.get('/ohdio', { headers: { accept: 'text/html' } });
    expect(await shell.text()).toContain('<div id="root"></div>');
    await page.goto('/ohdio');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ohdio');
    await expect(page.locator('.content-lead')).not.toContainText(lead);
  });
});
