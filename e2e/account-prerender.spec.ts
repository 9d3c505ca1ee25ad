import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createMember } from './support/account.ts';
import { signInToAccount } from './support/sign-in.ts';
import {
  layoutShifts,
  pressPrerenderedButtonEarly,
  watchLayoutShifts,
  withoutJavaScript,
} from './support/layout-shifts.ts';

/**
 * Each page of Mon compte has its loading screen in its HTML (apps/account/src/prerender.tsx,
 * tools/vite-prerender.ts): the page's headings and placeholders show before any JavaScript; the
 * client's first commit replaces them by the same markup, and the member's data then take the
 * placeholders' places without moving the page.
 */

const pages = [
  { path: '/', title: 'Profil | Mon compte | Portail', heading: 'Profil' },
  { path: '/avatar', title: 'Photo de profil | Mon compte | Portail', heading: 'Photo de profil' },
  { path: '/infolettres', title: 'Infolettres | Mon compte | Portail', heading: 'Infolettres' },
  {
    path: '/completion',
    title: 'Complétez votre profil | Mon compte | Portail',
    heading: 'Complétez votre profil',
  },
  { path: '/callback/membercenter', title: 'Profil | Mon compte | Portail', heading: null },
];

/**
 * From the next page load on, presses the pre-rendered « Menu » at DOMContentLoaded: the page's
 * script has run, React's first commit is still to come (the moment a member on a busy device
 * presses it).
 */
/** The member signed in on "/", and « Menu » of the next pre-rendered page pressed as it loads. */
async function signInThenPressMenuEarly(page: Page, accountOrigin: string): Promise<void> {
  await signInToAccount(page, accountOrigin, 'complet@exemple.ca');
  await expect(page.getByLabel('Adresse courriel')).toHaveValue('complet@exemple.ca');
  await pressPrerenderedButtonEarly(page, 'Menu');
}

test.describe('the pre-rendered pages of Mon compte', () => {
  test('show their loading screen and title from the HTML alone, without JavaScript', async ({
    browser,
    origins,
  }) => {
    await withoutJavaScript(browser, async (page) => {
      for (const { path, title, heading } of pages) {
        await page.goto(`${origins.accountOrigin}${path}`);
        await expect(page.locator('#root[data-prerendered] [aria-busy="true"]'), path).toBeVisible();
        await expect(
          page.getByRole('status').filter({ hasText: 'Chargement de votre compte…' }),
          path,
        ).toBeAttached();
        if (heading) await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
        await expect(page, path).toHaveTitle(title);
        expect(await page.locator('title').count(), path).toBe(1);
        expect(await page.locator('meta[name="description"]').count(), path).toBe(1);
        // The links to the portal carry the served origin, not the build's.
        await expect(page.getByRole('banner').getByRole('link', { name: 'Portail' }), path).toHaveAttribute(
          'href',
          `${origins.portalOrigin}/`,
        );
      }
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
    });
  });

  test('become the member’s page without any layout shift, with one title and one description', async ({
    page,
    origins,
  }) => {
    await signInToAccount(page, origins.accountOrigin, 'complet@exemple.ca');
    await watchLayoutShifts(page);
    for (const { path, heading } of pages.filter((entry) => entry.heading)) {
      await page.goto(`${origins.accountOrigin}${path}`);
      await expect(page.locator('#root:not([data-prerendered])'), path).toBeAttached();
      await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(
        path === '/infolettres' ? 'Mes infolettres' : (heading as string),
      );
      expect(await layoutShifts(page), path).toEqual([]);
      expect(await page.locator('title').count(), path).toBe(1);
      expect(await page.locator('meta[name="description"]').count(), path).toBe(1);
      // The pre-rendered head gave way to the page's: no meta or link twice (kept ones keep their marker).
      const twice = await page.evaluate(() => {
        const seen = [
          ...document.head.querySelectorAll('meta[name], meta[property], link[rel="canonical"]'),
        ].map(
          (element) =>
            `${element.localName}:${element.getAttribute('name') ?? element.getAttribute('property') ?? element.getAttribute('rel')}`,
        );
        return seen.filter((identity, index) => seen.indexOf(identity) !== index);
      });
      expect(twice, path).toEqual([]);
    }
  });

  for (const viewport of [
    { name: 'a phone (Lighthouse’s mobile screen)', width: 412, height: 823 },
    { name: 'a desktop', width: 1350, height: 940 },
  ]) {
    test(`keep still while the member’s sessions, history and choices arrive, on ${viewport.name}`, async ({
      browser,
      request,
      origins,
    }) => {
      test.setTimeout(90_000);
      // A member signed in once, as Lighthouse's: one session, a short history.
      const member = await createMember(request, { label: 'sans-decalage' });
      const context = await browser.newContext({ locale: 'fr-CA', viewport });
      const page = await context.newPage();
      await signInToAccount(page, origins.accountOrigin, member.email);
      await expect(page.getByLabel('Adresse courriel')).toHaveValue(member.email);
      await watchLayoutShifts(page);
      for (const { path, ready } of [
        { path: '/appareils', ready: 'Cet appareil' },
        { path: '/historique', ready: 'Connexion réussie' },
        { path: '/confidentialite', ready: 'Historique de vos choix' },
      ]) {
        await page.goto(`${origins.accountOrigin}${path}`);
        await expect(page.getByText(ready, { exact: true }).first(), path).toBeVisible();
        await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0);
        // The last frames' shifts are reported after they are painted.
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
        );
        expect(await layoutShifts(page), `${path} at ${viewport.width}×${viewport.height}`).toEqual([]);
      }
      await context.close();
    });
  }

  test('show the loading screen of a page opened from the menu at once, while its code is still loading', async ({
    page,
    origins,
  }) => {
    await signInToAccount(page, origins.accountOrigin, 'complet@exemple.ca');
    await expect(page.getByRole('textbox', { name: 'Adresse courriel' })).toHaveValue('complet@exemple.ca');
    // The loading screens of the other pages (chunks of their own) load while "/" is idle.
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance.getEntriesByType('resource').some((entry) => /\/NewslettersSkeleton-/.test(entry.name)),
        ),
      )
      .toBe(true);
    // The newsletters page's code is held: what shows meanwhile is its loading screen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/NewslettersPage-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Infolettres' }).click();
    await expect(page.locator('[aria-busy="true"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Infolettres');
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes infolettres');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  });

  test('carry a press on « Menu » made as soon as the script has run over to the live page: the menu opens', async ({
    page,
    origins,
  }) => {
    // Its loading screen is a chunk of its own: React's first commit waits for it, and for the
    // sign-in answer's reading, after the press.
    await signInThenPressMenuEarly(page, origins.accountOrigin);
    await page.goto(`${origins.accountOrigin}/infolettres`, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes infolettres');
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Infolettres' }),
    ).toBeVisible();
  });

  test('carry a press on « Menu » over to a page that turns into the signed-out screen: the menu opens there, its « Se connecter » is not pressed', async ({
    page,
    origins,
  }) => {
    // The provider's logout comes back to Mon compte's "/", pre-rendered, pressed as it loads.
    await signInThenPressMenuEarly(page, origins.accountOrigin);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page.getByRole('heading', { name: 'Vous êtes déconnecté' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    expect(page.url()).toBe(`${origins.accountOrigin}/`);
  });

  test('are only the member’s pages: the not-found address gets the shell', async ({ request, origins }) => {
    const shell = await request.get(`${origins.accountOrigin}/error/notfound`, {
      headers: { accept: 'text/html' },
    });
    expect(await shell.text()).toContain('<div id="root"></div>');
  });
});
